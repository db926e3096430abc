import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { splitMatrixParameters } from '../../commerce-api/http/matrix-parameters';
import { BASE, startTestApi, type TestApi, errorCode } from './support';

describe('matrix parameters', () => {
  it('moves the parameters of every segment out of the path', () => {
    const split = splitMatrixParameters('/INTERSHOP/rest/WFS/site/-;loc=de_DE;cur=USD/products;spgid=a%20b/123?x=1');
    expect(split.url).toBe('/INTERSHOP/rest/WFS/site/-/products/123?x=1');
    expect(split.parameters).toEqual({ loc: 'de_DE', cur: 'USD', spgid: 'a b' });
  });

  it('leaves paths outside the REST API alone', () => {
    expect(splitMatrixParameters('/healthz;x=1').url).toBe('/healthz;x=1');
  });
});

describe('HTTP conventions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers in the locale of the loc matrix parameter', async () => {
    const response = await api.get('/products/ACC-KEYBOARD', { matrix: ';loc=de_DE;cur=EUR' });
    expect(response.json().productName).toBe('Tastatur Straße');
  });

  it('uses en_US and EUR without matrix parameters', async () => {
    const body = (await api.get('/products/ACC-KEYBOARD')).json();
    expect(body.productName).toBe('Keyboard Straße');
    expect(body.salePrice.currency).toBe('EUR');
  });

  it('accepts an spgid matrix parameter on the resource segment', async () => {
    const response = await api.inject({ method: 'GET', url: `${BASE};loc=en_US/products;spgid=XYZ/CAM-100` });
    expect(response.statusCode).toBe(200);
    expect(response.json().sku).toBe('CAM-100');
  });

  it('rejects an unsupported locale with an ICM error', async () => {
    const response = await api.get('/products/CAM-100', { matrix: ';loc=it_IT' });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.locale.not_supported.error');
    expect(response.json()).toEqual({
      errors: [{ status: '400', code: 'rest.locale.not_supported.error', message: expect.any(String) }],
    });
  });

  it('rejects an unsupported currency with an ICM error', async () => {
    const response = await api.get('/products/CAM-100', { matrix: ';cur=GBP' });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.currency.not_supported.error');
  });

  it('answers unknown resources with a 404 ICM error', async () => {
    const response = await api.get('/no-such-resource');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('rest.resource.not_found.error');
    expect(response.json().errors[0].status).toBe('404');
  });

  it('answers an invalid paging parameter with 400', async () => {
    const response = await api.get('/products?amount=many');
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.parameter.invalid.error');
  });

  it('echoes a versioned ICM media type the client accepts', async () => {
    const response = await api.get('/inventories?sku=CAM-100', {
      headers: { accept: 'application/vnd.intershop.inventory.v1+json' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.intershop\.inventory\.v1\+json/);
  });

  it('answers plain JSON by default', async () => {
    expect((await api.get('/countries')).headers['content-type']).toMatch(/^application\/json/);
  });

  it('compresses a response only when the client asks for it', async () => {
    const plain = await api.get('/products/CAM-100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await api.get('/products/CAM-100', { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
  });

  it('reports health', async () => {
    const response = await api.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('answers a malformed JSON body with a 400 ICM error', async () => {
    const response = await api.inject({
      method: 'POST',
      url: `${BASE}/productprices`,
      headers: { 'content-type': 'application/json' },
      payload: '{"skus": [',
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.request.malformed.error');
    expect(response.json().errors[0].status).toBe('400');
  });

  it('accepts the authentication-token header on catalogue calls', async () => {
    const response = await api.get('/products/CAM-100', { headers: { 'authentication-token': 'some-token' } });
    expect(response.statusCode).toBe(200);
  });
});
