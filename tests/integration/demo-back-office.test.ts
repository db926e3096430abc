// The demo back office is never reachable through the shop's public origin: the storefront, run as
// `npm start` runs it with the bundled API, proxies the API's images and payment provider but answers
// its own 404 page for /INTERSHOP/demo/…; the back office answers on the API's own port, behind its login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { restBasePath } from '../../commerce-api/app';
import { BACK_OFFICE_LOGIN, BACK_OFFICE_PASSWORD } from '../commerce-api/requests-support';
import { type BuiltStorefront, rawRequest, startBuiltStorefront } from './built-storefront';

let shop: BuiltStorefront;

beforeAll(async () => {
  shop = await startBuiltStorefront({ bundledApi: true, api: { backOfficePassword: BACK_OFFICE_PASSWORD } });
});

afterAll(async () => {
  await shop.close();
});

describe('the storefront', () => {
  it('still proxies the bundled API’s product images (so the test runs against the proxy)', async () => {
    const product = await (await fetch(`${shop.apiOrigin}${restBasePath('inSPIRED-inTRONICS-Site')}/products/201807171`)).json();
    const image = (product.images as { effectiveUrl: string }[])[0].effectiveUrl;
    expect(image).toMatch(/^\/INTERSHOP\/static\//);

    const response = await fetch(`${shop.origin}${image}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it.each(['/INTERSHOP/demo/outbox', '/INTERSHOP/demo/customers'])('answers its own 404 page for %s, even with the back office’s login', async (path) => {
    for (const headers of [{}, BACK_OFFICE_LOGIN]) {
      const response = await fetch(`${shop.origin}${path}`, { headers });

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).not.toContain('Demo back office');
    }
  });

  it.each(['/INTERSHOP/static/../demo/outbox', '/INTERSHOP/payment-provider/..%2F..%2Fdemo/outbox', '/INTERSHOP/static/%2e%2e/demo/outbox'])(
    'does not reach the back office through a proxied path: %s',
    async (rawPath) => {
      const response = await rawRequest(shop.origin, rawPath, { headers: BACK_OFFICE_LOGIN });

      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('Demo back office');
    },
  );

  it('refuses a back-office post with 404', async () => {
    const response = await fetch(`${shop.origin}/INTERSHOP/demo/customers/any/approval`, { method: 'POST', headers: { ...BACK_OFFICE_LOGIN, origin: shop.origin }, redirect: 'manual' });

    expect(response.status).toBe(404);
  });
});

describe('the bundled API’s own port', () => {
  it('asks for the login (401) and shows the outbox with it (200)', async () => {
    const without = await fetch(`${shop.apiOrigin}/INTERSHOP/demo/outbox`);
    const withLogin = await fetch(`${shop.apiOrigin}/INTERSHOP/demo/outbox`, { headers: BACK_OFFICE_LOGIN });

    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(withLogin.status).toBe(200);
    expect(await withLogin.text()).toContain('<h1>Outbox</h1>');
  });

  it('refuses a post without Origin or with a foreign one (403), logged in or not', async () => {
    const approval = `${shop.apiOrigin}/INTERSHOP/demo/customers/any/approval`;
    const post = (headers: Record<string, string>) => fetch(approval, { method: 'POST', headers, redirect: 'manual' });

    expect((await post(BACK_OFFICE_LOGIN)).status).toBe(403);
    expect((await post({ ...BACK_OFFICE_LOGIN, origin: shop.origin })).status).toBe(403);
    expect((await post({ ...BACK_OFFICE_LOGIN, origin: 'https://evil.example' })).status).toBe(403);
    // its own origin passes the check (an unknown customer: 404)
    expect((await post({ ...BACK_OFFICE_LOGIN, origin: shop.apiOrigin })).status).toBe(404);
  });
});
