// What the checkout's pages say, through the built storefront and the bundled API as a browser without
// JavaScript sees them: the order button and the terms (§ 312j BGB), the static pages they link to,
// the step a skipped step sends the shopper to, the message to the merchant, the lines' item numbers,
// the country an address starts with, and postal codes checked by country.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { CHECKOUT_ADDRESS } from './customers';
import { alerts, autofocused, buttons, descriptionOf, rowHeaders } from './html';
import { shopper as shopperAt, type Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';
const shopper = () => shopperAt(shop.origin);

async function withProduct(): Promise<Shopper> {
  const customer = shopper();
  await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
  return customer;
}

async function toReview(customer: Shopper) {
  await customer.post('/checkout/address', CHECKOUT_ADDRESS);
  await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
  await customer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
}

describe('the review', () => {
  it('names the order button "Place order and pay" in English and "Zahlungspflichtig bestellen" in German', async () => {
    const customer = await withProduct();
    await toReview(customer);
    expect(buttons(await customer.text('/checkout/review'))).toContainEqual({ type: 'submit', name: 'Place order and pay' });
    expect(buttons(await customer.text('/de/checkout/review'))).toContainEqual({ type: 'submit', name: 'Zahlungspflichtig bestellen' });
  });

  it('links the terms checkbox to the terms and conditions and the right of withdrawal, in the page language', async () => {
    const customer = await withProduct();
    await toReview(customer);
    const english = await customer.text('/checkout/review');
    expect(english).toContain('<a href="/page/terms"');
    expect(english).toContain('<a href="/page/withdrawal"');
    const german = await customer.text('/de/checkout/review');
    expect(german).toMatch(/<a href="\/de\/page\/terms"[^>]*>AGB<\/a>/);
    expect(german).toMatch(/<a href="\/de\/page\/withdrawal"[^>]*>Widerrufsbelehrung<\/a>/);
  });

  it('shows the message to the merchant, and so does the receipt', async () => {
    const customer = await withProduct();
    await customer.post('/basket', { intent: 'message', messageToMerchant: 'Please ring twice.' });
    await toReview(customer);
    const message = '<h2 id="message-heading">Message to the merchant</h2><p>Please ring twice.</p>';
    expect(await customer.text('/checkout/review')).toContain(message);
    const submitted = await customer.post('/checkout/review', { termsAndConditions: 'on' });
    expect(submitted.status).toBe(303);
    expect(await customer.text(submitted.headers.get('location')!)).toContain(message);
  });

  it('separates the product name from its item number, on review and receipt', async () => {
    const customer = await withProduct();
    await toReview(customer);
    expect(rowHeaders(await customer.text('/checkout/review'))).toEqual([`Google Home Item no. ${PRODUCT}`]);
    const submitted = await customer.post('/checkout/review', { termsAndConditions: 'on' });
    expect(rowHeaders(await customer.text(submitted.headers.get('location')!))).toEqual([`Google Home Item no. ${PRODUCT}`]);
  });

  it('opened before the addresses are given, sends the shopper to the addresses and says that step is missing', async () => {
    const customer = await withProduct();
    const response = await customer.get('/checkout/review');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/address?error=true');
    expect(alerts(await customer.text('/checkout/address?error=true'))).toContainEqual(expect.stringMatching(/^A step is missing: Addresses\. Please complete it to go on\./));
  });

  it('opened with addresses but no shipping method, names the shipping step, in German on a German page', async () => {
    const customer = await withProduct();
    await customer.post('/checkout/address', CHECKOUT_ADDRESS);
    const response = await customer.get('/de/checkout/review');
    expect(response.headers.get('location')).toBe('/de/checkout/shipping?error=true');
    expect(alerts(await customer.text('/de/checkout/shipping?error=true'))).toContainEqual(expect.stringMatching(/^Ein Schritt fehlt noch: Versand\./));
  });
});

describe('the static pages', () => {
  it.each([
    ['/page/terms', 'Terms and conditions'],
    ['/page/withdrawal', 'Right of withdrawal'],
    ['/de/page/terms', 'Allgemeine Geschäftsbedingungen'],
    ['/de/page/withdrawal', 'Widerrufsbelehrung'],
    ['/page/privacy', 'Privacy policy'],
    ['/de/page/privacy', 'Datenschutzerklärung'],
  ])('%s is a page titled "%s" that says it belongs to a demo shop', async (path, title) => {
    const response = await shopper().get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 id="content-page-title">${title}</h1>`);
    expect(html).toMatch(/demonstration shop|Demonstrations-Shop/);
  });

  it('answers another page id with 404', async () => {
    expect((await shopper().get('/page/imprint')).status).toBe(404);
    expect((await shopper().get('/page/constructor')).status).toBe(404);
  });

  it('are linked from the footer', async () => {
    const html = await shopper().text('/de/home');
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('href="/de/page/terms"');
    expect(footer).toContain('href="/de/page/withdrawal"');
    expect(footer).toContain('href="/de/page/privacy"');
  });

  it('the privacy policy says what the demo keeps: the session cookie and the account data in the bundled commerce system', async () => {
    const html = await shopper().text('/page/privacy');
    expect(html).toContain('one session cookie');
    expect(html).toContain('the commerce system bundled with the demo stores what you entered');
  });
});

describe('the address step', () => {
  it("starts a guest's address in the shop's country, Germany, also on English pages", async () => {
    const html = await (await withProduct()).text('/checkout/address');
    const select = /<select[^>]*name="invoice.countryCode"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    expect(/<option value="([A-Z]+)" selected=""/.exec(select)?.[1]).toBe('DE');
  });

  it("refuses a postal code that is not the country's with 422, next to the field, keeping what was typed", async () => {
    const customer = await withProduct();
    const response = await customer.post('/checkout/address', { ...CHECKOUT_ADDRESS, 'invoice.countryCode': 'GB', 'invoice.postalCode': '10115' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(descriptionOf(html, 'invoice.postalCode')).toBe('Please enter a postal code as the chosen country writes them, such as SW1A 1AA.');
    expect(html).toMatch(/<input[^>]*name="invoice.postalCode"[^>]*value="10115"/);
    expect(html).toContain('value="Hauptstr. 1"');
  });

  it('focuses the terms checkbox of an order sent without the terms ticked (no summary stands above it)', async () => {
    const customer = await withProduct();
    await toReview(customer);
    const html = await (await customer.post('/checkout/review', {})).text();
    expect(autofocused(html)).toEqual([{ role: undefined, tabindex: undefined, text: '' }]);
    expect(html).toMatch(/<input(?=[^>]*name="termsAndConditions")[^>]*autofocus=""/);
  });

  it('focuses the error summary of a refused post (the HTML autofocus, which works without JavaScript)', async () => {
    const customer = await withProduct();
    const html = await (await customer.post('/checkout/address', { ...CHECKOUT_ADDRESS, 'invoice.city': '' })).text();
    expect(autofocused(html)).toEqual([{ role: 'alert', tabindex: '-1', text: 'Please check the highlighted fields.' }]);
  });
});
