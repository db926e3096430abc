// Hostile search terms are cut down before they reach the index, so they cannot block the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { normalizeSearchTerm } from '../../commerce-api/catalog/search/search-term';
import { skusOf, startTestApi, type TestApi } from './support';

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
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const repeated = encodeURIComponent(Array.from({ length: 7000 }, () => 'zoom').join(' '));
  // generous: the point is that the answer does not take seconds
  const SANITY_BOUND_MS = 2000;

  const timed = async (path: string) => {
    const started = performance.now();
    const response = await api.get(path);
    expect(performance.now() - started, path).toBeLessThan(SANITY_BOUND_MS);
    expect(response.statusCode, path).toBe(200);
    return response.json();
  };

  it('searches products for a word repeated 7,000 times as for the word', async () => {
    expect(skusOf(await timed(`/products?attrs=sku&searchTerm=${repeated}`))).toEqual(['CAM-100', 'CAM-200']);
  });

  it('suggests for it as for the word', async () => {
    const body = await timed(`/suggest?SearchTerm=${repeated}`);
    expect(body.products.map((product: { sku: string }) => product.sku)).toEqual(['CAM-100', 'CAM-200']);
  });

  it('counts filters for it as for the word', async () => {
    const hostile = await timed(`/productfilters?searchTerm=${repeated}`);
    expect(hostile).toEqual((await api.get('/productfilters?searchTerm=zoom')).json());
  });

  it('looks it up as the word', async () => {
    expect(skusOf(await timed(`/productlookup?searchTerm=${repeated}`))).toEqual(['CAM-100', 'CAM-200']);
  });
});
