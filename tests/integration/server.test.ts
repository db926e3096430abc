// The storefront's HTTP server as `npm start` runs it: hostile requests, methods, Host headers,
// static files, redirects, robots.txt and the sitemaps.
import { createHook } from 'node:async_hooks';
import { connect } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest, startBuiltStorefront, type BuiltStorefront } from './built-storefront';

let shop: BuiltStorefront;

beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const get = (rawPath: string, headers: Record<string, string> = {}) => rawRequest(shop.origin, rawPath, { headers });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const STACK_TRACE = /\n\s+at .+:\d+:\d+/;

describe('malformed paths', () => {
  it.each(['/%zz', '/search/%'])('%s answers 400 with the shop page in English', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(400);
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('This address is not valid');
    expect(response.body).not.toMatch(STACK_TRACE);
  });

  it('answers 400 under /de/ in German', async () => {
    const response = await get('/de/%zz');
    expect(response.status).toBe(400);
    expect(response.body).toContain('<html lang="de"');
    expect(response.body).toContain('Diese Adresse ist ungültig');
  });

  it.each(['/abc%25', '/x-prd8110113%25', '/%0A', '/home%0A', '/%E2%80%A8'])('%s answers 404 with the shop page', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(404);
    expect(response.body).toContain('We are sorry');
  });

  it.each(['/x-prd4319073-ctg%E2%82%AC', '/x-prd4319073-ctg%00'])('%s redirects with a valid, same-origin Location', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(301);
    // The product's own address (its default variation), with nothing of the broken category part.
    expect(response.headers.location).toBe('/fujifilm-instax-mini-12-blossom-pink-prd4319073-02');
  });
});

describe('the last line of defence for redirects', () => {
  // scripts/build.ts builds server.ts into build/server/server.js; the tests load what `npm start` runs.
  const load = async () => (await import(pathToFileURL(path.resolve('build/server/server.js')).href)) as typeof import('../../server');

  it('percent-encodes control and non-ASCII characters in Location', async () => {
    const { safeLocation } = await load();
    expect(safeLocation('/a€b\u0001c')).toBe('/a%E2%82%ACb%01c');
  });

  it('reduces a protocol-relative Location to a path', async () => {
    const { safeLocation } = await load();
    expect(safeLocation('//evil.example/x')).toBe('/evil.example/x');
    expect(safeLocation('/\\evil.example/x')).toBe('/evil.example/x');
  });
});

describe('rendered documents', () => {
  const fetchLogin = (acceptEncoding: string) => fetch(`${shop.origin}/login`, { headers: { 'accept-encoding': acceptEncoding } });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('are compressed whole for a client that takes %s: %s', async (acceptEncoding, encoding) => {
    const response = await fetchLogin(acceptEncoding);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
  });

  it('are sent as they are to a client that takes no compression', async () => {
    const response = await fetchLogin('identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(body).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
  });

  it('leave no timer behind that would keep the render alive', async () => {
    const pendingTimers = new Set<number>();
    const hook = createHook({
      init: (asyncId, type) => void (type === 'Timeout' && pendingTimers.add(asyncId)),
      destroy: (asyncId) => void pendingTimers.delete(asyncId),
    }).enable();
    try {
      for (let page = 0; page < 20; page++) await (await fetchLogin('identity')).text();
    } finally {
      hook.disable();
    }
    // Node's own (sockets, its date cache) stay, a handful whatever the number of pages.
    expect(pendingTimers.size).toBeLessThan(20);
  });
});

describe('the routes a page knows', () => {
  it("are its own locale's: a German page's route manifest names no English route", async () => {
    const response = await get('/de/home');
    expect(response.status).toBe(200);
    expect(response.body).toContain('"de_DE:home"');
    expect(response.body).not.toMatch(/"(default|en_US|fr_FR|pl_PL|ro_RO):/);
  });

  it('are found for links of every locale by route discovery', async () => {
    const version = /"version": ?"([^"]+)"/.exec((await get('/home')).body)?.[1];
    const response = await get(`/__manifest?paths=${encodeURIComponent('/de/search,/search')}&version=${version}`);
    expect(response.status).toBe(200);
    expect(Object.keys(JSON.parse(response.body))).toEqual(expect.arrayContaining(['de_DE:search', 'default:search']));
  });
});

