// The storefront in front of a commerce backend that answers, but only after 5 s: pages give up at
// BACKEND_TIMEOUT_MS (all their backend calls together) with the maintenance answer, 503 and
// Retry-After, never a request left hanging. A delaying proxy stands between the built storefront and
// the bundled API, as a real ICM under load would.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restBasePath } from '../../commerce-api/app';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, registeredCustomer } from './customers';
import { shopper, type Shopper } from './shopper';

const TIMEOUT_MS = 1_000;
const BACKEND_DELAY_MS = 5_000;
/** The timeout, the rendering and a loaded machine's slack: far below the backend's delay. */
const GIVES_UP_WITHIN_MS = 2 * TIMEOUT_MS + 1_000;

/** Forwards every request to `target`, after `delayMs` when set. */
function delayingProxy() {
  const proxy = { target: '', delayMs: 0, server: undefined as Server | undefined };
  proxy.server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = httpRequest(`${proxy.target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (!proxy.delayMs) return forward();
    const timer = setTimeout(forward, proxy.delayMs);
    outgoing.on('close', () => clearTimeout(timer));
  });
  return proxy;
}

const proxy = delayingProxy();
let shop: BuiltStorefront;
let customer: Shopper;
beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.server!.listen(0, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(proxy.server!.address() as AddressInfo).port}`;
  shop = await startBuiltStorefront({
    env: { ICM_BASE_URL: `${proxyOrigin}${restBasePath('inSPIRED-inTRONICS-Site')}`, BACKEND_TIMEOUT_MS: String(TIMEOUT_MS), PAGE_CACHE_SECONDS: '0' },
  });
  proxy.target = shop.apiOrigin;
  const { email, password } = await registeredCustomer(shop, 'slow-backend');
  customer = await loggedIn(shop, email, password);
}, 120_000);
afterAll(async () => {
  proxy.server!.closeAllConnections();
  await new Promise((resolve) => proxy.server!.close(resolve));
  await shop?.close();
});

/** The answer and how long it took. */
async function timed(send: () => Promise<Response>) {
  const start = performance.now();
  const response = await send();
  const html = await response.text();
  return { response, html, ms: performance.now() - start };
}

describe('with a backend that answers at once', () => {
  it('a search page answers 200', async () => {
    expect((await customer.get('/search?searchTerm=camera')).status).toBe(200);
  });
});

describe('with a backend that answers after 5 s', () => {
  beforeAll(() => {
    proxy.delayMs = BACKEND_DELAY_MS;
  });
  afterAll(() => {
    proxy.delayMs = 0;
  });

  it.each([
    ['an anonymous product page', () => shopper(shop.origin).get('/product/201807171')],
    ['an anonymous search', () => shopper(shop.origin).get('/search?searchTerm=tv')],
    ['a logged-in search', () => customer.get('/search?searchTerm=notebook')],
    ['a logged-in account page', () => customer.get('/account/profile')],
    ['a basket change (form post)', () => customer.post('/product/201807171', { intent: 'add', sku: '201807171', quantity: '1' })],
  ])('%s gives up at the timeout with the maintenance answer, 503 and Retry-After', async (_what, send) => {
    const { response, html, ms } = await timed(send);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(html).toContain('temporarily unavailable');
    expect(ms).toBeLessThan(GIVES_UP_WITHIN_MS);
  });

  it('/healthz answers 503 degraded within its own probe timeout', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { response, html, ms } = await timed(() => fetch(`${shop.origin}/healthz`));
    expect(response.status).toBe(503);
    expect(JSON.parse(html)).toEqual({ status: 'degraded', backend: 'unavailable' });
    expect(ms).toBeLessThan(GIVES_UP_WITHIN_MS);
  });
});
