// The feature `tracking` off (the default) with a container configured: no tag manager, no events and
// nothing in the CSP, even for visitors who accepted tracking (docs/decisions/031).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';

const TAG_MANAGER = 'http://127.0.0.1:9';
let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { GTM_ID: 'GTM-TEST123', GTM_SCRIPT_URL: `${TAG_MANAGER}/gtm.js` } });
}, 120_000);
afterAll(() => shop?.close());

it('loads no tag manager and pushes no events with the feature off', async () => {
  const cookie = `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions: ['required', 'functional', 'tracking'], version: 1 }))}`;
  const response = await fetch(`${shop.origin}/product/201807171`, { headers: { Cookie: cookie } });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).not.toContain(TAG_MANAGER);
  expect(html).not.toContain('dataLayer');
  expect(html).not.toContain('view_item');
  expect(response.headers.get('content-security-policy')).not.toContain(TAG_MANAGER);
});
