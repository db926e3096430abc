// The five sites (business-and-integration §9): English unprefixed by default, German, French, Polish and
// Romanian below their language's prefix, each in its language, with alternates and sitemaps for all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { shopper } from './shopper';

let shop: BuiltStorefront;

beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const get = (path: string) => rawRequest(shop.origin, path);
const h1Of = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

describe('the sites', () => {
  it.each([
    ['/home', 'en', 'Welcome to inSPIRED inTRONICS'],
    ['/de/home', 'de', 'Willkommen bei inSPIRED inTRONICS'],
    ['/fr/home', 'fr', 'Bienvenue chez inSPIRED inTRONICS'],
    ['/pl/home', 'pl', 'Witamy w inSPIRED inTRONICS'],
    ['/ro/home', 'ro', expect.stringContaining('inSPIRED inTRONICS')],
  ])('%s is in its language', async (path, lang, heading) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(h1Of(response.body)).toEqual(heading);
  });

  it("redirect an address with the default site's own prefix to its one URL, the query kept", async () => {
    const response = await get('/en/search?searchTerm=camera');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/search?searchTerm=camera');
  });

  it('name every language version of a page, and the default one', async () => {
    const { body } = await get('/pl/home');
    const alternates = [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(([, lang, href]) => [lang, new URL(href).pathname]);
    expect(alternates).toEqual([
      ['en', '/home'],
      ['de', '/de/home'],
      ['fr', '/fr/home'],
      ['pl', '/pl/home'],
      ['ro', '/ro/home'],
      ['x-default', '/home'],
    ]);
  });

  it('offer the other languages by their own names in the language switch', async () => {
    const { body } = await get('/fr/home');
    const switchList = /<ul class="language-switch"[^>]*>(.*?)<\/ul>/s.exec(body)?.[1] ?? '';
    expect([...switchList.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)</g)].map(([, href, name]) => [href, name])).toEqual([
      ['/home?lang=en_US', 'English'],
      ['/de/home?lang=de_DE', 'Deutsch'],
      ['/pl/home?lang=pl_PL', 'Polski'],
      ['/ro/home?lang=ro_RO', 'Română'],
    ]);
  });

  it('remember the language chosen in the switch for a year, and take the choice off the address', async () => {
    const response = await get('/de/search?searchTerm=kamera&lang=de_DE');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/de/search?searchTerm=kamera');
    expect(response.headers['set-cookie']).toEqual([expect.stringMatching(/^preferredLocale=de_DE; Path=\/; Max-Age=31536000; SameSite=Lax/)]);
  });

  it('remember no language the shop has no site for', async () => {
    const response = await get('/home?lang=xx_XX');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/home');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['preferredLocale=pl_PL', '/pl/home'],
    ['preferredLocale=xx_XX', '/home'],
    ['preferredLocale=%00%ff', '/home'],
    ['', '/home'],
  ])('lead from the root to the remembered site (%s)', async (cookie, home) => {
    const response = await rawRequest(shop.origin, '/', { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(home);
  });

  it('are all in the sitemap index', async () => {
    const { body } = await get('/sitemap.xml');
    for (const prefix of ['', '/de', '/fr', '/pl', '/ro']) expect(body).toContain(`${prefix}/sitemap/`);
  });
});

describe('prices', () => {
  it.each([
    ['/pl/product/201807171', /829,42\s*zł/],
    ['/ro/product/201807171', /957,94\s*RON/],
    ['/fr/product/201807171', /192,83\s*€/],
    ['/product/201807171', /€192\.83/],
  ])('%s shows its site\'s currency', async (path, price) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.body).toMatch(price);
  });

  it("follow the shopper's basket to another site, recalculated in that site's currency", async () => {
    const customer = shopper(shop.origin);
    expect((await customer.post('/pl/product/201807171', { intent: 'add', sku: '201807171', quantity: '1' })).status).toBe(303);
    expect(await customer.text('/pl/basket')).toMatch(/zł/);
    const english = await customer.text('/basket');
    expect(english).toMatch(/€\d/);
    expect(english).not.toMatch(/PLN|zł/);
  });
});

describe("the default site's prefixed addresses", () => {
  it('pass a post on with its method and body (a configured punchout URL keeps working)', async () => {
    const response = await rawRequest(shop.origin, '/en/punchout', { method: 'POST' });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/punchout');
  });
});
