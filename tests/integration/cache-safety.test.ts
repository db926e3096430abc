// No page that shows a logged-in user's name or basket is kept by the workers' page cache or reaches
// anyone else (docs/decisions/010): the built storefront with its page cache on, a user's visit to every
// kind of page, then an anonymous visitor's visit to the same addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { basketItemCount } from './html';
import { shopper, type Shopper } from './shopper';

const PRODUCT = '201807171';
/** Pages that show the user's name in the header and the basket in the mini basket. */
const PAGES = ['/home', '/category/Cameras-Camcorders.584', `/product/${PRODUCT}`, '/search?searchTerm=camera', '/basket', '/de/home', `/de/product/${PRODUCT}`];
const USER_NAME = 'Erika Mustermann';

let shop: BuiltStorefront;
let user: Shopper;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { PAGE_CACHE_SECONDS: '10' } });
  const { email, password } = await registeredCustomer(shop, 'cache-safety');
  user = await loggedIn(shop, email, password);
  await user.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '3' });
}, 120_000);
afterAll(() => shop?.close());

/** A kept page is served with its inline scripts allowed by hash; a fresh render names a nonce (styles are allowed by hash in both). */
const wasKept = (response: Response) => /script-src [^;]*'sha256-/.test(response.headers.get('content-security-policy') ?? '');

async function visit(visitor: Shopper, path: string) {
  const response = await visitor.get(path);
  return { response, html: await response.text() };
}

describe('pages of a logged-in user', () => {
  it('are private, and show the user and the basket', async () => {
    for (const path of PAGES) {
      const { response, html } = await visit(user, path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(USER_NAME);
      expect(basketItemCount(html), path).toBe(3);
      expect(response.headers.get('cache-control'), path).toMatch(/\bprivate\b|\bno-store\b/);
      expect(wasKept(response), path).toBe(false);
    }
  });

  it('never reach an anonymous visitor afterwards, whose catalogue pages the cache does keep', async () => {
    for (const path of PAGES) await visit(user, path);
    for (const path of PAGES) {
      const visitor = shopper(shop.origin);
      for (const attempt of [1, 2]) {
        const { response, html } = await visit(visitor, path);
        expect(html, `${path} #${attempt}`).not.toContain(USER_NAME);
        expect([0, undefined], `${path} #${attempt}`).toContain(basketItemCount(html));
        expect(response.headers.get('set-cookie'), path).toBeNull();
      }
    }
    // the cache was at work: an anonymous catalogue page came from it the second time
    const second = await shopper(shop.origin).get('/home');
    expect(wasKept(second)).toBe(true);
  });

  it('are never answered with a page the cache kept for anonymous visitors', async () => {
    await shopper(shop.origin).get(`/product/${PRODUCT}`);
    expect(wasKept(await shopper(shop.origin).get(`/product/${PRODUCT}`))).toBe(true);
    const { response, html } = await visit(user, `/product/${PRODUCT}`);
    expect(wasKept(response)).toBe(false);
    expect(html).toContain(USER_NAME);
  });
});

describe('pages in a currency the shopper chose', () => {
  /** The product's price in EUR (the English site's default) and in USD (commerce-api/seed/data/money.ts). */
  const EUR_PRICE = /€192\.83/;
  const USD_PRICE = /\$208\.25/;

  async function usdShopper(): Promise<Shopper> {
    const visitor = shopper(shop.origin);
    expect((await visitor.post('/api/currency', { currency: 'USD', returnTo: '/home' })).status).toBe(303);
    return visitor;
  }

  it('never reach a visitor of the default currency, whichever of them comes first', async () => {
    const usd = await usdShopper();
    // the USD visitor first, on pages the cache does not hold yet
    for (const path of [`/search?searchTerm=google`, `/de/product/${PRODUCT}`]) {
      const { response, html } = await visit(usd, path);
      expect(html, path).toMatch(/\$/);
      expect(response.headers.get('cache-control'), path).toMatch(/\bprivate\b|\bno-store\b/);
      for (const attempt of [1, 2]) {
        const anonymous = await visit(shopper(shop.origin), path);
        expect(anonymous.html, `${path} #${attempt}`).toMatch(/€/);
        expect(anonymous.html, `${path} #${attempt}`).not.toMatch(/\d\s*\$|\$\d/);
      }
    }
    // an EUR page the cache keeps, then the USD visitor, then an EUR visitor again
    await shopper(shop.origin).get(`/product/${PRODUCT}`);
    expect(wasKept(await shopper(shop.origin).get(`/product/${PRODUCT}`))).toBe(true);
    const priced = await visit(usd, `/product/${PRODUCT}`);
    expect(wasKept(priced.response)).toBe(false);
    expect(priced.html).toMatch(USD_PRICE);
    const again = await visit(shopper(shop.origin), `/product/${PRODUCT}`);
    expect(again.html).toMatch(EUR_PRICE);
    expect(again.html).not.toMatch(USD_PRICE);
  });
});
