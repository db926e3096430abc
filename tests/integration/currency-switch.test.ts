// The currency switch (issue 20 §2) through the built storefront and the bundled API, as a browser without
// JavaScript uses it: the English, German and French sites offer EUR and USD, the Polish and Romanian ones
// their own currency only; the choice is kept in the session, every price follows it (product page, basket,
// mini basket), the basket is repriced, and the switch goes back only to a page of this shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { basketItemCount, buttons, statuses, textOf } from './html';
import { shopper } from './shopper';

const PRODUCT = '201807171';
/** The product's price in EUR and in the demo's USD price list (EUR × 1.08, commerce-api/seed/data/money.ts). */
const EUR_PRICE = /€192\.83/;
const USD_PRICE = /\$208\.25/;

let shop: BuiltStorefront;
/** The storefront's own session storage, with the secret the storefront is started with. */
let storage: typeof import('~/http/session.server').sessionStorage;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { SESSION_SECRET: 'currency-switch-test-secret' } });
  storage = (await import('~/http/session.server')).sessionStorage;
}, 120_000);
afterAll(() => shop?.close());

/** The currency switch's buttons (their names) and the one pressed, from a page's markup. */
function currencySwitch(html: string): { offered: string[]; pressed?: string } {
  const form = /<form[^>]*class="currency-switch"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? '';
  return { offered: buttons(form).map((button) => button.name), pressed: /value="([A-Z]{3})" aria-pressed="true"/.exec(form)?.[1] };
}

describe('the currency switch', () => {
  it.each([
    ['/home', ['EUR', 'USD']],
    ['/de/home', ['EUR', 'USD']],
    ['/fr/home', ['EUR', 'USD']],
    ['/pl/home', []],
    ['/ro/home', []],
  ])('on %s offers %j', async (path, offered) => {
    const html = await shopper(shop.origin).text(path);
    expect(currencySwitch(html)).toEqual(offered.length ? { offered, pressed: 'EUR' } : { offered: [] });
  });

  it('switches to USD and back to the same page, whose prices are in USD then', async () => {
    const visitor = shopper(shop.origin);
    expect(await visitor.text(`/product/${PRODUCT}`)).toMatch(EUR_PRICE);
    const switched = await visitor.post('/api/currency', { currency: 'USD', returnTo: `/product/${PRODUCT}?x=1` });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(`/product/${PRODUCT}?x=1`);
    expect(switched.headers.get('set-cookie')).toMatch(/^__session=/);
    const product = await visitor.get(`/product/${PRODUCT}`);
    expect(product.headers.get('cache-control')).toMatch(/private|no-store/);
    const html = await product.text();
    expect(html).toMatch(USD_PRICE);
    expect(html).not.toMatch(EUR_PRICE);
    expect(currencySwitch(html).pressed).toBe('USD');
    // the German site offers USD too; the Polish one does not: its own currency, never an error
    expect(await visitor.text(`/de/product/${PRODUCT}`)).toMatch(/208,25\s*\$/);
    const polish = await visitor.get(`/pl/product/${PRODUCT}`);
    expect(polish.status).toBe(200);
    expect(await polish.text()).toMatch(/829,42\s*zł/);
    expect(await visitor.text(`/product/${PRODUCT}`)).toMatch(USD_PRICE);
    // back to the site's default: prices in EUR again
    expect((await visitor.post('/api/currency', { currency: 'EUR', returnTo: '/home' })).status).toBe(303);
    expect(await visitor.text(`/product/${PRODUCT}`)).toMatch(EUR_PRICE);
  });

  it('reprices the basket, the mini basket and the checkout in the new currency and says so', async () => {
    const visitor = shopper(shop.origin);
    expect((await visitor.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '2' })).status).toBe(303);
    expect(textOf(await visitor.text('/basket'))).toMatch(/€\d/);
    expect((await visitor.post('/de/api/currency', { currency: 'USD', returnTo: '/de/basket' })).status).toBe(303);
    const basket = await visitor.text('/de/basket');
    expect(statuses(basket)).toContain('Ihr Warenkorb ist jetzt in USD berechnet.');
    expect(basketItemCount(basket)).toBe(2);
    expect(textOf(basket)).toMatch(/\d\s*\$/);
    expect(textOf(basket)).not.toMatch(/€/);
    const english = await visitor.text('/basket');
    expect(statuses(english), 'the toast is shown once').toEqual([]);
    expect(textOf(english)).toMatch(/\$\d/);
    expect(textOf(english)).not.toMatch(/€/);
  });

  it('goes back only to a path of this shop', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      const response = await shopper(shop.origin).post('/api/currency', { currency: 'USD', returnTo });
      expect(response.status, returnTo).toBe(303);
      expect(response.headers.get('location'), returnTo).toBe('/home');
    }
    const german = await shopper(shop.origin).post('/de/api/currency', { currency: 'USD', returnTo: '//evil.example' });
    expect(german.headers.get('location')).toBe('/de/home');
  });

  it('refuses a currency the site does not offer, a get, and a post from another site', async () => {
    const visitor = shopper(shop.origin);
    for (const [path, currency] of [['/api/currency', 'PLN'], ['/api/currency', 'usd'], ['/pl/api/currency', 'USD'], ['/api/currency', '']]) {
      const response = await visitor.post(path, { currency, returnTo: '/home' });
      expect(response.status, `${path} ${currency}`).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await visitor.get('/api/currency')).status).toBe(405);
    const forged = await visitor.post('/api/currency', { currency: 'USD', returnTo: '/home' }, { Origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(await visitor.text(`/product/${PRODUCT}`)).toMatch(EUR_PRICE);
  });

  it.each([
    ['PLN', 'PLN'],
    ['XXX', 'XXX'],
    ['usd', 'usd'],
    ['900 characters', 'USD'.repeat(300)],
    ['a number', 42],
    ['null', null],
    ['an object', { currency: 'USD' }],
  ])('ignores a session currency the site does not offer (%s): the default, never an error', async (_name, value) => {
      const session = await storage.getSession();
      session.set('currency', value as string);
      const visitor = shopper(shop.origin);
      visitor.cookie = (await storage.commitSession(session)).split(';')[0];
      const response = await visitor.get(`/product/${PRODUCT}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(EUR_PRICE);
      expect(currencySwitch(html).pressed).toBe('EUR');
  });

  it('takes a session currency the site offers (the cookie above is made right)', async () => {
    const session = await storage.getSession();
    session.set('currency', 'USD');
    const visitor = shopper(shop.origin);
    visitor.cookie = (await storage.commitSession(session)).split(';')[0];
    expect(await visitor.text(`/product/${PRODUCT}`)).toMatch(USD_PRICE);
  });
});
