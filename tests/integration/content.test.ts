// CMS content through the built storefront against the bundled API: content pages at /page/{id} and
// …-pg{id} (200, and 404 when the CMS has no such page), the page tree beside them, the home page's
// teasers and product lists, the footer's and header's includes, and an include that fails: the page
// still renders, without that area.
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApi, restBasePath } from '../../commerce-api/app';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { createSeededDatabase } from '../commerce-api/support';
import { labelled, links, textOf, elements } from './html';

const CHANNEL = 'inSPIRED-inTRONICS-Site';
let api: Awaited<ReturnType<typeof createCommerceApi>>;
let directory: string;
let dbFile: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const database = createSeededDatabase(buildCatalog());
  directory = database.directory;
  dbFile = database.dbFile;
  api = await createCommerceApi({ dbFile, channel: CHANNEL });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address() as { port: number };
  process.env.ICM_BASE_URL = `http://127.0.0.1:${address.port}${restBasePath(CHANNEL)}`;
  process.env.PUBLIC_URL = 'https://shop.example.com';
  process.env.SESSION_SECRET = 'integration-test-secret';
  const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  handle = (request) => handler(request, new RouterContextProvider());
}, 120_000);

afterAll(async () => {
  await api?.close();
  rmSync(directory, { recursive: true, force: true });
});

const get = (pathAndQuery: string) => handle(new Request(`http://shop.test${pathAndQuery}`));

describe('content pages', () => {
  it('/page/{id} shows the page, its text with converted links, and the page tree beside it', async () => {
    const response = await get('/page/page.aboutus.pagelet2-Page');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 id="content-page-title">About us</h1>');
    expect(html).toContain('href="/categoryref/Cameras@inSPIRED-inTRONICS-Cameras"');
    expect(html).toContain('href="/page/page.help.pagelet2-Page"');
    const navigation = labelled(html, 'Pages in this section') ?? '';
    expect(links(navigation).map((link) => link.name)).toEqual(['Service', 'About us', 'Help', 'Terms and conditions', 'Privacy policy']);
    expect(navigation).toMatch(/aria-current="page"[^>]*>About us|href="\/page\/page.aboutus.pagelet2-Page" aria-current="page"/);
  });

  it('…-pg{id} shows the same page, in German below /de', async () => {
    const response = await get('/de/hilfe-pgpage.help.pagelet2-Page');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 id="content-page-title">Hilfe</h1>');
    expect(html).toContain('href="/de/account/orders"');
  });

  it('answers 404 for a page the CMS does not have, under both patterns', async () => {
    expect((await get('/page/page.nothing.pagelet2-Page')).status).toBe(404);
    expect((await get('/nothing-pgpage.nothing.pagelet2-Page')).status).toBe(404);
  });

  it('keeps the shop\'s static pages where the CMS has none', async () => {
    const response = await get('/page/terms');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1 id="content-page-title">Terms and conditions</h1>');
  });
});

describe('includes', () => {
  it('the home page shows its teasers: hero, carousel, product lists', async () => {
    const response = await get('/home');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Cameras for every moment');
    expect(html).toContain('href="/categoryref/584@inSPIRED-inTRONICS-Cameras-Camcorders"');
    const carousel = labelled(html, 'Featured') ?? '';
    expect(elements(carousel, 'li')).toHaveLength(3);
    expect(carousel).toContain('href="/categoryref/Cameras@inSPIRED-inTRONICS-Cameras"');
    const topSellers = labelled(html, 'Top sellers') ?? '';
    expect(elements(topSellers, 'h3').map(textOf).length).toBeGreaterThan(0);
    expect(labelled(html, 'New camcorders')).toBeDefined();
  });

  it('every page has the footer content with links to the content pages, and the header top line', async () => {
    const html = await (await get('/de/home')).text();
    expect(html).toContain('Kostenloser Standardversand');
    expect(html).toMatch(/<a href="\/de\/page\/page.aboutus.pagelet2-Page">Über uns<\/a>/);
  });

  it('a failing include leaves its area empty, never the page', async () => {
    const db = new Database(dbFile);
    db.exec('DROP TABLE cms_parameters');
    db.close();
    // French: answers not yet in the storefront's shared cache
    const response = await get('/fr/home');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('Cameras for every moment');
    expect(html).toContain('<h1 id="home-heading">');
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
  });
});
