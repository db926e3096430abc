// A shop over HTTPS (SECURE_COOKIES): a punchout session, often framed by the procurement system, gets
// a SameSite=None session cookie, so the frame keeps it; every other session keeps SameSite=Lax, and
// while the company names no framing origins (punchout-settings.test.ts) no page, a punchout session's
// included, may be framed by another origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltStorefront } from './built-storefront';
import { DEMO_PASSWORD } from './customers';
import { entryPath, ociEntry, startPunchoutStorefront } from './punchout-support';
import { shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startPunchoutStorefront({ SECURE_COOKIES: 'true' });
}, 120_000);
afterAll(() => shop?.close());

describe('the session cookie over HTTPS', () => {
  it('is SameSite=None; Secure for a punchout session, and its pages stay unframable by others', async () => {
    const browser = shopper(shop.origin);
    const entry = await browser.get(entryPath(ociEntry()));
    const cookie = entry.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    const home = await browser.get('/home');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });

  it("stays SameSite=Lax for a buyer's session", async () => {
    const response = await shopper(shop.origin).post('/login', { login: 'pmiller@test.intershop.de', password: DEMO_PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toContain('SameSite=Lax');
  });
});
