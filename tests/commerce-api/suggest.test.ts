import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from './support';

describe('search suggestions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const suggest = async (term: string, matrix = '') =>
    (await api.get(`/suggest?SearchTerm=${encodeURIComponent(term)}`, { matrix })).json();

  it('lists keyword suggestions as ICM SuggestTerms elements', async () => {
    const body = await suggest('can');
    expect(body).toMatchObject({ type: 'SuggestTerms', name: 'suggest' });
    expect(body.elements[0]).toEqual({ type: 'SuggestTerm', suggestType: 'keyword', term: 'canon', hitCount: 2 });
  });

  it('suggests products with an image URL, brands and categories', async () => {
    const body = await suggest('can');
    expect(body.products.map((product: { sku: string }) => product.sku)).toEqual(expect.arrayContaining(['CAM-200', 'CAM-400']));
    expect(body.products[0]).toMatchObject({
      suggestType: 'product',
      name: expect.any(String),
      imageURL: expect.stringMatching(/^\/INTERSHOP\/static\/.*\/images\/S\/CAM-\d00-front\.svg$/),
    });
    expect(body.brands).toEqual([expect.objectContaining({ suggestType: 'brand', term: 'Canon', hitCount: 2 })]);
    const cameras = await suggest('cam');
    expect(cameras.categories.map((category: { id: string }) => category.id)).toEqual(['Cameras', 'Cameras.Digital', 'Cameras.Camcorders']);
  });

  it('offers the shop keywords first, in the request locale', async () => {
    const body = await suggest('kam', ';loc=de_DE');
    expect(body.elements[0]).toMatchObject({ term: 'kamera', suggestType: 'keyword' });
  });

  it('suggests purely numeric keywords too (the storefront drops them)', async () => {
    expect((await suggest('20')).elements.map((keyword: { term: string }) => keyword.term)).toContain('2024');
  });

  it('matches accent-insensitively', async () => {
    expect((await suggest('gros', ';loc=de_DE')).elements.map((keyword: { term: string }) => keyword.term)).toContain('größe');
  });

  it('answers an empty term with empty lists', async () => {
    expect(await suggest('  ')).toMatchObject({ elements: [], products: [], categories: [], brands: [] });
  });

  it('suggests no warranty, neither as product nor as keyword or brand', async () => {
    expect(await suggest('warr')).toMatchObject({ elements: [], products: [], brands: [] });
    // the warranty's manufacturer makes nothing else
    expect((await suggest('inspired')).brands).toEqual([]);
  });

  it('suggests a variation when the term is its own SKU', async () => {
    expect((await suggest('NB-02')).products[0]).toMatchObject({ sku: 'NB-02' });
  });

  it('suggests no more than 12 products', async () => {
    expect((await suggest('c')).products.length).toBeLessThanOrEqual(12);
  });
});
