// The real demo catalogue (seed/catalog.ts) seeds cleanly and every product and category answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildCatalog } from '../../commerce-api/seed/catalog';
import { skusOf, startTestApi, type TestApi } from './support';

describe('demo catalogue', () => {
  const catalog = buildCatalog();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(catalog);
  });
  afterAll(() => api.close());

  it('answers every online product in both locales', async () => {
    for (const product of catalog.products.filter(entry => entry.online !== false)) {
      for (const matrix of [';loc=en_US;cur=EUR', ';loc=de_DE;cur=USD']) {
        const response = await api.get(`/products/${encodeURIComponent(product.sku)}`, { matrix });
        expect(response.statusCode, `${product.sku}${matrix}`).toBe(200);
        expect(response.json().productName).toBe(product.name[matrix.includes('de_DE') ? 'de_DE' : 'en_US']);
      }
    }
  });

  it('lists as many products below each category as the category counts', async () => {
    const tree = (await api.get('/categories?view=tree&limit=10&imageView=NO-IMAGE')).json();
    const visit = async (category: { uri: string; onlineProductsCountInSubCategories: number; subCategories?: unknown[] }) => {
      const path = category.uri.split('/categories/')[1];
      const list = (await api.get(`/categories/${path}/products?attrs=sku&amount=0`)).json();
      expect(list.total, path).toBe(category.onlineProductsCountInSubCategories);
      expect((await api.get(`/categories/${path}/productfilters`)).statusCode).toBe(200);
      for (const child of (category.subCategories ?? []) as (typeof category)[]) await visit(child);
    };
    for (const root of tree.elements) await visit(root);
    expect(tree.elements.length).toBe(catalog.categories.filter(category => category.parent === null).length);
  });

  it('lists the online variations of every master', async () => {
    for (const master of catalog.products.filter(product => product.kind === 'master' && product.online !== false)) {
      const variations = catalog.products.filter(
        product => product.variation?.masterSKU === master.sku && product.online !== false,
      );
      const body = (await api.get(`/products/${encodeURIComponent(master.sku)}/variations`)).json();
      expect(body.total, master.sku).toBe(variations.length);
    }
  });

  it('finds products by the words of their names', async () => {
    const product = catalog.products.find(entry => entry.kind === 'product' && entry.online !== false);
    const word = product?.name.en_US.split(/\s+/).find(part => part.length > 3) ?? '';
    const body = (await api.get(`/products?attrs=sku&amount=200&searchTerm=${encodeURIComponent(word)}`)).json();
    expect(skusOf(body)).toContain(product?.sku);
  });

  it('finds a variation by its own SKU, as the only hit', async () => {
    const body = (await api.get('/products?attrs=sku&searchTerm=201807204-10')).json();
    expect(skusOf(body)).toEqual(['201807204-10']);
  });

  it('lists no warranty among all products', async () => {
    const warranties = new Set(catalog.products.filter(product => product.kind === 'warranty').map(product => product.sku));
    const body = (await api.get('/products?attrs=sku&amount=1000')).json();
    expect(warranties.size).toBeGreaterThan(0);
    expect(skusOf(body).filter(sku => warranties.has(sku))).toEqual([]);
  });

  it('draws the listing image of every product', async () => {
    const body = (await api.get('/products?attrs=image&amount=1000')).json();
    for (const element of body.elements) {
      const image = element.attributes.find((attribute: { name: string }) => attribute.name === 'image');
      if (!image) continue;
      const response = await api.inject({ method: 'GET', url: image.value });
      expect(response.statusCode, image.value).toBe(200);
    }
  });
});
