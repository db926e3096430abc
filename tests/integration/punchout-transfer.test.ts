// A punchout session's shopping and basket transfer (business-and-integration §2.9, §6, §8): "Transfer
// basket" in place of the checkout, no footer, no checkout pages; the transfer page's form carries
// exactly what the API answered for the basket, escaped, to the session's return URL; the session ends
// with it; missing session values get the §8 messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtdProblems } from '../commerce-api/punchout-cxml-support';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { buttons, textOf } from './html';
import { CXML_USER, cxmlStartPage, entryPath, formPostOf, HOOK_URL, idsEntry, OCI_USER, ociEntry, startPunchoutStorefront } from './punchout-support';
import { shopper, type Shopper } from './shopper';

const PRODUCT = '201807171';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startPunchoutStorefront();
}, 120_000);
afterAll(() => shop?.close());

/** A browser punched in at `path` (a GET entry), with `quantity` of the product in its basket. */
async function punchedIn(path: string, quantity = 2): Promise<Shopper> {
  const browser = shopper(shop.origin);
  expect((await browser.get(path)).status).toBe(303);
  if (quantity > 0) expect((await browser.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: String(quantity) })).status).toBeLessThan(400);
  return browser;
}

async function transferPage(browser: Shopper) {
  const response = await browser.post('/punchout/transfer', {});
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

/** What the API answers the punchout user for its newest basket (a token of its own: the session's ended). */
async function apiOciFields() {
  const token = await apiToken(shop, OCI_USER, DEMO_PASSWORD);
  const headers = { 'authentication-token': token, accept: 'application/vnd.intershop.punchout.v2+json' };
  const baskets = (await (await fetch(`${restApi(shop)}/baskets`, { headers: { 'authentication-token': token } })).json()) as { data: { id: string }[] };
  const answers = await Promise.all(
    baskets.data.map(async ({ id }) => (await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/oci5/transfer?basketId=${id}`, { method: 'POST', headers })).json()),
  );
  return answers.map((answer) => (answer as { data?: { name: string; value: string }[] }).data ?? []);
}

describe('a punchout session', () => {
  it('offers "Transfer basket" instead of the checkout, and shows no footer', async () => {
    const browser = await punchedIn(entryPath(ociEntry()));
    const basket = await browser.text('/basket');
    const names = buttons(basket).map((button) => button.name);
    expect(names).toContain('Transfer basket');
    expect(names).not.toContain('Proceed to checkout');
    expect(basket).not.toContain('<footer');
  });

  it('goes from a checkout page to the basket', async () => {
    const browser = await punchedIn(entryPath(ociEntry()));
    for (const step of ['/checkout/address', '/checkout/review']) {
      expect((await browser.get(step)).headers.get('location'), step).toBe('/basket');
    }
  });
});

describe('the OCI transfer', () => {
  it("posts the API's NEW_ITEM fields for the basket, with the echoed ~OkCode, ~TARGET and ~CALLER, to the HOOK_URL", async () => {
    const browser = await punchedIn('/punchout?' + new URLSearchParams(ociEntry({ '~TARGET': 'procurement-frame' })));
    const { response, html } = await transferPage(browser);
    const form = formPostOf(html);
    expect(form).toMatchObject({ action: HOOK_URL, target: 'procurement-frame', method: 'post', autoSubmits: true });
    expect(form.fields.slice(0, 3)).toEqual([
      { name: '~OkCode', value: 'ADDI' },
      { name: '~TARGET', value: 'procurement-frame' },
      { name: '~CALLER', value: 'CTLG' },
    ]);
    const items = form.fields.slice(3);
    expect(items).toContainEqual({ name: 'NEW_ITEM-VENDORMAT[1]', value: PRODUCT });
    expect(items).toContainEqual({ name: 'NEW_ITEM-QUANTITY[1]', value: '2' });
    expect(await apiOciFields()).toContainEqual(items);
    expect(response.headers.get('content-security-policy')).toMatch(/form-action 'self' https:\/\/srm\.buyer\.example(;|$)/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('ends the session: the user is logged out', async () => {
    const browser = await punchedIn(entryPath(ociEntry()));
    await transferPage(browser);
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it('escapes a HOOK_URL that tries to break out of its attribute', async () => {
    const hookUrl = 'https://srm.buyer.example/oci?x="><script>alert(1)</script>&y=\'';
    const browser = await punchedIn(entryPath(ociEntry({ HOOK_URL: hookUrl })));
    const { html } = await transferPage(browser);
    expect(html).not.toContain('<script>alert(1)');
    expect(formPostOf(html).action).toBe(hookUrl);
  });

  it('shows the §8 message when the session holds no HOOK_URL (an OCI user logged in at /login)', async () => {
    const browser = await loggedIn(shop, OCI_USER, DEMO_PASSWORD);
    await browser.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    const response = await browser.post('/punchout/transfer', {});
    const location = response.headers.get('location') ?? '';
    expect(new URL(location, shop.origin).searchParams.get('error')).toBe('punchout.transfer.error.no_hook_url');
    expect(textOf(await browser.text(location))).toContain('no punchout_HookURL information available for OCI Punchout submitPunchoutData()');
  });

  it('keeps an empty basket and says there is nothing to transfer', async () => {
    const browser = await punchedIn(entryPath(ociEntry()), 0);
    const response = await browser.post('/punchout/transfer', {});
    expect(response.headers.get('location')).toBe('/basket');
    expect(textOf(await browser.text('/basket'))).toContain('there is nothing to transfer');
  });
});

describe('the cXML transfer', () => {
  it('posts the PunchOutOrderMessage, valid by the cXML DTD, as cXML-urlencoded to the return URL', async () => {
    const returnUrl = 'https://procurement.buyer.example/cxml/return?req=4711';
    const browser = await punchedIn(await cxmlStartPage(shop, { returnUrl, buyerCookie: 'cookie-4711' }));
    const { html } = await transferPage(browser);
    const form = formPostOf(html);
    expect(form).toMatchObject({ action: returnUrl, method: 'post', autoSubmits: true });
    expect(form.fields.map((field) => field.name)).toEqual(['cXML-urlencoded']);
    const message = form.fields[0].value;
    expect(message).toContain('<BuyerCookie>cookie-4711</BuyerCookie>');
    expect(message).toContain(`<SupplierPartID>${PRODUCT}</SupplierPartID>`);
    expect(dtdProblems(message)).toBe('');
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it("posts it as cXML-base64 where the user's configuration says so", async () => {
    const configure = async (value: string) => {
      const admin = await apiToken(shop, 'bboldner@test.intershop.de', DEMO_PASSWORD);
      const response = await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/cxml1.2/users/${CXML_USER}/configurations`, {
        method: 'PATCH',
        headers: { 'authentication-token': admin, 'content-type': 'application/json', accept: 'application/vnd.intershop.punchout.cxml.v3+json' },
        body: JSON.stringify([{ name: 'transferFormField', value }]),
      });
      expect(response.status).toBe(200);
    };
    await configure('cXML-base64');
    try {
      const browser = await punchedIn(await cxmlStartPage(shop));
      const form = formPostOf((await transferPage(browser)).html);
      expect(form.fields.map((field) => field.name)).toEqual(['cXML-base64']);
      const message = Buffer.from(form.fields[0].value, 'base64').toString('utf8');
      expect(dtdProblems(message)).toBe('');
    } finally {
      await configure('cXML-urlencoded');
    }
  });

  it('transfers the second session of a browser that punched in twice, with its own BuyerCookie', async () => {
    const browser = await punchedIn(await cxmlStartPage(shop, { buyerCookie: 'first-session' }));
    expect((await browser.get(await cxmlStartPage(shop, { buyerCookie: 'second-session' }))).headers.get('location')).toBe('/home');
    await browser.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    const message = formPostOf((await transferPage(browser)).html).fields[0].value;
    expect(message).toContain('<BuyerCookie>second-session</BuyerCookie>');
    expect(message).toMatch(/<ItemIn quantity="1"/);
  });

  it('shows the §8 message when the session holds no sid (a cXML user logged in at /login)', async () => {
    const browser = await loggedIn(shop, CXML_USER, DEMO_PASSWORD);
    const response = await browser.post('/punchout/transfer', {});
    expect(new URL(response.headers.get('location') ?? '', shop.origin).searchParams.get('error')).toBe('punchout.transfer.error.no_sid');
  });
});

describe('the IDS transfer', () => {
  it('posts the warenkorb to the hookurl', async () => {
    const browser = await punchedIn(entryPath(idsEntry({ action: 'WKE', hookurl: HOOK_URL })), 3);
    const { html } = await transferPage(browser);
    const form = formPostOf(html);
    expect(form).toMatchObject({ action: HOOK_URL, method: 'post', autoSubmits: true });
    expect(form.fields.map((field) => field.name)).toEqual(['warenkorb']);
    expect(form.fields[0].value).toMatch(/<ArtNo>201807171<\/ArtNo>\s*<Qty>3\.00<\/Qty>/);
  });

  it('goes nowhere for a user without a transfer permission: the buyer stays at the basket', async () => {
    const buyer = await loggedIn(shop, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    expect((await buyer.post('/punchout/transfer', {})).headers.get('location')).toBe('/basket');
  });
});
