// Cookie consent through the built storefront (shopping-core §2, business-and-integration §4): the banner
// of a visitor without a valid record, what saving a choice answers (the record, expiring cookies not on
// the allowed list, a redirect that stays on the shop), broken records, and kept pages per consent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { checkbox, elements, textOf } from './html';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { PAGE_CACHE_SECONDS: '10' } });
}, 120_000);
afterAll(() => shop?.close());

const BANNER = 'Cookies in this shop';
/** The banner: the region its heading names. */
const bannerOf = (html: string) => elements(html, 'section').find((section) => section.includes('aria-labelledby="cookie-banner-title"'));
/** The start tag of the element with this id. */
const startTag = (html: string, id: string) => new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
const record = (enabledOptions: unknown, version: unknown = 1) => `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions, version }))}`;
const get = (path: string, cookie?: string) => fetch(shop.origin + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const save = (fields: Record<string, string | string[]>, cookie?: string) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
  return fetch(`${shop.origin}/cookies`, { method: 'POST', body, headers: { Origin: shop.origin, ...(cookie ? { Cookie: cookie } : {}) }, redirect: 'manual' });
};
/** The record a Set-Cookie header stores, decoded. */
const storedRecord = (response: Response) => {
  const header = response.headers.getSetCookie().find((value) => value.startsWith('cookieConsent='));
  return header && JSON.parse(decodeURIComponent(header.slice('cookieConsent='.length).split(';')[0]));
};

