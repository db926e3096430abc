// A few thousand random and hostile requests through the storefront as `npm start` runs it: paths and
// query parameters built from the shop's URL patterns and from strings attackers send, with hostile
// Host and X-Forwarded-* headers and now and then another method than GET. The random numbers come from a fixed seed, so a failure reproduces;
// each failure names the request that caused it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startBuiltStorefront, type BuiltStorefront, type RawResponse } from './built-storefront';
import { mulberry32 } from '../../commerce-api/seed/data/prng';

const SEED = 20_261_122;
const REQUESTS = 2_000;
const PARALLEL = 8;

const random = mulberry32(SEED);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Strings attackers and broken clients send, already as they appear in a request line. */
const HOSTILE = [
  '%', '%%', '%zz', '%2', '%25', '%2525', '%00', '%0A', '%0D%0A', '%09', '%7F', '%E2%80%A8', '%E2%80%A9', '%C0%AF', '%FF',
  '%E2%82%AC', '%F0%9F%98%80', '%C3%BC', '..', '../..', '%2E%2E%2F', '%2F%2Fevil.example', '//evil.example', '/%5Cevil.example',
  '%5C%5Cevil.example', 'javascript:alert(1)', 'javascript%3Aalert(1)', 'https://evil.example', 'https:%2F%2Fevil.example',
  '__proto__', 'constructor', 'prototype', 'toString', '-1', '0', '1e309', 'NaN', 'Infinity', '9'.repeat(30), '99999999',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%22%3E%3Cimg%20src%3Dx%3E', "'", '%27', ';loc=de_DE', ';cur=XXX', '*', '?', '#', '&',
  'a'.repeat(3_000), '%41'.repeat(1_000), 'ctg', 'prd', '-ctg', '-prd-ctg', 'x-prd', 'x-ctg%25', '.data', '_routes=root', 'index',
];
/** Plain values the shop expects, so that hostile parts also reach deeper code. */
const ORDINARY = [
  'Cameras-Camcorders', 'Cameras-Camcorders.575', 'Computers', '4319073', '8110113', '201807171', 'camera', 'sony', '1', '2', 'list',
  'grid', 'name-asc', 'price-desc', 'Brand%3DSony', 'Brand%3DSony%26Brand%3DCanon', 'en_US', 'de_DE', 'EUR', 'USD',
];
const value = () => (random() < 0.6 ? pick(HOSTILE) : pick(ORDINARY));
const part = () => (random() < 0.3 ? `${value()}${value()}` : value());

/** The shop's URL patterns with their variable parts replaced. */
const PATHS: (() => string)[] = [
  () => '/',
  () => '/home',
  () => `/${part()}`,
  () => `/${part()}/${part()}`,
  () => `/search/${part()}`,
  () => '/search',
  () => `/category/${part()}`,
  () => `/categoryref/${part()}`,
  () => `/product/${part()}`,
  () => `/${part()}-ctg${part()}`,
  () => `/${part()}-prd${part()}`,
  () => `/${part()}-prd${part()}-ctg${part()}`,
  () => `/x-prd4319073-ctg${part()}`,
  () => '/error',
  () => '/maintenance',
  () => '/api/suggest',
  () => '/robots.txt',
  () => `/sitemap/${part()}`,
  () => `/sitemap/products-${part()}.xml`,
  () => `/assets/${part()}`,
  () => `/${part()}.data`,
];
const PARAMETERS = ['page', 'sorting', 'sortKey', 'filters', 'view', 'searchTerm', 'SearchTerm', 'error', 'returnUrl', 'redirectTo', 'lang', '_routes', 'index', value()];
const HEADERS: Record<string, string>[] = [
  { Host: 'evil.example' },
  { Host: 'evil.example:8080' },
  { Host: '127.0.0.1:1' },
  { 'X-Forwarded-Host': 'evil.example' },
  { 'X-Forwarded-Host': 'evil.example:99999999' },
  { 'X-Forwarded-Proto': 'javascript' },
  { 'X-Forwarded-Proto': 'https, javascript' },
  { 'X-Forwarded-For': '1.2.3.4, <script>' },
  { Cookie: '__session=%zz' },
  { Cookie: '__session=' + 'a'.repeat(4_000) },
  { 'Accept-Language': 'de;q=%zz, __proto__' },
  { Accept: 'text/x-component' },
];

const METHODS = ['HEAD', 'POST', 'OPTIONS', 'TRACE', 'PUT', 'PROPFIND'];

function randomRequest(): { method: string; path: string; headers: Record<string, string> } {
  let path = pick(PATHS)();
  if (random() < 0.5 && random() < 0.4) path = `/de${path === '/' ? '' : path}`;
  const parameters = Array.from({ length: Math.floor(random() * 3) }, () => `${pick(PARAMETERS)}=${part()}`);
  if (parameters.length > 0) path += `?${parameters.join('&')}`;
  const headers = random() < 0.3 ? { ...pick(HEADERS), ...(random() < 0.3 ? pick(HEADERS) : {}) } : {};
  const method = random() < 0.85 ? 'GET' : pick(METHODS);
  return { method, path, headers };
}

let shop: BuiltStorefront;

beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules\/|\bat [\w.<>]+ \(file:\/\//;

/** Every link target an answer carries: Location, href, src, action and srcset entries. */
function linksOf(response: RawResponse): string[] {
  const links = response.headers.location ? [String(response.headers.location)] : [];
  for (const match of response.body.matchAll(/\s(?:href|src|action|srcset)="([^"]*)"/g)) {
    links.push(...match[1].replace(/&amp;/g, '&').split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]));
  }
  return links;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a link is unsafe, or undefined. It must be a path, or an http(s) URL of a loopback host (the
 * shop itself as requested or as configured: the test binds no other name) or of the image server.
 */
function unsafeLink(link: string, imageOrigin: string): string | undefined {
  if (/^[/\\]{2}/.test(link) || /^\/\\/.test(link)) return 'protocol-relative';
  if (!/^[a-z][a-z0-9+.-]*:/i.test(link)) return undefined;
  const url = URL.canParse(link) ? new URL(link) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) return 'not http(s)';
  if (!LOOPBACK.has(url.hostname) && url.origin !== imageOrigin) return 'leaves the origin';
  return undefined;
}

describe('random and hostile requests', () => {
  it(`${REQUESTS} of them get no server error, no stack trace and no link off the origin`, async () => {
    const failures: string[] = [];
    const requests = Array.from({ length: REQUESTS }, randomRequest);
    for (let index = 0; index < requests.length; index += PARALLEL) {
      await Promise.all(
        requests.slice(index, index + PARALLEL).map(async ({ method, path, headers }) => {
          const described = `${method} ${path.slice(0, 200)} ${JSON.stringify(headers).slice(0, 120)}`;
          const response = await rawRequest(shop.origin, path, { method, headers }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
          if (response.status === 0 || response.status >= 500) failures.push(`${response.status} ${described}`);
          if (STACK_TRACE.test(response.body)) failures.push(`stack trace ${described}`);
          for (const link of linksOf(response)) {
            const reason = unsafeLink(link, shop.apiOrigin);
            if (reason) failures.push(`${reason}: ${link.slice(0, 120)} in ${described}`);
          }
        }),
      );
    }
    expect(failures.slice(0, 30)).toEqual([]);
  }, 120_000);
});
