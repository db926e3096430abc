// Product compare and recently viewed while their feature toggles (compare, recently) are off: /compare,
// /recently and posts to them answer with the feature-deactivated error page; neither the header nor
// tiles nor product pages offer compare, and product pages record no view, whatever the consent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { buttons, links } from './html';
import { shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { FEATURES: 'quickorder' } });
}, 120_000);
afterAll(() => shop?.close());

describe('product compare without the compare feature', () => {
  it('is the feature-deactivated error page, also for a post', async () => {
    const visitor = shopper(shop.origin);
    for (const response of [await visitor.get('/compare'), await visitor.post('/compare', { intent: 'add', sku: '201807171' }, { Origin: shop.origin })]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/error?error=feature-deactivated&feature=compare');
    }
  });

  it('is offered nowhere', async () => {
    const visitor = shopper(shop.origin);
    for (const path of ['/search?searchTerm=google%20home', '/product/201807171']) {
      const html = await visitor.text(path);
      expect(links(html).map((link) => link.href)).not.toContain('/compare');
      expect(buttons(html).map((button) => button.name).filter((name) => /compare/i.test(name))).toEqual([]);
    }
  });

  it('records no view and has no /recently', async () => {
    const functional = { Cookie: `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions: ['required', 'functional'], version: 1 }))}` };
    const visitor = shopper(shop.origin);
    for (const response of [await visitor.get('/recently', functional), await visitor.post('/recently', { intent: 'clear' }, { ...functional, Origin: shop.origin })]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/error?error=feature-deactivated&feature=recently');
    }
    const product = await visitor.get('/product/201807171', functional);
    expect(product.headers.getSetCookie().join()).not.toMatch(/recentlyViewed/);
  });
});
