// Recently viewed (issue 21 §2, decision 027) through the built storefront: product pages record their
// product in the visitor's `recentlyViewed` cookie only with functional consent, /recently and the product
// page's strip show them, "Clear all" forgets them, a choice without functional cookies removes the cookie,
// and no visitor's list reaches another (kept pages, shared caches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { links, textOf } from './html';

const HOME = '201807171';
const MINI = '201807194';
const consent = (...enabledOptions: string[]) => `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions, version: 1 }))}`;

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

/** A browser without JavaScript with a cookie jar of its own (every cookie, by name). */
function visitor(...initial: string[]) {
  const jar = new Map(initial.map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  async function send(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar.values()].join('; '));
    const response = await fetch(shop.origin + path, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0/.test(cookie)) jar.delete(name);
      else jar.set(name, pair);
    }
    return response;
  }
  return {
    get: (path: string) => send(path),
    post: (path: string, fields: Record<string, string>) => send(path, { method: 'POST', body: new URLSearchParams(fields) }),
    has: (name: string) => jar.has(name),
  };
}

const productLinks = (html: string) => links(html).filter((link) => /prd\d+|\/product\//.test(link.href ?? ''));
const stripOf = (html: string) => /<section class="recently-viewed"[\s\S]*?<\/section>/.exec(html)?.[0];

describe('recently viewed', () => {
  it('records product pages with functional consent, shows them latest first, and clears them', async () => {
    const browser = visitor(consent('required', 'functional'));
    const first = await browser.get(`/product/${HOME}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/no-store/);
    expect(first.headers.getSetCookie().join()).toMatch(/recentlyViewed=.*Max-Age=604800; HttpOnly; SameSite=Lax/);
    expect(stripOf(await first.text()), 'nothing else viewed yet').toBeUndefined();

    const second = await (await browser.get(`/product/${MINI}`)).text();
    const strip = stripOf(second);
    expect(strip).toBeDefined();
    expect(textOf(strip!)).toContain('Google Home');
    expect(links(strip!).map((link) => link.href)).toContain('/recently');

    const page = await browser.get('/recently');
    expect(page.headers.get('cache-control')).toMatch(/private/);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    const names = productLinks(html).map((link) => link.name).filter(Boolean);
    expect(names[0]).not.toBe('Google Home');
    expect(names).toContain('Google Home');

    const cleared = await browser.post('/recently', { intent: 'clear' });
    expect(cleared.status).toBe(303);
    expect(browser.has('recentlyViewed')).toBe(false);
    expect(textOf(await (await browser.get('/recently')).text())).toContain('You have not viewed any products yet.');
  });

  it('remembers nothing without functional consent, and a choice without it removes the list', async () => {
    const requiredOnly = visitor(consent('required'));
    const product = await requiredOnly.get(`/product/${HOME}`);
    expect(product.headers.getSetCookie().join()).not.toMatch(/recentlyViewed/);
    expect(textOf(await (await requiredOnly.get('/recently')).text())).toContain('only when you allow functional cookies');

    const browser = visitor(consent('required', 'functional'));
    await browser.get(`/product/${HOME}`);
    expect(browser.has('recentlyViewed')).toBe(true);
    const saved = await browser.post('/cookies', { intent: 'required', returnTo: '/home' });
    expect(saved.status).toBe(303);
    expect(browser.has('recentlyViewed')).toBe(false);
  });

  it('shows no visitor’s list to another, from kept pages or otherwise', async () => {
    const browser = visitor(consent('required', 'functional'));
    await browser.get(`/product/${HOME}`);
    expect(stripOf(await (await browser.get(`/product/${MINI}`)).text())).toBeDefined();
    // the same page for others, with and without functional consent, twice (a kept page would answer the second)
    for (const other of [visitor(), visitor(consent('required')), visitor(consent('required', 'functional')), visitor()]) {
      const answer = await other.get(`/product/${MINI}`);
      expect(stripOf(await answer.text())).toBeUndefined();
      const recently = await (await other.get('/recently')).text();
      expect(productLinks(recently).map((link) => link.name)).not.toContain('Google Home');
    }
  });
});
