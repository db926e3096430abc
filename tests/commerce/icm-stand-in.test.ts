// Which recorded answer the stand-in ICM serves for a request (the rule in tests/support/icm-stand-in.ts).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixtureFileFor, type IcmStandIn, startIcmStandIn } from '../support/icm-stand-in';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'icm');
const fileFor = (restPath: string, query = '') =>
  fixtureFileFor(FIXTURES, 'GET', restPath, new URLSearchParams(query))?.slice(FIXTURES.length + 1);

describe('recorded answer for a request', () => {
  it('is the exactly named file first', () => {
    expect(fileFor('/suggest', 'SearchTerm=k')).toBe('suggest/get_SearchTerm_k.json');
  });

  it('ignores matrix parameters on any segment', () => {
    expect(fileFor('/products;spgid=abc/201807171', 'allImages=true&extended=true')).toBe('products/201807171/get.json');
  });

  it('matches a query-specific file by its selecting parameters, whatever the presentation parameters', () => {
    expect(fileFor('/products', 'searchTerm=kodak&attrs=sku,availability&amount=12&offset=0')).toBe(
      'products/get_amount_9_attrs_sku_offset_0_returnSortKeys_true_searchTerm_kodak.json'
    );
  });

  it('takes a query-specific file when the resource has no general answer', () => {
    expect(fileFor('/categories/Cameras-Camcorders/584/products', 'attrs=sku,image&amount=9')).toBe(
      'categories/Cameras-Camcorders/584/products/get_attrs_sku_returnSortKeys_true.json'
    );
  });

  it('falls back to the general answer for selecting parameters nobody recorded', () => {
    expect(fileFor('/products', 'searchTerm=nothing')).toBe('products/get.json');
  });

  it('reads get-data.json as the general answer', () => {
    expect(fileFor('/categories/Cameras-Camcorders/584/products/3953312')).toBe('categories/Cameras-Camcorders/584/products/3953312/get-data.json');
  });

  it('finds nothing for a resource that was not recorded or a path leaving the fixtures', () => {
    expect(fileFor('/productprices', 'sku=201807171')).toBeUndefined();
    expect(fileFor('/products/%2E%2E/%2E%2E')).toBeUndefined();
  });
});

describe('stand-in server', () => {
  let standIn: IcmStandIn;
  beforeAll(async () => {
    standIn = await startIcmStandIn();
  });
  afterAll(() => standIn.close());

  it('serves a recorded answer below the REST base with locale and currency', async () => {
    const response = await fetch(`${standIn.baseUrl};loc=en_US;cur=USD/products/201807171`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sku: '201807171', productName: 'Google Home' });
  });

  it('answers an unknown resource 404 in ICM error format', async () => {
    const response = await fetch(`${standIn.baseUrl};loc=en_US;cur=USD/productprices?sku=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('error-key')).toBe('rest.resource.not.found');
    expect(await response.json()).toMatchObject({ errors: [{ code: 'rest.resource.not.found' }] });
  });
});
