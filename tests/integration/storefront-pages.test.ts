// The storefront's routes end to end on the server: the built request handler (middleware, loaders,
// rendering) against the bundled API with the demo catalogue on a random port and a fresh database.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApi, restBasePath } from '../../commerce-api/app';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { createSeededDatabase } from '../commerce-api/support';
import { elements, labelled, textOf } from './html';

const CHANNEL = 'inSPIRED-inTRONICS-Site';
const PUBLIC_URL = 'https://shop.example.com';
const SESSION_SECRET = 'integration-test-secret';
let api: Awaited<ReturnType<typeof createCommerceApi>>;
let directory: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const database = createSeededDatabase(buildCatalog());
  directory = database.directory;
  api = await createCommerceApi({ dbFile: database.dbFile, channel: CHANNEL });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address() as { port: number };
  process.env.ICM_BASE_URL = `http://127.0.0.1:${address.port}${restBasePath(CHANNEL)}`;
  process.env.PUBLIC_URL = PUBLIC_URL;
  process.env.SESSION_SECRET = SESSION_SECRET;

  const serverBuild = path.resolve('build/server/index.js');
  const build = (await import(serverBuild)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  handle = (request) => handler(request, new RouterContextProvider());
}, 120_000);

afterAll(async () => {
  await api?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** A cookie of a valid session holding `data`, as the storefront encrypts it. */
async function sessionCookie(data: Record<string, string>): Promise<string> {
  // The storefront's own session storage: SESSION_SECRET is set by now.
  const storage = (await import('~/http/session.server')).sessionStorage;
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as 'currency', value);
  return (await storage.commitSession(session)).split(';')[0];
}

/** The products a listing shows: the headings in its products region. */
const products = (html: string) => elements(labelled(html, 'Products') ?? '', 'h3').map(textOf);

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  handle(new Request(`http://shop.test${pathAndQuery}`, { headers }));

describe('home', () => {
  it('has its SEO title and description', async () => {
    const html = await (await get('/home')).text();
    expect(html).toContain('<title>inSPIRED inTRONICS | Electronics and office equipment</title>');
    expect(html).toMatch(/<meta name="description" content="inSPIRED inTRONICS: cameras/);
  });

  it('redirects from the empty path', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/home');
  });

  it('may be cached by shared caches for anonymous visitors', async () => {
    const response = await get('/home');
    expect(response.headers.get('Cache-Control')).toContain('s-maxage=60');
  });

  it('is private for a visitor with a session', async () => {
    const response = await get('/home', { Cookie: await sessionCookie({ currency: 'EUR' }) });
    expect(response.headers.get('Cache-Control')).toMatch(/^private/);
  });

  it('stays shareable for a visitor whose session cookie is junk', async () => {
    const response = await get('/home', { Cookie: '__session=abc' });
    expect(response.headers.get('Cache-Control')).toContain('s-maxage=60');
  });

  it('says that it varies by cookie', async () => {
    const response = await get('/home');
    expect(response.headers.get('Vary')).toContain('Cookie');
  });

  it('builds its canonical link on the public origin, whatever the Host headers say', async () => {
    const html = await (await get('/HOME/?foo=bar', { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' })).text();
    expect(html).toContain('<link rel="canonical" href="https://shop.example.com/home"/>');
    expect(html).not.toContain('evil.example');
  });

  it('links its German version with hreflang', async () => {
    const html = await (await get('/home')).text();
    expect(html).toMatch(/<link rel="alternate" hrefLang="de" href="https:\/\/shop.example.com\/de\/home"\/>/i);
  });
});

describe('category pages', () => {
  it('render by slug, id and reference alike', async () => {
    for (const url of ['/digital-cameras-ctgCameras-Camcorders.575', '/category/Cameras-Camcorders.575', '/categoryref/575@inSPIRED-inTRONICS-Cameras-Camcorders']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('<h1>Digital Cameras</h1>');
    }
  });

  it('list 9 products per page and link page 2 without a page parameter for page 1', async () => {
    const html = await (await get('/category/Cameras-Camcorders.575?page=2')).text();
    expect(products(html)).toHaveLength(9);
    expect(html).toContain('href="/category/Cameras-Camcorders.575"');
  });

  it('say so for a page beyond the last, linking to the first', async () => {
    const response = await get('/category/Cameras-Camcorders.575?page=99');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('This page does not exist: the listing has 3 pages.');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('offer to remove filters that match nothing', async () => {
    const html = await (await get('/category/Cameras-Camcorders.575?filters=Color%3DNo-Such-Colour')).text();
    expect(html).toContain('No products match all the filters you selected.');
    expect(html).toContain('Clear all filters');
  });

  it('lead from a slug that is not the category\'s own to the canonical one', async () => {
    const response = await get('/cameras-ctgCameras-Camcorders.575?page=2');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/digital-cameras-ctgCameras-Camcorders.575?page=2');
  });

  it('answer 404 for an unknown category, marked noindex', async () => {
    const response = await get('/nothing-ctgNo-Such-Category');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it('keep the selected facets in the URL of every page link', async () => {
    const html = await (await get('/category/Cameras-Camcorders.575?filters=Color%3DBlack')).text();
    expect(html).toContain('15 products');
    expect(html).toContain('filters=Color%3DBlack&amp;page=2');
  });

  it('name their German version by its German canonical URL', async () => {
    const english = await (await get('/category/Cameras-Camcorders.575')).text();
    const german = await (await get('/de/category/Cameras-Camcorders.575')).text();
    const germanAlternate = /<link rel="alternate" hrefLang="de" href="([^"]+)"/i.exec(english)?.[1];
    expect(germanAlternate).toBe(/<link rel="canonical" href="([^"]+)"/.exec(german)?.[1]);
    expect(germanAlternate).toContain('/de/digitalkameras-ctg');
  });

  it('are shown in German under /de', async () => {
    const html = await (await get('/de/category/Cameras-Camcorders.575')).text();
    expect(html).toContain('<html lang="de" ');
    expect(html).toContain('<h1>Digitalkameras</h1>');
  });
});

describe('product pages', () => {
  it('render by slug and by /product/{sku} with a canonical link and Product JSON-LD', async () => {
    for (const url of ['/google-home-prd201807171', '/product/201807171']) {
      const html = await (await get(url)).text();
      expect(html, url).toContain('<h1 id="product-name">Google Home</h1>');
      expect(html, url).toContain('<link rel="canonical" href="https://shop.example.com/google-home-prd201807171"/>');
      expect(html, url).toContain('"@type":"Product"');
    }
  });

  it('redirect a variation master to its default variation', async () => {
    const response = await get('/product/201807231');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toMatch(/prd201807231-04$/);
  });

  it('offer every other variation as a link', async () => {
    const html = await (await get('/product/201807231-04')).text();
    expect(html).toMatch(/href="\/[^"]*prd201807231-0[1235](-ctg[^"]*)?"/);
  });

  it('show the parts of a bundle', async () => {
    const html = await (await get('/product/201807194')).text();
    expect(html).toContain('This bundle contains');
    expect(html).toMatch(/prd201807191/);
  });

  it('show the last variants page for a variants page beyond the last', async () => {
    const response = await get('/product/201807204-02?page=3');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('All variants');
  });

  it('lead from another slug to the one canonical URL', async () => {
    const response = await get('/anything-prd201807171');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/google-home-prd201807171');
  });

  it('do not repeat variation values the name already says', async () => {
    const html = await (await get('/product/201807204-02')).text();
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/shop.example.com\/microsoft-surface-laptop-platinum-512-gb-prd201807204-02"\/>/);
  });

  it('lead from an unknown category context to the product without it, in ASCII', async () => {
    for (const [url, location] of [
      ['/de//x-prd201807171-ctg.evil.example', '/de/google-home-prd201807171'],
      ['/x-prd201807171-ctg%E2%82%AC', '/google-home-prd201807171'],
      ['/x-prd201807171-ctg%00', '/google-home-prd201807171'],
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(301);
      expect(response.headers.get('Location'), url).toBe(location);
    }
  });

  it('show linked products in the page itself, for readers without JavaScript', async () => {
    const html = await (await get('/product/201807195')).text();
    const accessories = elements(labelled(html, 'Accessories') ?? '', 'h3').map(textOf);
    expect(accessories).toHaveLength(4);
  });

  it('show the rating with a decimal comma in German', async () => {
    const html = await (await get('/de/product/5530112')).text();
    expect(html).toContain('2,5');
    expect(html).not.toMatch(/Bewertet mit 2\.5/);
  });

  it('name the image views in the page\'s language', async () => {
    const html = await (await get('/de/product/201807171')).text();
    expect(html).toContain('alt="Google Home, Rückansicht"');
    expect(html).not.toMatch(/alt="[^"]*Ansicht (front|back|side)/);
  });

  it('name their German version by its German canonical URL', async () => {
    const english = await (await get('/product/201807204-02')).text();
    const german = await (await get('/de/product/201807204-02')).text();
    const germanAlternate = /<link rel="alternate" hrefLang="de" href="([^"]+)"/i.exec(english)?.[1];
    expect(germanAlternate).toBe(/<link rel="canonical" href="([^"]+)"/.exec(german)?.[1]);
  });

  it('offer their German version by its German URL in the language switch, keeping the query', async () => {
    const english = await (await get('/product/201807204-02?page=2')).text();
    const german = await (await get('/de/product/201807204-02')).text();
    const germanPath = new URL(/<link rel="canonical" href="([^"]+)"/.exec(german)?.[1] ?? '').pathname;
    expect(english).toContain(`<a href="${germanPath}?page=2&amp;lang=de_DE" hrefLang="de" lang="de">Deutsch</a>`);
  });

  it('answer 404 for an unknown SKU', async () => {
    expect((await get('/product/0000000000')).status).toBe(404);
  });
});

describe('search', () => {
  it('lists 12 results per page', async () => {
    const html = await (await get('/search?searchTerm=camera')).text();
    expect(products(html)).toHaveLength(12);
  });

  it('redirects to the product when exactly one matches', async () => {
    const response = await get('/search?searchTerm=201807171');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/google-home-prd201807171');
  });

  it('leads from a variation\'s item number to that variation, not its master\'s default', async () => {
    const response = await get('/search?searchTerm=201807204-10');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/prd201807204-10$/);
  });

  it('does not redirect when filters leave one hit', async () => {
    const response = await get('/search?searchTerm=sony&filters=Color%3DCosmic%2BRed');
    expect(response.status).toBe(200);
  });

  it('answers a page number beyond any listing with the listing\'s message', async () => {
    const response = await get('/search?searchTerm=camera&page=99999999999999999999');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('This page does not exist');
  });

  it('searches a very long term by its start and shows it shortened', async () => {
    const response = await get(`/search?searchTerm=${'camera '.repeat(2500)}`);
    expect(response.status).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '';
    expect(title.length).toBeLessThan(120);
    expect(title).toMatch(/\| inSPIRED inTRONICS$/);
  });

  it('titles an empty search without quotes', async () => {
    const html = await (await get('/search?searchTerm=')).text();
    expect(html).toContain('<title>Search | inSPIRED inTRONICS</title>');
  });

  it('ends the breadcrumbs of an empty search with "Search", not a search for ""', async () => {
    const html = await (await get('/search?searchTerm=')).text();
    expect(html).toContain('<span aria-current="page">Search</span>');
    expect(html).not.toContain('Your search for');
  });

  it('takes the term from the path as well', async () => {
    const html = await (await get('/search/camera')).text();
    expect(html).toContain('Search results for &quot;camera&quot;');
  });

  it('returns suggestions as JSON, none below two characters', async () => {
    const suggestions = (await (await get('/api/suggest?SearchTerm=surf')).json()) as { suggestions: { term: string }[] };
    expect(suggestions.suggestions.some((suggestion) => suggestion.term.includes('Surface'))).toBe(true);
    const none = (await (await get('/api/suggest?SearchTerm=s')).json()) as { suggestions: unknown[] };
    expect(none.suggestions).toEqual([]);
  });
});

describe('errors', () => {
  it('an unknown path is a 404 error page, not indexed', async () => {
    const response = await get('/some/unknown/path');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Page not found | inSPIRED inTRONICS');
  });

  it('a page not found offers the search, the language switch and the way home', async () => {
    const html = await (await get('/some/unknown/path')).text();
    expect(html).toMatch(/<form[^>]*action="\/search"/);
    expect(html).toContain('name="searchTerm"');
    expect(html).toMatch(/<a href="\/de\/some\/unknown\/path\?lang=de_DE" hrefLang="de" lang="de">Deutsch<\/a>/);
    expect(html).toContain('<a href="/home">Continue shopping on the home page</a>');
    expect(await (await get('/de/some/unknown/path')).text()).toMatch(/<a href="\/de\/home">[^<]+<\/a>/);
  });

  it('the maintenance page leads home while the backend answers (no general error is set)', async () => {
    for (const [path, home] of [['/maintenance', '/home'], ['/de/maintenance', '/de/home']]) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(home);
    }
  });

  it('pages carry a Content-Security-Policy with a script nonce', async () => {
    const response = await get('/home');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });
});

