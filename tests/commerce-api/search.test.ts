import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildMatchExpression } from '../../commerce-api/catalog/search/search';
import { foldText } from '../../commerce-api/catalog/search/text-folding';
import { skusOf, startTestApi, type TestApi } from './support';

describe('search text folding', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldText('Straße CAFÉ Über Œuvre')).toBe('strasse cafe uber oeuvre');
  });

  it('matches every word and the last one as a prefix', () => {
    expect(buildMatchExpression('Canon Power')).toBe('"canon" AND "power"*');
    expect(buildMatchExpression(' ,.; ')).toBeNull();
  });
});

describe('product search', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const search = async (term: string, matrix = '') =>
    skusOf((await api.get(`/products?attrs=sku&searchTerm=${encodeURIComponent(term)}`, { matrix })).json());

  it('ranks a name hit above a description hit', async () => {
    // "zoom" is in the name of CAM-100 and only in the long description of CAM-200
    expect(await search('zoom')).toEqual(['CAM-100', 'CAM-200']);
  });

  it('ignores case and accents', async () => {
    expect(await search('CAFE EDITION')).toEqual(['CAM-200']);
    expect(await search('café')).toEqual(['CAM-200']);
  });

  it('finds ß with ss and umlauts without their dots', async () => {
    expect(await search('strasse')).toEqual(['ACC-KEYBOARD']);
    expect(await search('uber')).toEqual(['ACC-MOUSE']);
  });

  it('treats the last word as a prefix', async () => {
    expect(await search('powersh')).toEqual(['CAM-200']);
  });

  it('requires every word', async () => {
    expect(await search('canon legria')).toEqual(['CAM-400']);
  });

  it('finds a product by its exact SKU first', async () => {
    const skus = await search('CAM-300');
    expect(skus[0]).toBe('CAM-300');
  });

  it('finds products by SKU prefix', async () => {
    expect(await search('cam-')).toEqual(expect.arrayContaining(['CAM-100', 'CAM-200', 'CAM-300', 'CAM-400']));
  });

  it('lists a master when its variations match by SKU prefix', async () => {
    expect(await search('NB-0')).toEqual(['NB-MASTER']);
  });

  it('lists a variation searched by its own SKU instead of its master', async () => {
    expect(await search('NB-02')).toEqual(['NB-02']);
    expect(await search('nb-03')).toEqual(['NB-03']);
  });

  it('never finds warranties, by text or by SKU', async () => {
    expect(await search('warranty')).toEqual([]);
    expect(await search('WAR-2Y')).toEqual([]);
  });

  it('searches the texts of the request locale', async () => {
    expect(await search('tastatur', ';loc=de_DE')).toEqual(['ACC-KEYBOARD']);
    expect(await search('tastatur')).toEqual([]);
  });

  it('finds attribute values', async () => {
    expect(await search('silber', ';loc=de_DE')).toEqual(expect.arrayContaining(['CAM-200', 'CAM-400', 'NB-MASTER']));
  });

  it('never lists offline products', async () => {
    expect(await search('retired')).toEqual([]);
  });

  it('narrows a search to a category', async () => {
    const body = (await api.get('/categories/Cameras/Camcorders/products?attrs=sku&searchTerm=canon')).json();
    expect(skusOf(body)).toEqual(['CAM-400']);
  });
});

describe('product lookup', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const lookup = async (term: string) => (await api.get(`/productlookup?searchTerm=${encodeURIComponent(term)}`)).json();

  it('puts an exact manufacturer SKU match first', async () => {
    const body = await lookup('HDR-CX405');
    expect(skusOf(body)[0]).toBe('CAM-300');
    expect(body.elements[0]).toMatchObject({ type: 'Link', uri: 'inSPIRED-inTRONICS-Site/-/products/CAM-300' });
  });

  it('never returns masters, but their variations', async () => {
    const skus = skusOf(await lookup('thinkpad'));
    expect(skus).toEqual(['NB-01', 'NB-02', 'NB-03']);
  });

  it('answers an empty term with an empty list', async () => {
    expect(await lookup('')).toMatchObject({ total: 0, elements: [] });
  });

  it('never looks up warranties', async () => {
    expect(await lookup('WAR-2Y')).toMatchObject({ total: 0, elements: [] });
  });
});
