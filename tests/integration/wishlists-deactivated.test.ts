// Wishlists while their feature toggle is off: the account's pages, their posts and the shared page
// answer with the feature-deactivated error page, and neither product pages nor the account's
// navigation offer them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { shopper } from './shopper';

const PRODUCT = '201807171';
let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { FEATURES: 'compare' } });
}, 120_000);
afterAll(() => shop?.close());

describe('wishlists without the wishlists feature', () => {
  it('are the feature-deactivated error page, and nowhere offered', async () => {
    const { email, password } = await registeredCustomer(shop, 'no-wishlists');
    const customer = await loggedIn(shop, email, password);
    for (const response of [
      await customer.get('/account/wishlists'),
      await customer.post('/account/wishlists', { intent: 'create', title: 'Nope' }),
      await customer.post(`/account/wishlists/add?sku=${PRODUCT}`, { intent: 'quick', sku: PRODUCT }),
      await shopper(shop.origin).get('/wishlists/abc?owner=x&secureCode=y'),
    ]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/error?error=feature-deactivated&feature=wishlists');
    }
    expect(await customer.text(`/product/${PRODUCT}`)).not.toContain('Add to wishlist');
    expect(await customer.text('/account')).not.toContain('href="/account/wishlists"');
    expect(await shopper(shop.origin).text('/home')).not.toContain('href="/account/wishlists"');
  });
});
