// The punchout entry (business-and-integration §2.8, §5): each validation error on the error page with
// its message, return URLs the shop will not post to, the login's refusal, the fresh session every
// entry starts, the clean address it lands on for each protocol's request, and OCI's answers without a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { DEMO_PASSWORD, loggedIn } from './customers';
import { alerts, textOf } from './html';
import { cxmlStartPage, entryPath, formPostOf, HOOK_URL, idsEntry, ociEntry, startPunchoutStorefront } from './punchout-support';
import { shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startPunchoutStorefront();
}, 120_000);
afterAll(() => shop?.close());

/** The entry's answer and, for a redirect, the page it leads to. */
async function enter(path: string, init: { post?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const browser = shopper(shop.origin);
  const response = init.post ? await browser.post(path, init.post, init.headers) : await browser.get(path, init.headers);
  const location = response.headers.get('location') ?? '';
  return { browser, response, location };
}

async function errorPage(path: string) {
  const { browser, response, location } = await enter(path);
  expect(response.status).toBe(303);
  const page = await browser.get(location);
  return { location, status: page.status, text: textOf(await page.text()) };
}

describe('entry validation', () => {
  it.each([
    ['no parameters', '/punchout', 'punchout.error.missing.parameters', 'no complete set of entry parameters'],
    ['OCI without a password', entryPath({ HOOK_URL, USERNAME: 'oci_oilcorp' }), 'punchout.error.missing.parameters', 'no complete set of entry parameters'],
    ['an unknown IDS action', entryPath(idsEntry({ action: 'XYZ', hookurl: HOOK_URL })), 'custom.punchout.error.wrong.code', 'the IDS action is unknown'],
    ['IDS ADL without hookurl', entryPath(idsEntry({ action: 'ADL', ghnummer: '201807171' })), 'custom.punchout.error.missing.parameter.url', 'needs the return address (hookurl)'],
    ['IDS WKE without hookurl', entryPath(idsEntry({ action: 'WKE' })), 'custom.punchout.error.missing.parameter.url', 'needs the return address (hookurl)'],
    ['IDS ADL without ghnummer', entryPath(idsEntry({ action: 'ADL', hookurl: HOOK_URL })), 'custom.punchout.error.missing.parameter.ghnummer', 'needs an article number (ghnummer)'],
    ['IDS WKS without a warenkorb', entryPath(idsEntry({ action: 'WKS', hookurl: HOOK_URL })), 'custom.punchout.error.missing.parameter.warenkorb', 'holds no order item'],
    ['IDS WKS with a warenkorb of no items', entryPath(idsEntry({ action: 'WKS', hookurl: HOOK_URL, warenkorb: '<Warenkorb><Order/></Warenkorb>' })), 'custom.punchout.error.missing.parameter.warenkorb', 'holds no order item'],
  ])('refuses %s with its message on the error page (400)', async (_name, path, key, message) => {
    const { location, status, text } = await errorPage(path);
    expect(new URL(location, shop.origin).searchParams.get('error')).toBe(key);
    expect(status).toBe(400);
    expect(text).toContain(message);
  });

  it('refuses a warenkorb that declares entities, reading nothing of them', async () => {
    const warenkorb = `<?xml version="1.0"?><!DOCTYPE Warenkorb [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Warenkorb><Order><OrderItem><ArtNo>&xxe;</ArtNo><Qty>1</Qty></OrderItem></Order></Warenkorb>`;
    const { location } = await errorPage(entryPath(idsEntry({ action: 'WKS', hookurl: HOOK_URL, warenkorb })));
    expect(new URL(location, shop.origin).searchParams.get('error')).toBe('custom.punchout.error.missing.parameter.warenkorb');
  });
});

describe('return URLs the shop will not post to', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)//', 'punchout.error.hook_url.invalid'],
    ['data:', 'data:text/html,<script>alert(1)</script>', 'punchout.error.hook_url.invalid'],
    ['SAPEVENT:', 'SAPEVENT:POST', 'punchout.error.hook_url.invalid'],
    ['10,000 characters', `https://srm.buyer.example/?${'a'.repeat(10_000 - 27)}`, 'punchout.error.hook_url.too_long'],
  ])('refuses an OCI HOOK_URL of %s with a 400 error page that does not show it', async (_name, hookUrl, key) => {
    const { browser, response, location } = await enter('/punchout', { post: ociEntry({ HOOK_URL: hookUrl }) });
    expect(response.status).toBe(303);
    expect(new URL(location, shop.origin).searchParams.get('error')).toBe(key);
    const page = await browser.get(location);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).not.toContain(hookUrl.slice(0, 20));
    // nobody was logged in
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it('refuses an IDS hookurl of javascript:', async () => {
    const { location } = await errorPage(entryPath(idsEntry({ action: 'WKE', hookurl: 'javascript:alert(1)' })));
    expect(new URL(location, shop.origin).searchParams.get('error')).toBe('punchout.error.hook_url.invalid');
  });
});

