// The quick order while its feature toggle (quickorder) is off: the page, and posts to it, answer with
// the feature-deactivated error page, the header has no link to it, and the basket page offers no
// "add by item number" (its lookup is the quick order's) and takes no such post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { links } from './html';
import { itemCount, shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { FEATURES: 'compare' } });
}, 120_000);
afterAll(() => shop?.close());

describe('the quick order without the quickorder feature', () => {
  it('is the feature-deactivated error page, also for a post, which adds nothing', async () => {
    const customer = shopper(shop.origin);
    for (const response of [
      await customer.get('/quick-order'),
      await customer.post('/quick-order', { intent: 'add', 'rows[0].sku': '201807171', 'rows[0].quantity': '1' }, { Origin: shop.origin }),
    ]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/error?error=feature-deactivated&feature=quickorder');
    }
    expect(await itemCount(customer)).toBe(0);
  });

  it('offers no "add by item number" on the basket page, and a post of one adds nothing', async () => {
    const customer = shopper(shop.origin);
    expect(await customer.text('/basket')).not.toContain('Add by item number');
    const response = await customer.post('/basket', { intent: 'add-by-number', sku: '201807171', quantity: '1' }, { Origin: shop.origin });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await itemCount(customer)).toBe(0);
  });

  it('is not linked from the header', async () => {
    expect(links(await shopper(shop.origin).text('/home')).map((link) => link.href)).not.toContain('/quick-order');
  });
});
