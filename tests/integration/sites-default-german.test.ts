// DEFAULT_LOCALE=de_DE, the spec's default (business-and-integration §9): German pages have no prefix,
// English ones move below /en, and the German pages' old /de addresses lead to their one URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startBuiltStorefront, type BuiltStorefront } from './built-storefront';

let shop: BuiltStorefront;

beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { DEFAULT_LOCALE: 'de_DE' } });
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const get = (path: string) => rawRequest(shop.origin, path);

describe('German as the default site', () => {
  it('serves German pages without a prefix', async () => {
    const response = await get('/home');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<html lang="de"');
    expect(response.body).toContain('Willkommen bei inSPIRED inTRONICS');
  });

  it('serves English pages below /en', async () => {
    const response = await get('/en/home');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<html lang="en"');
  });

  it('redirects the old /de addresses to the unprefixed ones', async () => {
    const response = await get('/de/home');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/home');
  });

  it('links the German slugs of catalogue pages without a prefix', async () => {
    const response = await get('/cameras-ctgCameras-Camcorders');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/kameras-ctgCameras-Camcorders');
  });
});
