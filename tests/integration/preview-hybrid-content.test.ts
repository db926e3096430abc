// Issue 21's preview bridge, hybrid mode, contact persons and content sitemap through the built
// storefront, with PREVIEW_EDITOR_ORIGIN, HYBRID_BACKEND_URL and SITEMAP_CONTENT_ROOTS set. The
// bundled API stands in for ICM behind a small proxy that marks CMS answers to calls with `;prectx=`
// (the bundled API has no preview: it answers them as without) and can fail chosen calls. Proves:
// the editor may frame the shop; its preview context reaches the CMS calls; a preview answer is
// stored nowhere and never reaches another visitor; hybrid pages redirect to the configured classic
// shop whatever the Host; the contact persons component shows, or is left out when its call fails;
// the sitemaps list the content pages, and a failing page tree leaves them out.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApi } from '../../commerce-api/app';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { createSeededDatabase } from '../commerce-api/support';
import { type BuiltStorefront, rawRequest, startBuiltStorefront } from './built-storefront';

const EDITOR = 'https://editor.example.com';
const CLASSIC = 'https://classic.example.com';
const HELP = '/page/page.help.pagelet2-Page';
const MARKER = 'PREVIEW-ONLY delivery';

let api: Awaited<ReturnType<typeof createCommerceApi>>;
let directory: string;
let proxy: Server;
let shop: BuiltStorefront;
/** Paths the storefront called at the stand-in ICM. */
const calls: string[] = [];
/** Calls whose path contains one of these fail with 500. */
const failing = new Set<string>();

/** Forwards to the API; marks the answers to preview calls, fails the calls asked to fail. */
function startProxy(apiOrigin: string): Promise<string> {
  proxy = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    calls.push(path);
    if ([...failing].some((part) => path.includes(part))) return outgoing.writeHead(500, { 'Content-Type': 'application/json' }).end('{}');
    const { hostname, port } = new URL(apiOrigin);
    const headers = { ...incoming.headers, host: `${hostname}:${port}` };
    delete headers['accept-encoding'];
    const forwarded = httpRequest({ hostname, port, path, method: incoming.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks).toString('utf8');
        if (path.includes(';prectx=')) body = body.replaceAll('Standard delivery', MARKER);
        const answerHeaders = { ...answer.headers };
        delete answerHeaders['content-length'];
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders).end(body);
      });
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  const database = createSeededDatabase(buildCatalog());
  directory = database.directory;
  api = await createCommerceApi({ dbFile: database.dbFile, channel: 'inSPIRED-inTRONICS-Site' });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const proxyOrigin = await startProxy(`http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);
  shop = await startBuiltStorefront({
    apiProcess: { origin: proxyOrigin, dbFile: database.dbFile },
    env: {
      SESSION_SECRET: 'integration-test-secret',
      PUBLIC_URL: 'https://shop.example.com',
      PREVIEW_EDITOR_ORIGIN: EDITOR,
      HYBRID_BACKEND_URL: CLASSIC,
      HYBRID_PAGES: 'basket,quickorder',
      SITEMAP_CONTENT_ROOTS: 'page.service.pagelet2-Page,page.missing.pagelet2-Page',
      PAGE_CACHE_SECONDS: '10',
    },
  });
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  await api?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(shop.origin, path, { headers });

describe('the preview bridge', () => {
  it('lets the editor frame the pages, without X-Frame-Options', async () => {
    const home = await get('/home');
    expect(home.status).toBe(200);
    expect(home.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${EDITOR};`);
    expect(home.headers['x-frame-options']).toBeUndefined();
    // the bridge comes along as the root loader's editor origin, its script loaded only in a frame
    expect(home.body).toContain(`previewEditorOrigin\\",\\"${EDITOR}`);
  });

  it('sends the preview context to the CMS calls and stores the preview nowhere', async () => {
    const before = await get(HELP);
    expect(before.body).toContain('Standard delivery');
    expect(before.headers['cache-control']).toMatch(/public/);

    calls.length = 0;
    const preview = await get(`${HELP}?PreviewContextID=ctx_1`);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain(MARKER);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const cmsCalls = calls.filter((path) => path.includes('/cms/'));
    expect(cmsCalls.length).toBeGreaterThan(0);
    expect(cmsCalls.every((path) => path.includes(';prectx=ctx_1'))).toBe(true);

    // neither the page cache, nor the catalogue cache, nor a shared cache hands the preview to a visitor
    for (const path of [HELP, `${HELP}?x=1`]) {
      const visitor = await get(path);
      expect(visitor.body, path).not.toContain(MARKER);
      expect(visitor.body, path).toContain('Standard delivery');
    }
    // and the editor gets the preview again, not a kept page
    expect((await get(`${HELP}?PreviewContextID=ctx_1`)).body).toContain(MARKER);
  });

  it('ignores a preview context id with odd characters', async () => {
    calls.length = 0;
    const odd = await get(`${HELP}?PreviewContextID=${encodeURIComponent('x;loc=de_DE/../y')}`);
    expect(odd.status).toBe(200);
    expect(odd.body).not.toContain(MARKER);
    expect(calls.some((path) => path.includes('prectx'))).toBe(false);
  });
});

