// Hostile search terms are cut down before they reach the index, so they cannot block the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { normalizeSearchTerm } from '../../commerce-api/catalog/search/search-term';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { startTestApi, type TestApi } from './support';

describe('search term normalisation', () => {
  it('drops repeated words, whatever their case', () => {
    expect(normalizeSearchTerm('zoom Zoom  canon ZOOM')).toBe('zoom canon');
  });

  it('keeps at most 10 words', () => {
    const words = Array.from({ length: 12 }, (_, index) => `w${index}`);
    expect(normalizeSearchTerm(words.join(' '))).toBe(words.slice(0, 10).join(' '));
  });

  it('keeps at most 200 characters', () => {
    expect(normalizeSearchTerm('a'.repeat(500))).toHaveLength(200);
  });
});

describe('hostile search terms', () => {
  // the demo catalogue, on which an uncut term of 7,000 words took seconds
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(buildCatalog());
  });
  afterAll(() => api.close());

  const WORD = 'camera';
  const repeated = encodeURIComponent(Array.from({ length: 7000 }, () => WORD).join(' '));
  // generous: the point is that the answer does not take seconds
  const SANITY_BOUND_MS = 2000;

  const timed = async (path: string) => {
    const started = performance.now();
    const response = await api.get(path);
    expect(performance.now() - started, path).toBeLessThan(SANITY_BOUND_MS);
    expect(response.statusCode, path).toBe(200);
    return response.json();
  };
  const plain = async (path: string) => (await api.get(path)).json();

  it('searches products for a word repeated 7,000 times as for the word', async () => {
    const expected = await plain(`/products?attrs=sku&searchTerm=${WORD}`);
    expect(expected.total).toBeGreaterThan(0);
    expect(await timed(`/products?attrs=sku&searchTerm=${repeated}`)).toEqual(expected);
  });

  it('suggests for it as for the word', async () => {
    const expected = await plain(`/suggest?SearchTerm=${WORD}`);
    expect(expected.products.length).toBeGreaterThan(0);
    expect(await timed(`/suggest?SearchTerm=${repeated}`)).toEqual(expected);
  });

  it('counts filters for it as for the word', async () => {
    const expected = await plain(`/productfilters?searchTerm=${WORD}`);
    expect(expected.elements.length).toBeGreaterThan(0);
    expect(await timed(`/productfilters?searchTerm=${repeated}`)).toEqual(expected);
  });

  it('looks it up as the word', async () => {
    const expected = await plain(`/productlookup?searchTerm=${WORD}`);
    expect(expected.total).toBeGreaterThan(0);
    expect(await timed(`/productlookup?searchTerm=${repeated}`)).toEqual(expected);
  });
});