describe('when the commerce backend is down', () => {
  it('pages answer 503 with a friendly message, Retry-After and no stack trace', async () => {
    await api.close();
    const response = await get('/search?searchTerm=backend-down-check');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('120');
    const html = await response.text();
    expect(html).toContain('The shop is taking a short break');
    expect(html).not.toMatch(/at \S+ \(|Error:/);
  });

  it('the maintenance page shows, 503 with Retry-After, not indexed', async () => {
    await api.close();
    // Longer than the backend probe keeps its last answer (app/http/backend-health.server.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const response = await get('/maintenance');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('120');
    const html = await response.text();
    expect(html).toContain('We are doing some maintenance');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('the cookies page', () => {
  it('is where the footer\'s privacy link leads, coming back to the page, and names the shop\'s cookies', async () => {
    const home = await (await get('/home')).text();
    const link = /<footer[\s\S]*?<a href="([^"]+)"[^>]*>Cookies</.exec(home)?.[1];
    expect(link).toBe('/cookies?returnTo=%2Fhome');
    const page = await get(link!);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const name of ['__session', 'cookieConsent', 'preferredLocale']) expect(html).toContain(`<code>${name}</code>`);
  });

  it('speaks German below /de', async () => {
    expect(await (await get('/de/cookies')).text()).toContain('Wählen Sie, welche Cookies der Shop verwenden darf');
  });
});
