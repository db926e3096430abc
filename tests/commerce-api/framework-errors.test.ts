// Answers Fastify and Node produce themselves (routing, URL decoding, body parsing, validation,
// over-long headers) come in ICM's error format like every other error.
import { request as httpRequest } from 'node:http';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE, startTestApi, type TestApi, errorCode } from './support';

function expectIcmError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(errorCode(response)).toBe(code);
  expect(JSON.parse(response.body)).toEqual({ errors: [{ status: String(status), code, message: expect.any(String) }] });
}

describe('framework errors in ICM format', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const postPrices = (payload: string, contentType = 'application/json'): Promise<LightMyRequestResponse> =>
    api.inject({ method: 'POST', url: `${BASE}/productprices`, headers: { 'content-type': contentType }, payload });

  it('answers an unknown route with 404', async () => {
    expectIcmError(await api.inject({ method: 'GET', url: '/no/such/route' }), 404, 'rest.resource.not_found.error');
  });

  it('answers an unknown method on a known path with 404', async () => {
    expectIcmError(await api.inject({ method: 'DELETE', url: `${BASE}/products/CAM-100` }), 404, 'rest.resource.not_found.error');
  });

  it('answers a badly percent-encoded path with 400', async () => {
    expectIcmError(await api.get('/products/%zz'), 400, 'rest.request.malformed.error');
  });

  it('answers a body over the size limit with 413', async () => {
    const skus = JSON.stringify({ skus: Array.from({ length: 30_000 }, (_, index) => `SKU-${index}`) });
    expectIcmError(await postPrices(skus), 413, 'rest.request.too_large.error');
  });

  it('answers an unsupported body media type with 415', async () => {
    expectIcmError(await postPrices('CAM-100', 'text/csv'), 415, 'rest.media_type.not_supported.error');
  });

  it('answers malformed JSON with 400', async () => {
    expectIcmError(await postPrices('{"skus": ['), 400, 'rest.request.malformed.error');
  });

  it('refuses a body poisoning the prototype, also in ICM media types', async () => {
    expectIcmError(await postPrices('{"skus": ["CAM-100"], "__proto__": {"x": 1}}'), 400, 'rest.request.malformed.error');
    const vendor = 'application/vnd.intershop.pricing.v1+json';
    expectIcmError(await postPrices('{"constructor": {"prototype": {"x": 1}}}', vendor), 400, 'rest.request.malformed.error');
  });

  it('answers a body of the wrong shape with 400', async () => {
    expectIcmError(await postPrices('{"skus": [{"name": "CAM-100"}]}'), 400, 'rest.request.malformed.error');
  });

  it('answers an invalid query parameter with 400', async () => {
    expectIcmError(await api.get('/products?amount=-1'), 400, 'rest.parameter.invalid.error');
    expectIcmError(await api.get('/products?returnSortKeys=maybe'), 400, 'rest.parameter.invalid.error');
    expectIcmError(await api.get('/categories?limit=99'), 400, 'rest.parameter.invalid.error');
  });

  it('ignores unknown query parameters', async () => {
    expect((await api.get('/products/CAM-100?unknown=1&__proto__=x')).statusCode).toBe(200);
  });

  it('ignores an unknown sort key, __proto__ included', async () => {
    for (const sortKey of ['__proto__', 'constructor', 'no-such-key']) {
      const response = await api.get(`/products?attrs=sku&sortKey=${sortKey}`);
      expect(response.statusCode, sortKey).toBe(200);
      expect(response.json().sortKey, sortKey).toBeUndefined();
    }
  });

  // Node's HTTP parser refuses these before Fastify sees them
  it('answers an over-long URL or header with 431, over HTTP', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as { port: number };
    const rawGet = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const outgoing = httpRequest({ port, host: '127.0.0.1', path, headers }, incoming => {
          let body = '';
          incoming.on('data', chunk => (body += chunk));
          incoming.on('end', () => resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body }));
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
    const padding = 'x'.repeat(64 * 1024);
    expectIcmError(await rawGet(`${BASE}/countries`, { 'x-padding': padding }), 431, 'rest.request.header_too_large.error');
    expectIcmError(await rawGet(`${BASE}/products?searchTerm=${padding}`), 431, 'rest.request.header_too_large.error');
  });
});
