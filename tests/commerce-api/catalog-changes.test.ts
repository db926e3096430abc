// Answers follow writes to the database at once: nothing is served from a stale copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Db, openDatabase } from '../../commerce-api/db/open-database';
import { skusOf, startTestApi, type TestApi } from './support';

describe('catalogue changes', () => {
  let api: TestApi;
  let db: Db;
  beforeAll(async () => {
    api = await startTestApi();
    db = openDatabase(api.dbFile);
  });
  afterAll(async () => {
    db.close();
    await api.close();
  });

  it('shows a stock change in lists, filters and the product at once', async () => {
    const inStock = async () => skusOf((await api.get('/categories/Cameras/products?attrs=sku&InStock=true')).json());
    expect(await inStock()).toContain('CAM-100');
    db.prepare("UPDATE inventory SET stock = 0 WHERE product_id = (SELECT id FROM products WHERE sku = 'CAM-100')").run();
    expect(await inStock()).not.toContain('CAM-100');
    expect((await api.get('/products/CAM-100')).json().inStock).toBe(false);
    const stock = (await api.get('/categories/Cameras/productfilters')).json().elements.find(
      (filter: { id: string }) => filter.id === 'InStock',
    );
    expect(stock.filterEntries.find((entry: { name: string }) => entry.name === 'false').count).toBe(2);
  });

  it('shows a price change in price sorting at once', async () => {
    const cheapestFirst = async () => skusOf((await api.get('/categories/Cameras/products?attrs=sku&sortKey=price-asc')).json())[0];
    expect(await cheapestFirst()).toBe('CAM-300');
    db.prepare(
      "UPDATE product_prices SET net_cents = 100, gross_cents = 119 WHERE product_id = (SELECT id FROM products WHERE sku = 'CAM-200')",
    ).run();
    expect(await cheapestFirst()).toBe('CAM-200');
  });

  it('shows a renamed category in the tree at once', async () => {
    db.prepare("UPDATE category_texts SET name = 'Photo' WHERE locale = 'en_US' AND category_id = (SELECT id FROM categories WHERE unique_id = 'Cameras')").run();
    const tree = (await api.get('/categories?view=tree&limit=1')).json();
    expect(tree.elements[0].name).toBe('Photo');
  });
});