describe('the login', () => {
  it('refuses a wrong OCI password with the login message on the error page, logged out', async () => {
    const { browser, location } = await enter('/punchout', { post: ociEntry({ PASSWORD: 'wrong-password1' }) });
    expect(new URL(location, shop.origin).searchParams.get('error')).toBe('account.login.email_password.error.invalid');
    expect((await browser.get(location)).status).toBe(401);
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it("refuses a buyer's login as an OCI punchout user, logging it out again", async () => {
    const { browser, location } = await enter('/punchout', { post: ociEntry({ USERNAME: 'pmiller@test.intershop.de' }) });
    expect(new URL(location, shop.origin).searchParams.get('error')).toBe('punchout.error.not_a_punchout_user');
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it('refuses a cXML start link the second time', async () => {
    const start = await cxmlStartPage(shop);
    expect((await enter(start)).location).toBe('/home');
    const again = await enter(start);
    expect(new URL(again.location, shop.origin).searchParams.get('error')).toBe('punchout.error.start_link.invalid');
  });
});

describe('a fresh session', () => {
  it("replaces a logged-in buyer's session, whose token no longer works", async () => {
    const buyer = await loggedIn(shop, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    const buyerCookie = buyer.cookie;
    const response = await buyer.post('/punchout', ociEntry());
    expect(response.headers.get('location')).toBe('/home');
    expect(buyer.cookie).not.toBe(buyerCookie);
    expect(textOf(await buyer.text('/account'))).toContain('OCI Punchout');
    // the buyer's old session cookie, replayed, is logged in no more
    const replay = shopper(shop.origin);
    replay.cookie = buyerCookie;
    expect((await replay.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it('lands on a clean address, with no referrer leaving the entry', async () => {
    const { response, location } = await enter(entryPath(ociEntry()));
    expect(location).toBe('/home');
    expect(response.headers.get('referrer-policy')).toContain('no-referrer');
    expect(response.headers.get('cache-control')).toContain('no-store');
  });
});

describe('where an entry lands', () => {
  it.each([
    ['OCI without FUNCTION', ociEntry(), '/home'],
    ['OCI DETAIL', ociEntry({ FUNCTION: 'DETAIL', PRODUCTID: '201807171' }), '/product/201807171'],
    ['OCI SOURCING', ociEntry({ FUNCTION: 'SOURCING', SEARCHSTRING: 'camera' }), '/search?searchTerm=camera'],
    ['IDS WKE', idsEntry({ action: 'WKE', hookurl: HOOK_URL }), '/home'],
    ['IDS ADL', idsEntry({ action: 'ADL', hookurl: HOOK_URL, ghnummer: '201807171' }), '/product/201807171'],
    ['IDS AS', idsEntry({ action: 'AS', searchterm: 'camera' }), '/search?searchTerm=camera'],
  ])('%s', async (_name, fields, target) => {
    const { browser, location } = await enter('/punchout', { post: fields });
    expect(location).toBe(target);
    expect((await browser.get(location)).status).toBe(200);
  });

  it('IDS WKS: the basket with the sent items', async () => {
    const warenkorb = `<Warenkorb xmlns="http://www.itek.de/Shop-Anbindung/Warenkorb/"><Order><OrderItem><ArtNo>201807171</ArtNo><Qty>2.00</Qty></OrderItem></Order></Warenkorb>`;
    const { browser, location } = await enter('/punchout', { post: idsEntry({ action: 'WKS', hookurl: HOOK_URL, warenkorb }) });
    expect(location).toBe('/basket');
    expect(textOf(await browser.text('/basket'))).toContain('2 items');
  });

  it('IDS WKS with an article the shop does not sell: the basket says so', async () => {
    const warenkorb = `<Warenkorb xmlns="http://www.itek.de/Shop-Anbindung/Warenkorb/"><Order><OrderItem><ArtNo>NO-SUCH-ARTICLE</ArtNo><Qty>1</Qty></OrderItem></Order></Warenkorb>`;
    const { browser, location } = await enter('/punchout', { post: idsEntry({ action: 'WKS', hookurl: HOOK_URL, warenkorb }) });
    expect(location).toBe('/basket');
    const basket = await browser.get('/basket');
    expect(basket.status).toBe(200);
    expect(alerts(await basket.text())).toContain("The product 'NO-SUCH-ARTICLE' is not available.");
  });

  it('cXML create: home; cXML edit: the basket with the earlier items', async () => {
    expect((await enter(await cxmlStartPage(shop))).location).toBe('/home');
    const { browser, location } = await enter(await cxmlStartPage(shop, { operation: 'edit', items: [{ sku: '201807171', quantity: 3 }] }));
    expect(location).toBe('/basket');
    expect(textOf(await browser.text('/basket'))).toContain('3 items');
  });

  it('IDS LI and SV: the login info and version documents, no session', async () => {
    const info = await enter('/punchout', { post: idsEntry({ action: 'LI' }) });
    expect(info.response.status).toBe(200);
    expect(await info.response.json()).toMatchObject({ type: 'IdsLoginInfo' });
    const version = await enter('/punchout', { post: idsEntry({ action: 'SV' }) });
    expect(await version.response.json()).toMatchObject({ type: 'IdsVersion', version: '2.5' });
    expect((await version.browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });
});

describe("OCI's answers without a page", () => {
  it('VALIDATE posts the product as NEW_ITEM fields to the HOOK_URL, by itself, and keeps no session', async () => {
    const { browser, response } = await enter('/punchout', { post: ociEntry({ FUNCTION: 'VALIDATE', PRODUCTID: '201807171', QUANTITY: '2' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('form-action \'self\' https://srm.buyer.example');
    const form = formPostOf(await response.text());
    expect(form).toMatchObject({ action: HOOK_URL, target: '_top', method: 'post', autoSubmits: true });
    expect(form.fields).toContainEqual({ name: 'NEW_ITEM-VENDORMAT[1]', value: '201807171' });
    expect(form.fields).toContainEqual({ name: 'NEW_ITEM-QUANTITY[1]', value: '2' });
    expect(form.fields).toContainEqual({ name: '~OkCode', value: 'ADDI' });
    expect((await browser.get('/account')).headers.get('location')).toMatch(/^\/login/);
  });

  it('BACKGROUND_SEARCH without a HOOK_URL answers a page carrying the fields, posting nowhere', async () => {
    const { HOOK_URL: _none, ...withoutHook } = ociEntry({ FUNCTION: 'BACKGROUND_SEARCH', SEARCHSTRING: 'camera' });
    const { response } = await enter('/punchout', { post: withoutHook });
    expect(response.status).toBe(200);
    const form = formPostOf(await response.text());
    expect(form.action).toBeUndefined();
    expect(form.autoSubmits).toBe(false);
    expect(form.fields.some((field) => field.name === 'NEW_ITEM-DESCRIPTION[1]')).toBe(true);
  });
});

describe('posts from other origins', () => {
  it('are taken on /punchout and /de/punchout: the procurement system posts from its own', async () => {
    for (const path of ['/punchout', '/de/punchout']) {
      const { response } = await enter(path, { post: ociEntry(), headers: { Origin: 'https://srm.buyer.example', 'Sec-Fetch-Site': 'cross-site' } });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toMatch(/\/home$/);
    }
  });
});