describe('hybrid mode', () => {
  it('redirects the pages the classic shop serves to it, built from the configuration', async () => {
    const quickOrder = await get('/quick-order', { host: 'evil.example' });
    expect(quickOrder.status).toBe(302);
    expect(quickOrder.headers.location).toBe(`${CLASSIC}/INTERSHOP/web/WFS/inSPIRED-inTRONICS-Site/en_US/-/EUR/ViewQuickorder-Start`);
    const basket = await get('/de/basket?x=//evil.example');
    expect(basket.status).toBe(302);
    expect(basket.headers.location).toBe(`${CLASSIC}/INTERSHOP/web/WFS/inSPIRED-inTRONICS-Site/de_DE/-/EUR/ViewCart-View`);
  });

  it("sends a client-side navigation's data request to the classic shop too, as a document redirect", async () => {
    for (const [path, target] of [
      ['/quick-order.data', `${CLASSIC}/INTERSHOP/web/WFS/inSPIRED-inTRONICS-Site/en_US/-/EUR/ViewQuickorder-Start`],
      ['/de/basket.data?_routes=routes%2Fbasket', `${CLASSIC}/INTERSHOP/web/WFS/inSPIRED-inTRONICS-Site/de_DE/-/EUR/ViewCart-View`],
    ]) {
      const answer = await get(path);
      // React Router's encoded redirect: the browser loads the target as a document, no storefront page data.
      expect(answer.body).toContain(target);
      expect(answer.body).not.toContain('Quick order');
      expect(answer.headers['cache-control']).toContain('no-store');
    }
    expect((await get('/home.data')).body).not.toContain(CLASSIC);
  });

  it('keeps the pages it does not hand over, and posts', async () => {
    expect((await get(HELP)).status).toBe(200);
    expect((await get('/home')).status).toBe(200);
    const post = await rawRequest(shop.origin, '/basket', { method: 'POST', headers: { origin: shop.origin, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).not.toBe(302);
  });
});

describe('the contact persons component', () => {
  it('is left out when its call fails, the page still shown (and not stored)', async () => {
    failing.add('/contactpersons');
    try {
      const page = await get('/page/page.service.pagelet2-Page');
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('Patricia Miller');
      expect(page.headers['cache-control']).toBe('private, no-store');
    } finally {
      failing.delete('/contactpersons');
    }
  });

  it('shows the contact persons of the service page with mailto, tel and home page links', async () => {
    const page = await get('/page/page.service.pagelet2-Page?fresh=1');
    expect(page.body).toContain('Contact persons');
    expect(page.body).toContain('Dr. Patricia Miller');
    expect(page.body).toContain('href="mailto:sales@inspired-intronics.example"');
    expect(page.body).toContain('href="tel:+4936415010' + '01"');
    expect(page.body).toContain('href="https://www.intershop.com/"');
    const german = await get('/de/page/page.service.pagelet2-Page');
    expect(german.body).toContain('Ansprechpartner');
  });
});

describe('the content sitemap', () => {
  it('lists each site\'s pages file in the index', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.body).toContain('https://shop.example.com/sitemap/pages-1.xml');
    expect(index.body).toContain('https://shop.example.com/de/sitemap/pages-1.xml');
  });

  it('lists the content pages of the page tree per site, a missing tree left out', async () => {
    const german = await get('/de/sitemap/pages-1.xml');
    expect(german.status).toBe(200);
    for (const id of ['page.service.pagelet2-Page', 'page.aboutus.pagelet2-Page', 'page.help.pagelet2-Page', 'page.terms.pagelet2-Page', 'page.privacy.pagelet2-Page']) {
      expect(german.body).toContain(`<loc>https://shop.example.com/de/page/${id}</loc>`);
    }
  });

  it('stays a sitemap, without the pages, when the page tree call fails', async () => {
    failing.add('/cms/pagetree/');
    try {
      const pages = await get('/fr/sitemap/pages-1.xml');
      expect(pages.status).toBe(200);
      expect(pages.body).toContain('<urlset');
      expect(pages.body).not.toContain('<loc>');
      expect(pages.headers['cache-control']).toBe('private, no-store');
      expect((await get('/sitemap.xml')).status).toBe(200);
    } finally {
      failing.delete('/cms/pagetree/');
    }
  });
});
