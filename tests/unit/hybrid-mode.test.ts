// Hybrid mode (app/features/hybrid): off without HYBRID_BACKEND_URL; with it, the basket, content pages
// and the quick order of every site lead to the classic shop's pipelines, built from the configuration
// alone; other pages stay; hostile paths never lead anywhere but the configured origin.
import { describe, expect, it } from 'vitest';
import { hybridTarget, parseHybridSettings } from '~/features/hybrid/hybrid-mode.server';

const CHANNEL = 'inSPIRED-inTRONICS-Site';
const settings = parseHybridSettings({ HYBRID_BACKEND_URL: 'https://icm.example.com/' }, CHANNEL);
const WEB = 'https://icm.example.com/INTERSHOP/web/WFS/inSPIRED-inTRONICS-Site';

describe('hybrid mode', () => {
  it('is off without a backend URL', () => {
    expect(parseHybridSettings({}, CHANNEL)).toBeUndefined();
    expect(hybridTarget(undefined, '/basket')).toBeUndefined();
  });

  it('hands the basket, content pages and the quick order to the classic shop, per site', () => {
    expect(hybridTarget(settings, '/basket')).toBe(`${WEB}/en_US/-/EUR/ViewCart-View`);
    expect(hybridTarget(settings, '/cart')).toBe(`${WEB}/en_US/-/EUR/ViewCart-View`);
    expect(hybridTarget(settings, '/de/basket')).toBe(`${WEB}/de_DE/-/EUR/ViewCart-View`);
    expect(hybridTarget(settings, '/pl/quick-order')).toBe(`${WEB}/pl_PL/-/PLN/ViewQuickorder-Start`);
    expect(hybridTarget(settings, '/page/page.help.pagelet2-Page')).toBe(`${WEB}/en_US/-/EUR/ViewContent-Start?PageletEntryPointID=page.help.pagelet2-Page`);
    expect(hybridTarget(settings, '/ro/help-pgpage.help.pagelet2-Page')).toBe(`${WEB}/ro_RO/-/RON/ViewContent-Start?PageletEntryPointID=page.help.pagelet2-Page`);
  });

  it('keeps the other pages', () => {
    for (const path of ['/home', '/', '/page/page.help.pagelet2-Page.data', '/help-pgpage.help.pagelet2-Page.data', '/basket.data', '/basket/x', '/account', '/search?q=basket', '/product/basket', '/pages', '/quick-order-x', '/camera-pg1-prd123', '/cameras-pgx-ctgCameras']) {
      expect(hybridTarget(settings, path), path).toBeUndefined();
    }
  });

  it('hands over only the pages HYBRID_PAGES names', () => {
    const basketOnly = parseHybridSettings({ HYBRID_BACKEND_URL: 'https://icm.example.com', HYBRID_PAGES: 'basket' }, CHANNEL);
    expect(hybridTarget(basketOnly, '/basket')).toBeDefined();
    expect(hybridTarget(basketOnly, '/quick-order')).toBeUndefined();
    expect(() => parseHybridSettings({ HYBRID_BACKEND_URL: 'https://icm.example.com', HYBRID_PAGES: 'basket,checkout' }, CHANNEL)).toThrow(/checkout/);
  });

  it('never leads off the configured origin, whatever the path holds', () => {
    const hostile = [
      '/page/%2F%2Fevil.example',
      '/page/@evil.example',
      '/page/..%2F..%2F..%2Fevil',
      '/page/x%3F%40evil.example%23',
      '/page/https:%2F%2Fevil.example',
      '/page/%0d%0aLocation:%20https://evil.example',
      '/page/%zz',
      '//evil.example/basket',
      '/%5Cevil.example/basket',
    ];
    for (const path of hostile) {
      const target = hybridTarget(settings, path);
      if (target) {
        const url = new URL(target);
        expect(url.origin, path).toBe('https://icm.example.com');
        expect(url.pathname, path).toMatch(/^\/INTERSHOP\/web\/WFS\/inSPIRED-inTRONICS-Site\/[a-z]{2}_[A-Z]{2}\/-\/[A-Z]{3}\/ViewContent-Start$/);
      }
    }
    // the page id stays one encoded parameter value
    expect(hybridTarget(settings, '/page/x%3F%40evil.example%23')).toBe(`${WEB}/en_US/-/EUR/ViewContent-Start?PageletEntryPointID=x%3F%40evil.example%23`);
  });

  it('refuses a backend URL that is no http(s) URL or carries credentials', () => {
    for (const value of ['icm.example.com', 'javascript:alert(1)', 'ftp://icm.example.com', 'https://u:p@icm.example.com', 'https://icm.example.com/?x=1']) {
      expect(() => parseHybridSettings({ HYBRID_BACKEND_URL: value }, CHANNEL), value).toThrow(/HYBRID_BACKEND_URL/);
    }
  });
});
