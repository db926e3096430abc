// The storefront while its commerce backend is down, as `npm start` runs it: /healthz says so (and says
// ok while it is up, which Playwright's web server waits for), and a login is refused with 503 and
// Retry-After, the typed login kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

/** Longer than /healthz keeps the backend's last answer. */
const pastTheKeptAnswer = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('with the backend up', () => {
  it('/healthz answers 200 ok, never cached', async () => {
    const response = await fetch(`${shop.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', backend: 'ok' });
  });
});

describe('with the backend down', () => {
  beforeAll(async () => {
    await shop.stopApi();
    await pastTheKeptAnswer();
  });

  it('/healthz answers 503 naming the backend', async () => {
    const response = await fetch(`${shop.origin}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'commerce backend unavailable', backend: 'unavailable' });
  });

  it('a login answers 503 with Retry-After, the login kept and the password not', async () => {
    const response = await shopper(shop.origin).post('/login', { login: 'patricia@test.intershop.de', password: 'secret-password-1' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    const html = await response.text();
    expect(html).toContain('value="patricia@test.intershop.de"');
    expect(html).not.toContain('secret-password-1');
  });
});
