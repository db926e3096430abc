// Add to basket by link (/basket?add=…, /cart_inject, /cart/addAllRemote) through the built
// storefront: a link the shopper follows on the shop or types in adds at once; one followed from
// another site's page shows what it would add and adds only when the shopper confirms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { itemCount, shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';
const CROSS_SITE = { 'Sec-Fetch-Site': 'cross-site' };

/** The post form that carries the link's products: where it posts, its hidden fields and its button. */
function confirmationForm(html: string) {
  const form = /<form[^>]*action="([^"]*)" method="post"><input type="hidden" name="intent" value="([^"]*)"\/><input type="hidden" name="add" value="([^"]*)"\/><button type="submit"[^>]*>([^<]*)<\/button><\/form>/.exec(html);
  return form && { action: form[1], intent: form[2], add: form[3], button: form[4] };
}

describe('a basket link', () => {
  it.each([
    ['typed in', {}],
    ['followed on the shop', { 'Sec-Fetch-Site': 'same-origin' }],
  ])('%s adds its products at once', async (_how, headers) => {
    const customer = shopper(shop.origin);
    const response = await customer.get(`/basket?add=${PRODUCT}|2`, headers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basket');
    expect(await itemCount(customer)).toBe(2);
  });

  it.each([`/basket?add=${PRODUCT}|2`, `/cart_inject?add=${PRODUCT}|2`, `/cart/addAllRemote?pcode=${PRODUCT}&qty=2`])(
    'followed from another site (%s) adds nothing, but lists the products with a button',
    async (path) => {
      const customer = shopper(shop.origin);
      const response = await customer.get(path, CROSS_SITE);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1>Add these products to your basket?</h1>');
      expect(html).toContain(`2 × Google Home (${PRODUCT})`);
      expect(confirmationForm(html)).toEqual({ action: '/basket', intent: 'add-by-link', add: `${PRODUCT}|2`, button: 'Add the products' });
      expect(await itemCount(customer)).toBe(0);
    },
  );

  it('followed from another site adds nothing to a logged-in shopper\'s basket', async () => {
    const customer = shopper(shop.origin);
    await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    await customer.get(`/basket?add=${PRODUCT}|5`, CROSS_SITE);
    expect(await itemCount(customer)).toBe(1);
  });

  it('adds the listed products when the shopper confirms, back to the basket page', async () => {
    const customer = shopper(shop.origin);
    await customer.get(`/basket?add=${PRODUCT}|2`, CROSS_SITE);
    const confirmed = await customer.post('/basket', { intent: 'add-by-link', add: `${PRODUCT}|2` });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/basket');
    const basket = await customer.text('/basket');
    expect(basket).toContain('2 items have been added to your basket.');
    expect(await itemCount(customer)).toBe(2);
  });

  it('asks in German on the German basket page', async () => {
    const customer = shopper(shop.origin);
    const html = await (await customer.get(`/de/basket?add=${PRODUCT}|1`, CROSS_SITE)).text();
    expect(html).toContain('<h1>Diese Produkte in den Warenkorb legen?</h1>');
    expect(confirmationForm(html)).toMatchObject({ action: '/de/basket', button: 'Produkte hinzufügen' });
  });
});
