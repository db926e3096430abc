// The storefront while its commerce backend is down, as `npm start` runs it: /healthz says so (and says
// ok while it is up, which Playwright's web server waits for), a login is refused with 503 and
// Retry-After, the typed login kept, and every route that needs the backend, pages and resource
// routes alike, answers 503 with Retry-After rather than 500 (docs/decisions/009).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { shopper, type Shopper } from './shopper';

let shop: BuiltStorefront;
/** Logged in while the backend was up: the routes of the account need a login. */
let customer: Shopper;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  const { email, password } = await registeredCustomer(shop, 'outage');
  customer = await loggedIn(shop, email, password);
}, 120_000);
afterAll(() => shop?.close());

/** Longer than /healthz keeps the backend's last answer. */
const pastTheKeptAnswer = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('with the backend up', () => {
  it('/healthz answers 200 ok, never cached', async () => {
    const response = await fetch(`${shop.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', backend: 'ok' });
  });
});

describe('with the backend down', () => {
  beforeAll(async () => {
    await shop.stopApi();
    await pastTheKeptAnswer();
  });

  it('/healthz answers 503 degraded, naming the backend', async () => {
    const response = await fetch(`${shop.origin}/healthz`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'degraded', backend: 'unavailable' });
  });

  it('a login answers 503 with Retry-After, the login kept and the password not', async () => {
    const response = await shopper(shop.origin).post('/login', { login: 'patricia@test.intershop.de', password: 'secret-password-1' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    const html = await response.text();
    expect(html).toContain('value="patricia@test.intershop.de"');
    expect(html).not.toContain('secret-password-1');
  });
});

describe('with the backend down, a route that needs it', () => {
  beforeAll(async () => {
    await shop.stopApi();
    await pastTheKeptAnswer();
  });

  const CROSS_SITE = { 'Sec-Fetch-Site': 'cross-site' };
  it.each([
    ['a basket link', '/basket?add=1840264|1', {}],
    ['a basket link on /cart_inject', '/cart_inject?add=1840264|1', {}],
    ['a basket link on /cart/addAllRemote', '/cart/addAllRemote?pcode=1840264&qty=1', {}],
    ['a basket link from another site', '/basket?add=1840264|1', CROSS_SITE],
    ['the sitemap index', '/sitemap.xml', {}],
    ['a sitemap page of products', '/sitemap/products-1.xml', {}],
    ['a German sitemap page of categories', '/de/sitemap/categories-1.xml', {}],
    ['the orders CSV export', '/account/orders/csv?orderId=some-order', {}],
  ])('%s (GET %s) answers 503 with Retry-After', async (_what, path, headers) => {
    const response = await customer.get(path, headers);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
  });

  it('a punchout entry (POST /punchout from the procurement system) answers 503 with Retry-After', async () => {
    const response = await shopper(shop.origin).post(
      '/punchout',
      { HOOK_URL: 'https://srm.buyer.example/oci', USERNAME: 'oci_oilcorp', PASSWORD: '!InterShop00!' },
      { Origin: 'https://srm.buyer.example' },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
  });

  it('the error page of a punchout whose settings could not be read answers 503 with Retry-After', async () => {
    const response = await customer.get('/error?error=punchout.error.settings_unavailable');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
  });

  it('the confirmed basket link (POST /basket, add-by-link) answers 503 with Retry-After', async () => {
    const response = await customer.post('/basket', { intent: 'add-by-link', add: '1840264|1' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
  });
});

describe('with the backend down, a resource route that can do without it', () => {
  it('/robots.txt answers 200', async () => {
    expect((await fetch(`${shop.origin}/robots.txt`)).status).toBe(200);
  });

  it('/api/suggest answers 200 with no suggestions', async () => {
    const response = await fetch(`${shop.origin}/api/suggest?SearchTerm=cam`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ suggestions: [] });
  });

  it('/api/display-type switches and sends the shopper back', async () => {
    const response = await customer.post('/api/display-type', { displayType: 'b2b', returnTo: '/home' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/home');
  });
});
