import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE, startTestApi, type TestApi } from './support';

const PRICING = 'application/vnd.intershop.pricing.v1+json';
const INVENTORY = 'application/vnd.intershop.inventory.v1+json';

describe('product prices', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const prices = async (query: string, matrix = '') =>
    (await api.get(`/productprices?${query}`, { matrix, headers: { accept: PRICING } })).json();

  it('gives sale prices with scaled tiers and list prices, net and gross', async () => {
    const body = await prices('sku=CAM-100');
    expect(body.data).toEqual([
      {
        sku: 'CAM-100',
        currency: 'EUR',
        prices: {
          SalePrice: [
            { type: 'PriceItem', net: { currency: 'EUR', value: 199 }, gross: { currency: 'EUR', value: 236.81 }, minQuantity: { value: 1 }, priceQuantity: { value: 1 } },
            { type: 'PriceItem', net: { currency: 'EUR', value: 189 }, gross: { currency: 'EUR', value: 224.91 }, minQuantity: { value: 5 }, priceQuantity: { value: 1 } },
          ],
          ListPrice: [
            { type: 'PriceItem', net: { currency: 'EUR', value: 249 }, gross: { currency: 'EUR', value: 296.31 }, minQuantity: { value: 1 }, priceQuantity: { value: 1 } },
          ],
        },
      },
    ]);
  });

  it('answers in the request currency', async () => {
    const body = await prices('sku=CAM-100', ';cur=USD');
    expect(body.data[0].prices.SalePrice[0].net).toEqual({ currency: 'USD', value: 219 });
  });

  it('gives a master its price range and a retail set its summed-up prices', async () => {
    const body = await prices('sku=NB-MASTER&sku=SET-DESK');
    expect(body.data.map((entry: { sku: string }) => entry.sku)).toEqual(['NB-MASTER', 'SET-DESK']);
    expect(body.data[0].prices.MinSalePrice[0].net.value).toBe(1299);
    expect(body.data[0].prices.MaxSalePrice[0].net.value).toBe(1599);
    expect(body.data[1].prices.SummedUpSalePrice[0].net.value).toBe(68.99);
  });

  it('gives a retail set the lower end of its range: its cheapest part, as the PWA shows min – summed up', async () => {
    const { prices: set } = (await prices('sku=SET-DESK')).data[0];
    expect(set.MinSalePrice[0].net.value).toBe(19.99);
    expect(set.MinListPrice[0].net.value).toBe(19.99);
    expect(set.MaxSalePrice).toBeUndefined();
  });

  it('takes the SKUs from a POST body as well', async () => {
    const response = await api.inject({
      method: 'POST',
      url: `${BASE}/productprices`,
      headers: { accept: PRICING, 'content-type': PRICING },
      payload: JSON.stringify({ skus: ['ACC-MOUSE', 'ACC-KEYBOARD'] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.intershop\.pricing\.v1\+json/);
    expect(response.json().data.map((entry: { sku: string }) => entry.sku)).toEqual(['ACC-MOUSE', 'ACC-KEYBOARD']);
  });

  it('reports unknown SKUs as infos', async () => {
    const body = await prices('sku=CAM-100&sku=NOPE');
    expect(body.data).toHaveLength(1);
    expect(body.infos).toEqual([expect.objectContaining({ code: 'pricing.product.not_found.info', parameters: { sku: 'NOPE' } })]);
  });

  it('refuses a POST body without SKUs', async () => {
    const response = await api.inject({ method: 'POST', url: `${BASE}/productprices`, payload: { nothing: true } });
    expect(response.statusCode).toBe(400);
  });
});

describe('product inventory', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('gives stock, availability and the warehouse of each product', async () => {
    const body = (await api.get('/inventories?sku=CAM-100&sku=CAM-200', { headers: { accept: INVENTORY } })).json();
    expect(body.data[0]).toEqual({
      sku: 'CAM-100',
      inStock: true,
      availableStock: 25,
      availability: true,
      availabilityMessage: 'In stock',
      stockLevel: { value: 25, unit: '' },
      stockLevelCode: 'IN_STOCK',
      warehouses: [
        { type: 'Warehouse', id: 'inSPIRED-Warehouse', stock: 25, alwaysInStock: false, deliveryTime: 'P1D', producerID: 'inSPIRED' },
      ],
    });
    expect(body.data[1]).toMatchObject({
      sku: 'CAM-200',
      inStock: false,
      stockLevelCode: 'OUT_OF_STOCK',
      warehouses: [expect.objectContaining({ stock: 0, availableDate: '2030-01-15' })],
    });
  });

  it('reports low stock and a master in stock when a variation is', async () => {
    const body = (await api.get('/inventories?sku=NB-01&sku=NB-MASTER', { matrix: ';loc=de_DE' })).json();
    expect(body.data[0]).toMatchObject({ stockLevelCode: 'LOW_STOCK', availabilityMessage: 'Nur noch wenige verfügbar' });
    expect(body.data[1]).toMatchObject({ sku: 'NB-MASTER', inStock: true, availableStock: 8 });
  });

  it('takes the SKUs from a POST body as well', async () => {
    const response = await api.inject({
      method: 'POST',
      url: `${BASE}/inventories`,
      headers: { accept: INVENTORY, 'content-type': 'application/json' },
      payload: JSON.stringify(['CAM-300']),
    });
    expect(response.json().data.map((entry: { sku: string }) => entry.sku)).toEqual(['CAM-300']);
  });
});
