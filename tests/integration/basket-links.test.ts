// Add to basket by link (/basket?add=…, /cart_inject, /cart/addAllRemote) through the built
// storefront: a link the shopper follows on the shop or types in adds at once; one followed from
// another site's page shows what it would add and adds only when the shopper confirms. Another site's
// page is what Sec-Fetch-Site says, or, from a browser that does not send it, the Referer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { elements, textOf } from './html';
import { itemCount, shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';
const CROSS_SITE = { 'Sec-Fetch-Site': 'cross-site' };
/** A link on another site's page, followed in a browser that sends no Sec-Fetch-Site. */
const OTHER_SITES_REFERER = { Referer: 'https://evil.example/page.html' };

/** What the page says in its main landmark (the link's text stays in URLs of the header, which show nothing). */
const mainText = (html: string) => textOf(elements(html, 'main')[0] ?? '');

/** The post form that carries the link's products: where it posts, its hidden fields and its button. */
function confirmationForm(html: string) {
  const form = /<form[^>]*action="([^"]*)" method="post"><input type="hidden" name="intent" value="([^"]*)"\/><input type="hidden" name="add" value="([^"]*)"\/><button type="submit"[^>]*>([^<]*)<\/button><\/form>/.exec(html);
  return form && { action: form[1], intent: form[2], add: form[3], button: form[4] };
}

describe('a basket link', () => {
  it.each([
    ['typed in', () => ({})],
    ['followed on the shop', () => ({ 'Sec-Fetch-Site': 'same-origin' })],
    ['followed on the shop in a browser without Sec-Fetch-Site', () => ({ Referer: `${shop.origin}/home` })],
  ])('%s adds its products at once', async (_how, headers) => {
    const customer = shopper(shop.origin);
    const response = await customer.get(`/basket?add=${PRODUCT}|2`, headers());
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

  it('followed from another site in a browser without Sec-Fetch-Site (a Referer of another site) adds nothing, but asks', async () => {
    const customer = shopper(shop.origin);
    const response = await customer.get(`/basket?add=${PRODUCT}|2`, OTHER_SITES_REFERER);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Add these products to your basket?</h1>');
    expect(html).toContain(`2 × Google Home (${PRODUCT})`);
    expect(await itemCount(customer)).toBe(0);
  });

  it('followed from another site names no product the backend does not know: it counts them, and the button adds the known ones', async () => {
    const customer = shopper(shop.origin);
    const html = await (await customer.get(`/basket?add=${encodeURIComponent(`${PRODUCT}|1;Call 0800 FAKE for your refund|1;NO-SUCH-SKU|3`)}`, CROSS_SITE)).text();
    const text = mainText(html);
    expect(text).toContain(`1 × Google Home (${PRODUCT})`);
    expect(text).toContain('2 items that are not in our catalogue');
    expect(text).not.toContain('FAKE');
    expect(text).not.toContain('NO-SUCH-SKU');
    expect(confirmationForm(html)).toMatchObject({ add: `${PRODUCT}|1` });
  });

  it('followed from another site with no product the backend knows offers nothing to add, in German too', async () => {
    const customer = shopper(shop.origin);
    const english = await (await customer.get('/basket?add=Visit%20evil.example|1', CROSS_SITE)).text();
    expect(mainText(english)).toContain("None of the link's products is in our catalogue. Nothing has been added.");
    expect(mainText(english)).toContain('1 item that is not in our catalogue');
    expect(mainText(english)).not.toContain('evil.example');
    expect(confirmationForm(english)).toBeNull();
    const german = mainText(await (await customer.get('/de/basket?add=Visit%20evil.example|1', CROSS_SITE)).text());
    expect(german).toContain('Keines der Produkte des Links ist in unserem Sortiment.');
    expect(german).toContain('1 Artikel, der nicht in unserem Sortiment ist');
    expect(german).not.toContain('evil.example');
  });

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
