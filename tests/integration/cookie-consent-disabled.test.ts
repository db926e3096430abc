// Cookie consent disabled by configuration (isCookieConsentDisabled: COOKIE_CONSENT_DISABLED=true), with a
// raised consent version (COOKIE_CONSENT_VERSION=2): the banner never shows, and a page that would have
// shown it stores required-only consent of the configured version instead (shopping-core §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { COOKIE_CONSENT_DISABLED: 'true', COOKIE_CONSENT_VERSION: '2', PAGE_CACHE_SECONDS: '10' } });
}, 120_000);
afterAll(() => shop?.close());

const record = (enabledOptions: string[], version: number) => `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions, version }))}`;
const get = (path: string, cookie?: string) => fetch(shop.origin + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const consentCookies = (response: Response) => response.headers.getSetCookie().filter((value) => value.startsWith('cookieConsent='));

describe('cookie consent disabled by configuration', () => {
  it('never shows the banner, and stores required-only consent of the configured version where it would have shown', async () => {
    for (const cookie of [undefined, record(['required', 'tracking'], 1), 'cookieConsent=garbage']) {
      for (const attempt of [1, 2]) {
        const response = await get('/home', cookie);
        expect(response.status).toBe(200);
        expect(await response.text(), `${cookie} ${attempt}`).not.toContain('Cookies in this shop');
        const [stored] = consentCookies(response);
        expect(stored, `${cookie} ${attempt}`).toMatch(/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
        expect(JSON.parse(decodeURIComponent(stored.split(';')[0].slice('cookieConsent='.length)))).toEqual({ enabledOptions: ['required'], version: 2 });
        // An answer that sets a cookie is no one else's: never kept, never shared.
        expect(response.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it('stores nothing for a visitor whose record is of the configured version', async () => {
    const response = await get('/home', record(['required', 'functional'], 2));
    expect(consentCookies(response)).toEqual([]);
    expect(await response.text()).not.toContain('Cookies in this shop');
  });

  it('still lets a visitor change the settings at /cookies', async () => {
    const response = await fetch(`${shop.origin}/cookies`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'save', category: 'functional', returnTo: '/basket' }),
      headers: { Origin: shop.origin },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basket');
    expect(consentCookies(response)).toHaveLength(1);
    expect(decodeURIComponent(consentCookies(response)[0])).toContain('{"enabledOptions":["required","functional"],"version":2}');
  });
});
