// The extra configuration off (decision 032): an editor's configuration include changes nothing; the
// trust badge (feature trustbadge, its id from TRUSTBADGE_ID) shows after functional consent; the
// copilot, on without its settings, renders nowhere and opens no CSP source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '~/http/features';
import { startBuiltStorefront, withDatabase, type BuiltStorefront } from './built-storefront';

const BADGE_ID = 'XC2A8D35838AF5F63E5EB0E05847B1CB8';
const FUNCTIONAL = { Cookie: `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions: ['required', 'functional'], version: 1 }))}` };

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { FEATURES: [...DEFAULT_FEATURES, 'trustbadge', 'copilot'].join(','), TRUSTBADGE_ID: BADGE_ID } });
  withDatabase(shop, (db) => {
    const set = db.prepare("UPDATE cms_parameters SET value = ? WHERE pagelet_id = 'cmp_configuration' AND name = ?");
    set.run(JSON.stringify('color-brand:#1a4d2e'), 'CSSProperties');
    set.run(JSON.stringify('file:///cms/hero.svg'), 'Logo');
    set.run(JSON.stringify('compare'), 'Features');
  });
}, 120_000);
afterAll(() => shop?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(shop.origin + path, { headers, redirect: 'manual' });

describe('the extra configuration, off', () => {
  it('ignores the configuration include: today\'s logo, colours and features', async () => {
    const html = await (await get('/home')).text();
    expect(html).toContain('<img src="/logo.svg" alt="" width="160" height="40"/>');
    expect(html).not.toContain('--color-brand:#1a4d2e');
    expect(html).toContain('href="/quick-order"');
  });

  it('embeds the trust badge with TRUSTBADGE_ID only after functional consent; no copilot without its settings', async () => {
    const before = await get('/home');
    expect(await before.text()).not.toContain('trustedshops');
    expect(before.headers.get('Content-Security-Policy')).not.toContain('trustedshops');
    const after = await get('/home', FUNCTIONAL);
    const html = await after.text();
    expect(html).toContain(`src="https://widgets.trustedshops.com/js/${BADGE_ID}.js"`);
    expect(html).not.toContain('Chatbot');
    expect(after.headers.get('Content-Security-Policy')).toContain('script-src \'self\'');
    expect(after.headers.get('Content-Security-Policy')).toMatch(/script-src [^;]*https:\/\/widgets\.trustedshops\.com/);
  });
});