describe('the banner', () => {
  it('asks a visitor without a record, as a region with a heading and one form posting to /cookies', async () => {
    const banner = bannerOf(await (await get('/home')).text()) ?? '';
    expect(banner).toContain('<h2 id="cookie-banner-title">Cookies in this shop</h2>');
    const [form] = elements(banner, 'form');
    expect(form).toMatch(/^<form[^>]* action="\/cookies"/);
    expect(form).toMatch(/^<form[^>]* method="post"/);
    expect(banner).toContain('name="returnTo" value="/home"');
    expect(textOf(banner)).toContain('Accept all Accept only required Set preferences');
    expect(banner).toContain('href="/cookies?returnTo=%2Fhome"');
  });

  it('asks in German on a German page, returning there', async () => {
    const html = await (await get('/de/search?searchTerm=kamera')).text();
    expect(html).toContain('Cookies in diesem Shop');
    expect(html).toContain('action="/de/cookies"');
    expect(html).toContain('name="returnTo" value="/de/search?searchTerm=kamera"');
  });

  it('does not ask with a record of the configured version', async () => {
    const html = await (await get('/home', record(['required']))).text();
    expect(html).not.toContain(BANNER);
  });

  it.each([
    ['not JSON', 'cookieConsent=accepted'],
    ['a broken escape', 'cookieConsent=%7B%E0%A4%A'],
    ['5,000 bytes long', record(['required', 'x'.repeat(5_000)])],
    ['from a future version', record(['required', 'tracking'], 2)],
    ['without a version', 'cookieConsent=' + encodeURIComponent('{"enabledOptions":["required"]}')],
  ])('asks again, without an error, when the record is %s', async (_case, cookie) => {
    const response = await get('/home', cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(BANNER);
  });

  it('takes a record naming unknown categories for the known ones', async () => {
    const response = await get('/cookies', record(['required', 'functional', 'advertising', '<script>']));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(BANNER);
    expect(checkbox(html, 'Functional')).toEqual({ name: 'category', checked: true });
    expect(checkbox(html, 'Tracking')).toEqual({ name: 'category', checked: false });
    expect(html).not.toContain('advertising');
  });
});

describe('saving a choice', () => {
  it('stores required only for a year, expires every cookie not allowed, and goes back to the page (303)', async () => {
    const cookie = `__session=abc; _ga=GA1.1.2; preferredLocale=de_DE; ${record(['required', 'tracking'])}; tracker=1`;
    const response = await save({ intent: 'required', returnTo: '/product/201807171?x=1' }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/product/201807171?x=1');
    const setCookies = response.headers.getSetCookie();
    const consent = setCookies.find((value) => value.startsWith('cookieConsent='))!;
    expect(consent).toMatch(/; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(storedRecord(response)).toEqual({ enabledOptions: ['required'], version: 1 });
    const expired = setCookies.filter((value) => /Max-Age=0/.test(value)).map((value) => value.split('=')[0]);
    expect(expired.sort()).toEqual(['_ga', 'tracker']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('stores everything on accept all, and the boxes ticked on save (known categories only)', async () => {
    expect(storedRecord(await save({ intent: 'all', returnTo: '/home' }))).toEqual({ enabledOptions: ['required', 'functional', 'tracking'], version: 1 });
    expect(storedRecord(await save({ intent: 'save', returnTo: '/home', category: ['functional', 'bogus'] }))).toEqual({ enabledOptions: ['required', 'functional'], version: 1 });
    expect(storedRecord(await save({ intent: 'save', returnTo: '/home' }))).toEqual({ enabledOptions: ['required'], version: 1 });
  });

  it.each([
    ['//evil.example/home', '/home'],
    ['https://evil.example/', '/home'],
    ['/\\evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['/home\r\nSet-Cookie: x=1', '/home'],
    ['', '/home'],
    ['/de/basket', '/de/basket'],
  ])('returns to %j as %s, never to another origin', async (returnTo, location) => {
    const response = await save({ intent: 'all', returnTo });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  it('returns to the German home page from a German page without a return path', async () => {
    const response = await fetch(`${shop.origin}/de/cookies`, { method: 'POST', body: new URLSearchParams({ intent: 'all' }), headers: { Origin: shop.origin }, redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/de/home');
  });

  it('refuses an unknown choice and a post from another site, storing nothing', async () => {
    for (const response of [
      await save({ intent: 'maybe', returnTo: '/home' }),
      await fetch(`${shop.origin}/cookies`, { method: 'POST', body: new URLSearchParams({ intent: 'all' }), headers: { Origin: 'https://evil.example' }, redirect: 'manual' }),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(storedRecord(response)).toBeUndefined();
    }
  });

  it('ends the banner: the record it stores is one the next page accepts', async () => {
    const response = await save({ intent: 'required', returnTo: '/home' });
    const cookie = response.headers.getSetCookie()[0].split(';')[0];
    expect(await (await get('/home', cookie)).text()).not.toContain(BANNER);
  });
});

describe('the settings page', () => {
  it('lists the categories (required ticked and fixed) and the shop’s cookies, returning to a path of the shop only', async () => {
    const html = await (await get('/cookies?returnTo=//evil.example')).text();
    expect(checkbox(html, 'Required')).toEqual({ name: 'category', checked: true });
    expect(startTag(html, 'cookie-page-required')).toContain(' disabled=""');
    expect(checkbox(html, 'Functional')).toEqual({ name: 'category', checked: false });
    expect(checkbox(html, 'Tracking')).toEqual({ name: 'category', checked: false });
    expect(html).toContain('name="returnTo" value="/home"');
    for (const name of ['__session', 'cookieConsent', 'preferredLocale']) expect(html).toContain(`<code>${name}</code>`);
  });
});

describe('kept pages', () => {
  it('are kept apart by consent: a page with the banner never reaches a visitor who chose, nor the reverse', async () => {
    const chosen = record(['required']);
    /** A kept page is served with its inline scripts allowed by hash; a fresh render names a nonce. */
    const wasKept = (response: Response) => /script-src [^;]*'sha256-/.test(response.headers.get('content-security-policy') ?? '');
    for (const path of ['/category/Cameras-Camcorders.584', '/product/201807171']) {
      for (const [cookie, banner, kept] of [[undefined, true, false], [chosen, false, false], [undefined, true, true], [chosen, false, true]] as const) {
        const response = await get(path, cookie);
        expect((await response.text()).includes(BANNER), `${path} ${cookie}`).toBe(banner);
        expect(wasKept(response), `${path} ${cookie}`).toBe(kept);
      }
    }
  });
});
