// The mini basket's flyout content (/api/mini-basket): the session's own basket, never kept by a cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { shopper } from './shopper';

let shop: BuiltStorefront;

beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

describe('the mini basket content', () => {
  it("lists the lines of the session's basket with their quantities and the total", async () => {
    const customer = shopper(shop.origin);
    expect((await customer.post('/product/201807171', { intent: 'add', sku: '201807171', quantity: '2' })).status).toBe(303);
    const response = await customer.get('/api/mini-basket');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { content } = await response.json();
    expect(content.lines).toEqual([expect.objectContaining({ name: 'Google Home', quantity: 2, href: expect.stringContaining('201807171') })]);
    expect(content.total.gross).toEqual(expect.objectContaining({ currency: 'EUR' }));
  });

  it('is empty for a visitor without a basket, whoever else has one', async () => {
    const owner = shopper(shop.origin);
    await owner.post('/product/201807171', { intent: 'add', sku: '201807171', quantity: '1' });
    const stranger = shopper(shop.origin);
    const { content } = await (await stranger.get('/api/mini-basket')).json();
    expect(content).toEqual({ lines: [] });
  });
});
