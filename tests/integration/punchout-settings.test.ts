// A company's punchout settings at work in the storefront: an OCI HOOK_URL must be on the allow-list
// when the company has one, SAP GUI's SAPEVENT: only where the settings allow it (and its transfer
// form then posts to it), and a punchout session's pages may be framed by the configured origins
// while every other page stays framed by the shop alone. Settings the API fails to answer refuse the
// entry on the error page rather than skip an allow-list.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PunchoutSettings } from '~/commerce/models/punchout';
import { type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { entryPath, formPostOf, HOOK_URL, idsEntry, ociEntry, startPunchoutStorefront } from './punchout-support';
import { shopper } from './shopper';

const ADMIN = 'bboldner@test.intershop.de';
const PRODUCT = '201807171';
const FRAMING_ORIGIN = 'https://portal.buyer.example';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startPunchoutStorefront();
}, 120_000);
afterAll(() => shop?.close());

/** Oil Corp's punchout settings, as its account admin puts them through the API. */
async function configure(settings: Partial<PunchoutSettings>) {
  const response = await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/settings`, {
    method: 'PUT',
    headers: { 'authentication-token': await apiToken(shop, ADMIN, DEMO_PASSWORD), 'content-type': 'application/json' },
    body: JSON.stringify({ allowedReturnOrigins: [], frameAncestors: [], allowSapEvent: false, ...settings }),
  });
  expect(response.status).toBe(200);
}

afterEach(() => configure({}));

/** An OCI entry by POST: the browser and where the entry sent it. */
async function ociEntered(fields: Record<string, string>) {
  const browser = shopper(shop.origin);
  const response = await browser.post('/punchout', ociEntry(fields));
  expect(response.status).toBe(303);
  return { browser, location: response.headers.get('location') ?? '' };
}

const errorOf = (location: string) => new URL(location, shop.origin).searchParams.get('error');

describe("the company's allow-list", () => {
  it('refuses an OCI HOOK_URL whose origin is not on it, on a 400 error page, and logs the user out again', async () => {
    await configure({ allowedReturnOrigins: ['https://other-srm.buyer.example'] });
    const { browser, location } = await ociEntered({});

    expect(errorOf(location)).toBe('punchout.error.hook_url.not_allowed');
    expect((await browser.get(location)).status).toBe(400);
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it('takes an OCI HOOK_URL whose origin is on it', async () => {
    await configure({ allowedReturnOrigins: ['https://other-srm.buyer.example', new URL(HOOK_URL).origin] });

    expect((await ociEntered({})).location).toBe('/home');
  });

  it('refuses an IDS hookurl whose origin is not on it', async () => {
    await configure({ allowedReturnOrigins: ['https://other-srm.buyer.example'] });
    const response = await shopper(shop.origin).get(entryPath(idsEntry({ action: 'WKE', hookurl: HOOK_URL })));

    expect(errorOf(response.headers.get('location') ?? '')).toBe('punchout.error.hook_url.not_allowed');
  });
});

describe("SAP GUI's SAPEVENT:", () => {
  const SAP_EVENT_HOOK = 'SAPEVENT:POST_CATALOG';

  it("is refused while the company's settings do not allow it", async () => {
    const { browser, location } = await ociEntered({ HOOK_URL: SAP_EVENT_HOOK });

    expect(errorOf(location)).toBe('punchout.error.hook_url.invalid');
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it('is taken where they allow it, and the transfer form posts to it with form-action allowing the scheme', async () => {
    await configure({ allowSapEvent: true, allowedReturnOrigins: ['https://srm.buyer.example'] });
    const { browser, location } = await ociEntered({ HOOK_URL: SAP_EVENT_HOOK });
    expect(location).toBe('/home');
    expect((await browser.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' })).status).toBeLessThan(400);

    const transfer = await browser.post('/punchout/transfer', {});
    expect(transfer.status).toBe(200);
    expect(formPostOf(await transfer.text())).toMatchObject({ action: SAP_EVENT_HOOK, autoSubmits: true });
    expect(transfer.headers.get('content-security-policy')).toMatch(/form-action 'self' sapevent:(;|$)/);
  });
});

describe('framing', () => {
  it("lets the company's framing origins frame a punchout session's pages, without X-Frame-Options", async () => {
    await configure({ frameAncestors: [FRAMING_ORIGIN] });
    const { browser } = await ociEntered({});

    for (const path of ['/home', `/product/${PRODUCT}`, '/basket']) {
      const page = await browser.get(path);
      expect(page.headers.get('content-security-policy'), path).toContain(`frame-ancestors 'self' ${FRAMING_ORIGIN};`);
      expect(page.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('lets the framing origins frame the transfer page too', async () => {
    await configure({ frameAncestors: [FRAMING_ORIGIN] });
    const { browser } = await ociEntered({});
    await browser.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });

    const transfer = await browser.post('/punchout/transfer', {});
    expect(transfer.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${FRAMING_ORIGIN};`);
  });

  it("keeps every other session's pages framed by the shop alone", async () => {
    await configure({ frameAncestors: [FRAMING_ORIGIN] });
    const buyer = await loggedIn(shop, ADMIN, DEMO_PASSWORD);

    for (const page of [await buyer.get('/home'), await shopper(shop.origin).get('/home')]) {
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('ends with the punchout session: after the transfer the shop frames itself alone', async () => {
    await configure({ frameAncestors: [FRAMING_ORIGIN] });
    const { browser } = await ociEntered({});
    await browser.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    await browser.post('/punchout/transfer', {});

    expect((await browser.get('/home')).headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });
});

describe('settings the API fails to answer', () => {
  it('refuse the entry on an error page, never a 500, and log the user out again', async () => {
    withDatabase(shop, (db) => db.exec('ALTER TABLE punchout_settings RENAME TO punchout_settings_away'));
    try {
      const { browser, location } = await ociEntered({});
      expect(errorOf(location)).toBe('punchout.error.settings_unavailable');
      expect((await browser.get(location)).status).toBe(503);
      expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
    } finally {
      withDatabase(shop, (db) => db.exec('ALTER TABLE punchout_settings_away RENAME TO punchout_settings'));
    }
  });
});
