// Product compare while its feature toggle (compare) is off: /compare and posts to it answer with the
// feature-deactivated error page, and neither the header nor tiles nor product pages offer it.
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
});
