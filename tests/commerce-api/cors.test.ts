import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { corsOriginsFrom } from '../../commerce-api/http/cors';
import { BASE, startTestApi, type TestApi } from './support';

const PWA = 'http://127.0.0.1:4200';

/** A comma list header as its trimmed entries. */
const listOf = (value: unknown) => String(value).split(',').map(entry => entry.trim());

const preflight = (api: TestApi, origin: string, method = 'POST', headers = 'authentication-token,content-type') =>
  api.inject({
    method: 'OPTIONS',
    url: `${BASE}/baskets`,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('CORS with an allow-list (COMMERCE_API_CORS_ORIGINS)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(undefined, { corsOrigins: corsOriginsFrom(` ${PWA}/ , https://shop.example `) });
  });
  afterAll(() => api.close());

  it('answers a listed origin’s preflight with the methods and headers an ICM client sends', async () => {
    const response = await preflight(api, PWA, 'PATCH');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PWA);
    expect(listOf(response.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(listOf(response.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['authentication-token', 'content-type', 'authorization']),
    );
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it('lets a listed origin read the token and error headers', async () => {
    const response = await api.get('/products/CAM-100', { headers: { origin: 'https://shop.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(listOf(response.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['authentication-token', 'error-key', 'error-type', 'error-missing-attributes', 'error-invalid-attributes']),
    );
    expect(response.headers.vary).toMatch(/origin/i);
  });

  it('gives an origin that is not listed neither a preflight answer nor Access-Control headers', async () => {
    const refused = await preflight(api, 'https://evil.example');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const read = await api.get('/products/CAM-100', { headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS without an allow-list (the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(undefined, { corsOrigins: corsOriginsFrom(undefined) });
  });
  afterAll(() => api.close());

  it('answers no preflight and sends no Access-Control headers', async () => {
    expect((await preflight(api, PWA)).statusCode).toBe(404);
    const read = await api.get('/products/CAM-100', { headers: { origin: PWA } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
