// The storefront's routes end to end on the server: the built request handler (middleware, loaders,
// rendering) against the bundled API with the demo catalogue on a random port and a fresh database.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApi, restBasePath } from '../../commerce-api/app';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { createSeededDatabase } from '../commerce-api/support';

const CHANNEL = 'inSPIRED-inTRONICS-Site';
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

  const serverBuild = path.resolve('build/server/index.js');
  if (!existsSync(serverBuild)) spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  const build = (await import(serverBuild)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  handle = (request) => handler(request, new RouterContextProvider());
}, 120_000);

afterAll(async () => {
  await api?.close();
  rmSync(directory, { recursive: true, force: true });
});

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
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/home');
  });

  it('may be cached by shared caches for anonymous visitors', async () => {
    const response = await get('/home');
    expect(response.headers.get('Cache-Control')).toContain('s-maxage=60');
  });

  it('is private for a visitor with a session', async () => {
    const response = await get('/home', { Cookie: '__session=abc' });
    expect(response.headers.get('Cache-Control')).toMatch(/^private/);
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
    expect(html.match(/<article class="product-tile/g)).toHaveLength(9);
    expect(html).toContain('href="/category/Cameras-Camcorders.575"');
  });

  it('answer 404 for a page beyond the last', async () => {
    expect((await get('/category/Cameras-Camcorders.575?page=99')).status).toBe(404);
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

  it('are shown in German under /de', async () => {
    const html = await (await get('/de/category/Cameras-Camcorders.575')).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Digitalkameras</h1>');
  });
});

describe('product pages', () => {
  it('render by slug and by /product/{sku} with a canonical link and Product JSON-LD', async () => {
    for (const url of ['/google-home-prd201807171', '/product/201807171']) {
      const html = await (await get(url)).text();
      expect(html, url).toContain('<h1 id="product-name">Google Home</h1>');
      expect(html, url).toContain('<link rel="canonical" href="http://shop.test/google-home-prd201807171"/>');
      expect(html, url).toContain('"@type":"Product"');
    }
  });

  it('redirect a variation master to its default variation', async () => {
    const response = await get('/product/201807231');
    expect(response.status).toBe(302);
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

  it('answer 404 for an unknown SKU', async () => {
    expect((await get('/product/0000000000')).status).toBe(404);
  });
});

describe('search', () => {
  it('lists 12 results per page', async () => {
    const html = await (await get('/search?searchTerm=camera')).text();
    expect(html.match(/<article class="product-tile/g)).toHaveLength(12);
  });

  it('redirects to the product when exactly one matches', async () => {
    const response = await get('/search?searchTerm=201807171');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/google-home-prd201807171');
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

  it('pages carry a Content-Security-Policy with a script nonce', async () => {
    const response = await get('/home');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });
});

describe('when the commerce backend is down', () => {
  it('pages answer 503 with a friendly message and no stack trace', async () => {
    await api.close();
    const response = await get('/search?searchTerm=backend-down-check');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('The shop is taking a short break');
    expect(html).not.toMatch(/at \S+ \(|Error:/);
  });
});
