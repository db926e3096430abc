import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from './support';

const STATIC = '/INTERSHOP/static/WFS/inSPIRED-inTRONICS-Site/-/inSPIRED';

function svgSize(svg: string): { width: string | undefined; height: string | undefined } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return { width: /\bwidth="(\d+)"/.exec(root)?.[1], height: /\bheight="(\d+)"/.exec(root)?.[1] };
}

describe('images', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each([
    ['S', '100'],
    ['M', '160'],
    ['L', '247'],
    ['XL', '427'],
    ['ZOOM', '2000'],
  ])('draws a %s product image of %s pixels, cacheable for a year', async (typeId, size) => {
    const response = await api.inject({ method: 'GET', url: `${STATIC}/en_US/images/${typeId}/CAM-100-back.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svgSize(response.body)).toEqual({ width: size, height: size });
  });

  it('serves every image the product resource lists', async () => {
    const product = (await api.get('/products/NB-01')).json();
    for (const image of product.images) {
      const response = await api.inject({ method: 'GET', url: image.effectiveUrl });
      expect(response.statusCode).toBe(200);
    }
  });

  it('draws category images', async () => {
    const response = await api.inject({ method: 'GET', url: `${STATIC}/de_DE/images/categories/M/Cameras.Digital.svg` });
    expect(response.statusCode).toBe(200);
    expect(svgSize(response.body)).toEqual({ width: '160', height: '160' });
  });

  it('answers an unknown view, type or product with 404', async () => {
    for (const path of ['M/CAM-100-top.svg', 'XXL/CAM-100-front.svg', 'M/NOPE-front.svg', 'M/CAM-200-back.svg']) {
      expect((await api.inject({ method: 'GET', url: `${STATIC}/en_US/images/${path}` })).statusCode).toBe(404);
    }
  });
});

describe('attachments', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('serves the attachment a product links as a PDF document', async () => {
    const product = (await api.get('/products/CAM-100', { matrix: ';loc=de_DE' })).json();
    const response = await api.inject({ method: 'GET', url: product.attachments[0].link.uri });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(response.rawPayload.toString('latin1')).toContain('(Bedienungsanleitung)');
  });

  it('answers an unknown attachment with 404', async () => {
    expect((await api.inject({ method: 'GET', url: `${STATIC}/en_US/manuals/nope.pdf` })).statusCode).toBe(404);
  });
});