describe('methods', () => {
  it('answers OPTIONS with 204 and the allowed methods', async () => {
    const response = await rawRequest(shop.origin, '/home', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('answers TRACE with 405 and the allowed methods', async () => {
    const response = await rawRequest(shop.origin, '/home', { method: 'TRACE' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });
});

describe('Host and forwarding headers', () => {
  it('keeps a foreign Host out of the canonical link', async () => {
    const response = await get('/home', { Host: 'evil.example' });
    expect(response.status).toBe(200);
    expect(canonicalOf(response.body)).toBe(`http://localhost:${process.env.PORT}/home`);
  });

  it('keeps a forwarded host and protocol from a loopback peer out of absolute URLs', async () => {
    const response = await get('/home', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' });
    expect(canonicalOf(response.body)).toBe(`http://localhost:${process.env.PORT}/home`);
  });

  it('uses the loopback host a request names', async () => {
    expect(canonicalOf((await get('/home')).body)).toBe(`${shop.origin}/home`);
  });

  it('serves a request with an invalid Host header without a server error', async () => {
    const response = await get('/home', { Host: '<script>' });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('<script>/');
  });

  it('serves an HTTP/1.0 request without a Host header', async () => {
    const { port } = new URL(shop.origin);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /home HTTP/1.0\r\n\r\n'));
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});

describe('responses', () => {
  it('say that pages differ by cookie', async () => {
    const response = await get('/home');
    expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
  });

  it('serve hashed build assets as immutable', async () => {
    const html = (await get('/home')).body;
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('serve a build asset compressed at build to a client that takes %s: %s, typed as the asset', async (acceptEncoding, encoding) => {
    const html = (await get('/home')).body;
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const plain = await (await fetch(shop.origin + asset, { headers: { 'accept-encoding': 'identity' } })).text();
    const response = await fetch(`${shop.origin}${asset}?v=1`, { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/^(?:application|text)\/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(plain);
  });

  it('serve a build asset as it is to a client that takes no compression', async () => {
    const html = (await get('/home')).body;
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const response = await get(asset);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toMatch(/import|export/);
  });

  it('compress a text answer of a resource route in one piece', async () => {
    const response = await fetch(`${shop.origin}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } });
    const body = await response.text();
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(response.headers.get('content-encoding')).toBe(Buffer.byteLength(body) < 1024 ? null : 'gzip');
    expect(body).toContain('<sitemapindex');
  });

  it('answer an unknown asset with the 404 page', async () => {
    const response = await get('/assets/missing-0000.js');
    expect(response.status).toBe(404);
    expect(response.body).toContain('We are sorry');
  });
});

describe('the public origin of absolute URLs', () => {
  // The configuration is read once, when first imported: each case imports it afresh.
  async function publicOriginWith(environment: Record<string, string>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
    return (await import('../../app/http/public-origin.server')).publicOrigin;
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is PUBLIC_URL whatever the request says', async () => {
    const publicOrigin = await publicOriginWith({ PUBLIC_URL: 'https://shop.example.com/ignored/path', ALLOWED_HOSTS: '' });
    expect(publicOrigin(new Request('http://localhost:3000/home'))).toBe('https://shop.example.com');
  });

  it('is the request origin for an allowed host', async () => {
    const publicOrigin = await publicOriginWith({ PUBLIC_URL: '', ALLOWED_HOSTS: 'shop.example.com, www.shop.example.com' });
    expect(publicOrigin(new Request('https://www.shop.example.com/home'))).toBe('https://www.shop.example.com');
  });

  it('is the first allowed host for any other host', async () => {
    const publicOrigin = await publicOriginWith({ PUBLIC_URL: '', ALLOWED_HOSTS: 'shop.example.com', SECURE_COOKIES: 'true' });
    expect(publicOrigin(new Request('https://evil.example/home'))).toBe('https://shop.example.com');
  });

  it('is localhost on PORT without configuration, for a host or protocol nobody allowed', async () => {
    const publicOrigin = await publicOriginWith({ PUBLIC_URL: '', ALLOWED_HOSTS: '', PORT: '4321' });
    expect(publicOrigin(new Request('http://evil.example/home'))).toBe('http://localhost:4321');
    expect(publicOrigin(new Request('javascript://localhost/home'))).toBe('http://localhost:4321');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of personal pages in every locale', async () => {
    const { body } = await get('/robots.txt');
    for (const page of ['/basket', '/checkout', '/account', '/de/basket', '/de/checkout', '/de/account']) {
      expect(body).toContain(`Disallow: ${page}\n`);
    }
  });

  it('keeps crawlers out of filter and sort permutations', async () => {
    const { body } = await get('/robots.txt');
    expect(body).toContain('Disallow: /*?*filters=\n');
    expect(body).toContain('Disallow: /*?*sorting=\n');
  });

  it('names the sitemap by an absolute URL on the public origin', async () => {
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${shop.origin}/sitemap.xml\n`);
    expect((await get('/robots.txt', { Host: 'evil.example' })).body).toContain(`Sitemap: http://localhost:${process.env.PORT}/sitemap.xml\n`);
  });
});

describe('sitemaps', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('index the category, product and content page sitemaps of every locale', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(response.body)).toEqual(
      ['', '/de', '/fr', '/pl', '/ro'].flatMap((prefix) =>
        ['categories', 'products', 'pages'].map((kind) => `${shop.origin}${prefix}/sitemap/${kind}-1.xml`),
      ),
    );
  });

  it('may be kept by shared caches', async () => {
    expect((await get('/sitemap.xml')).headers['cache-control']).toContain('s-maxage=');
  });

  it('list category pages that answer 200 without a redirect', async () => {
    const urls = locs((await get('/sitemap/categories-1.xml')).body);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls.slice(0, 5)) expect((await get(new URL(url).pathname)).status, url).toBe(200);
  });

  it('list product pages by their canonical URLs', async () => {
    const urls = locs((await get('/sitemap/products-1.xml')).body);
    expect(urls.length).toBeGreaterThan(100);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls.slice(0, 5)) {
      const response = await get(new URL(url).pathname);
      expect(response.status, url).toBe(200);
      expect(canonicalOf(response.body), url).toBe(url);
    }
  });

  it('have a content page sitemap, empty without SITEMAP_CONTENT_ROOTS against an ICM (tests/integration/preview-hybrid-content.test.ts fills it)', async () => {
    const response = await get('/sitemap/pages-1.xml');
    expect(response.status).toBe(200);
    expect(locs(response.body)).toEqual([]);
  });

  it('list German pages under /de/', async () => {
    const urls = locs((await get('/de/sitemap/categories-1.xml')).body);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((url) => url.startsWith(`${shop.origin}/de/`))).toBe(true);
  });

  it('answer 404 beyond the last page and for unknown files', async () => {
    expect((await get('/sitemap/products-2.xml')).status).toBe(404);
    expect((await get('/sitemap/pages-2.xml')).status).toBe(404);
    expect((await get('/sitemap/stores-1.xml')).status).toBe(404);
  });
});

describe('kept pages', () => {
  const scriptPolicy = (response: { headers: Record<string, string | string[] | undefined> }) =>
    /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';

  it('serve an anonymous catalogue page again with its inline scripts allowed by hash, not by a shared nonce', async () => {
    const first = await get('/category/Cameras-Camcorders.575?view=list');
    const again = await get('/category/Cameras-Camcorders.575?view=list');
    expect(scriptPolicy(first)).toMatch(/'nonce-/);
    expect(scriptPolicy(again)).not.toMatch(/'nonce-/);
    expect(scriptPolicy(again)).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(again.body).toBe(first.body);
  });

  it('are not served to a visitor with a session', async () => {
    await get('/category/Cameras-Camcorders.584');
    const personal = await get('/category/Cameras-Camcorders.584', { Cookie: '__session=anything' });
    expect(scriptPolicy(personal)).toMatch(/'nonce-/);
  });

  it('are sent compressed to clients that take gzip', async () => {
    await get('/category/Cameras-Camcorders.577');
    const again = await get('/category/Cameras-Camcorders.577', { 'Accept-Encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
  });

  it('are never kept when the page is not shareable', async () => {
    await get('/product/0000000000');
    const again = await get('/product/0000000000');
    expect(again.status).toBe(404);
    expect(scriptPolicy(again)).toMatch(/'nonce-/);
  });
});
