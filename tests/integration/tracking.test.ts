// The tag manager (feature tracking, GTM_ID, GTM_SCRIPT_URL; docs/decisions/031) through the built
// storefront: its script and its origin in the CSP only for visitors whose consent includes tracking, the
// page's events (view_item, a basket change once on the next page, purchase once per order), the
// pseudonymous user id, and nothing of one visitor on another's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '~/http/features';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { CHECKOUT_ADDRESS, DEMO_PASSWORD } from './customers';

const TAG_MANAGER = 'http://127.0.0.1:9';
const PRODUCT = '201807171';
let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({
    env: { FEATURES: [...DEFAULT_FEATURES, 'tracking'].join(','), GTM_ID: 'GTM-TEST123', GTM_SCRIPT_URL: `${TAG_MANAGER}/gtm.js`, PAGE_CACHE_SECONDS: '10' },
  });
}, 120_000);
afterAll(() => shop?.close());

const consent = (...options: string[]) => `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions: ['required', ...options], version: 1 }))}`;

/** A browser without JavaScript keeping every cookie it is given, with a consent record. */
function visitor(consentCookie: string) {
  const jar = new Map<string, string>();
  const cookie = () => [consentCookie, ...[...jar].map(([name, value]) => `${name}=${value}`)].join('; ');
  async function send(path: string, init: RequestInit = {}) {
    const response = await fetch(shop.origin + path, { ...init, headers: { ...init.headers, Cookie: cookie() }, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (name !== 'cookieConsent') jar.set(name, pair.slice(name.length + 1));
    }
    return response;
  }
  return {
    get: (path: string) => send(path),
    post: (path: string, fields: Record<string, string>) => send(path, { method: 'POST', body: new URLSearchParams(fields), headers: { Origin: shop.origin } }),
  };
}

const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';

describe('tracking with the tag manager configured', () => {
  it('loads the tag manager and opens the CSP to it only for visitors who accepted tracking', async () => {
    for (const cookie of ['', consent(), consent('functional')]) {
      const response = await visitor(cookie).get(`/product/${PRODUCT}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html, cookie).not.toContain(TAG_MANAGER);
      expect(html, cookie).not.toContain('view_item');
      expect(csp(response), cookie).not.toContain(TAG_MANAGER);
    }
    const response = await visitor(consent('tracking')).get(`/product/${PRODUCT}`);
    const html = await response.text();
    expect(html).toContain(`"${TAG_MANAGER}/gtm.js?id=GTM-TEST123"`);
    expect(html).toContain('view_item');
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(directive(csp(response), name)).toContain(TAG_MANAGER);
    // The script's nonce stays the only way in for inline scripts.
    expect(directive(csp(response), 'script-src')).toMatch(/'nonce-[^']+'/);
  });

  it('keeps the kept pages of visitors with and without tracking apart', async () => {
    await visitor(consent('tracking')).get('/home');
    const withoutTracking = await visitor(consent('functional')).get('/home');
    expect(await withoutTracking.text()).not.toContain(TAG_MANAGER);
    const withTracking = await visitor(consent('functional', 'tracking')).get('/home');
    expect(await withTracking.text()).toContain(TAG_MANAGER);
  });

  it('reports a basket change on the next page, once, and to nobody else', async () => {
    const tracked = visitor(consent('tracking'));
    expect((await tracked.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '2' })).status).toBe(303);
    const next = await (await tracked.get(`/product/${PRODUCT}`)).text();
    expect(next).toContain('add_to_cart');
    expect(await (await tracked.get(`/product/${PRODUCT}`)).text()).not.toContain('add_to_cart');
    expect(await (await visitor(consent('tracking')).get(`/product/${PRODUCT}`)).text()).not.toContain('add_to_cart');
    // A visitor not tracked gets no event queued at all.
    const untracked = visitor(consent('functional'));
    await untracked.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    await untracked.get('/basket');
    const later = visitor(consent('tracking'));
    expect(await (await later.get('/basket')).text()).not.toContain('add_to_cart');
  });

  it('reports the purchase on the receipt with the order number, once', async () => {
    const customer = visitor(consent('tracking'));
    await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    const address = await (await customer.get('/checkout/address')).text();
    expect(address).toContain('begin_checkout');
    await customer.post('/checkout/address', CHECKOUT_ADDRESS);
    await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
    expect(await (await customer.get('/checkout/payment')).text()).toContain('add_shipping_info');
    await customer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
    expect(await (await customer.get('/checkout/review')).text()).toContain('add_payment_info');
    const receipt = (await customer.post('/checkout/review', { termsAndConditions: 'on' })).headers.get('location')!;
    expect(receipt).toMatch(/^\/checkout\/receipt\?orderId=/);
    const first = await (await customer.get(receipt)).text();
    expect(first).toContain('purchase');
    expect(first).toContain('transaction_id');
    expect(await (await customer.get(receipt)).text()).not.toContain('transaction_id');
  });

  it('gives a logged-in user a pseudonymous tracking id, never the login', async () => {
    const login = 'patricia@test.intershop.de';
    const user = visitor(consent('tracking'));
    expect((await user.post('/login', { login, password: DEMO_PASSWORD })).status).toBe(303);
    const html = await (await user.get('/account')).text();
    const [, id] = html.match(/\{"user_id":"([\w-]{22})"\}/) ?? [];
    expect(id).toBeDefined();
    expect(await (await user.get('/home')).text()).toContain(`{"user_id":"${id}"}`);
    const snippet = html.slice(html.indexOf('w.dataLayer'), html.indexOf('gtm.js?id'));
    expect(snippet).not.toContain('patricia');
    // anonymous visitors have none
    expect(await (await visitor(consent('tracking')).get('/home')).text()).not.toContain('user_id');
  });

  it('keeps the tag manager on an error page (the browser reports its status)', async () => {
    const response = await visitor(consent('tracking')).get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`${TAG_MANAGER}/gtm.js`);
  });
});
