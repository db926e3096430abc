// The extra configuration on (decision 032), through the built storefront against the bundled API: the
// configuration include's logo, CSS properties (a hostile line dropped, the rule allowed by its hash),
// navigation columns and AddFeatures apply; the trust badge (with the CMS's id) and the copilot render,
// and their origins join the CSP, only for visitors who accepted functional cookies, as do the map tiles
// of the store finder the CMS adds; /configure stays deactivated with tacton in FEATURES (no Tacton
// connection); a failing include means today's defaults.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '~/http/features';
import { startBuiltStorefront, withDatabase, type BuiltStorefront } from './built-storefront';
import { labelled } from './html';

const CONFIGURATION = 'include.configuration.pagelet2-Include';
const BADGE_ID = 'XA2A8D35838AF5F63E5EB0E05847B1CB8';
const THEME = 'html:root{--color-brand:#1a4d2e;--color-brand-dark:#0f2e1b}';
const FUNCTIONAL = { Cookie: `cookieConsent=${encodeURIComponent(JSON.stringify({ enabledOptions: ['required', 'functional'], version: 1 }))}` };

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({
    env: {
      // The store finder only as the CMS adds it.
      FEATURES: [...DEFAULT_FEATURES.filter((feature) => feature !== 'storeLocator'), 'extraConfiguration', 'tacton'].join(','),
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      COPILOT_SCRIPT_URL: 'https://copilot.example/embed/web.js',
      COPILOT_ID: 'flow-1',
      COPILOT_API_HOST: 'https://chat.example',
    },
  });
  // An editor's configuration: a brand colour, a line to refuse, the copilot and trust badge added, settings.
  withDatabase(shop, (db) => {
    const set = db.prepare('UPDATE cms_parameters SET value = ? WHERE pagelet_id = ? AND name = ?');
    set.run(JSON.stringify('color-brand:#1a4d2e\r\ncolor-accent:url(https://evil.example/x.png)\r\ncolor-brand-dark:#0f2e1b\r\n'), 'cmp_configuration', 'CSSProperties');
    set.run(JSON.stringify('file:///cms/hero.svg'), 'cmp_configuration', 'Logo');
    set.run(JSON.stringify('trustbadge,copilot,scandit,storeLocator'), 'cmp_configuration', 'AddFeatures');
    db.prepare("INSERT INTO cms_parameters (pagelet_id, name, type, value, localized, position) VALUES ('cmp_configuration', 'ConfigurationJSON', 'bc_pmc:types.pagelet2-Text', ?, 0, 9)").run(
      JSON.stringify(JSON.stringify({ navigationColumns: 3, trustbadgeId: BADGE_ID, whitelabel: true })),
    );
  });
}, 120_000);
afterAll(() => shop?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(shop.origin + path, { headers, redirect: 'manual' });
const directive = (response: Response, name: string) =>
  response.headers.get('Content-Security-Policy')!.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';

describe('the extra configuration, on', () => {
  it('applies the logos, the validated CSS properties (allowed by their hash) and the navigation columns', async () => {
    const response = await get('/home');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<img src="/cms/hero.svg" alt="" width="160" height="40"/>');
    expect(html).toMatch(/srcset="\/logo-mobile.svg"/i); // the seed's mobile logo, which the editor kept
    expect(html).toContain(`<style>${THEME}</style>`);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(directive(response, 'style-src')).toContain(`'sha256-${createHash('sha256').update(THEME).digest('base64')}'`);
    expect(labelled(html, 'Product categories')).toContain('data-columns="3"');
  });

  it('embeds no widget and opens the CSP to none before functional consent', async () => {
    const response = await get('/home');
    const html = await response.text();
    expect(html).not.toContain('trustedshops');
    expect(html).not.toContain('copilot.example');
    expect(response.headers.get('Content-Security-Policy')).not.toMatch(/trustedshops|copilot\.example|chat\.example/);
  });

  it('embeds the trust badge with the CMS\'s id and the copilot after functional consent, their origins in the CSP', async () => {
    const response = await get('/home', FUNCTIONAL);
    const html = await response.text();
    expect(html).toContain(`src="https://widgets.trustedshops.com/js/${BADGE_ID}.js"`);
    expect(html).toContain('import Chatbot from "https://copilot.example/embed/web.js";Chatbot.init({"chatflowid":"flow-1","apiHost":"https://chat.example"});');
    expect(directive(response, 'script-src')).toContain('https://widgets.trustedshops.com');
    expect(directive(response, 'script-src')).toContain('https://copilot.example');
    expect(directive(response, 'connect-src')).toContain('https://chat.example');
  });

  it("opens the CSP to the store finder's map tiles when the CMS adds the store finder, after functional consent", async () => {
    const response = await get('/store-finder', FUNCTIONAL);
    expect(response.status).toBe(200);
    expect(directive(response, 'img-src')).toContain('https://tiles.example.org');
    expect(directive(await get('/store-finder'), 'img-src')).not.toContain('tiles.example.org');
  });

  it('keeps /configure deactivated although FEATURES names tacton, and scandit off although the CMS adds it', async () => {
    const response = await get('/configure');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/error?error=feature-deactivated&feature=tacton');
    const scandit = await get('/scandit');
    expect(scandit.headers.get('location')).toBe('/error?error=feature-deactivated&feature=scandit');
  });

  it('falls back to today\'s defaults, not an error page, when the include fails', async () => {
    withDatabase(shop, (db) => db.prepare("DELETE FROM cms_entry_points WHERE kind = 'include' AND id = ?").run(CONFIGURATION));
    const response = await get('/de/home', FUNCTIONAL);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<img src="/logo.svg" alt="" width="160" height="40"/>');
    expect(html).not.toContain('--color-brand:#1a4d2e');
    expect(labelled(html, 'Produktkategorien') ?? '').toContain('data-columns="4"');
    expect(html).not.toContain('trustedshops');
    expect(response.headers.get('Cache-Control')).not.toMatch(/public/);
  });
});
