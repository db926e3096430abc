import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORDER_MEDIA_TYPE, readyBasket, submitOrder, stockOf } from './order-support';
import { startTestApi, type TestApi, errorCode } from './support';

// One CAM-100 and two ACC-MOUSE: 238.98 net / 284.39 gross; STD_GROUND 4.20 / 5.00 and cash on
// delivery 4.20 / 5.00 to Berlin (19 %).
const eur = (value: number) => ({ currency: 'EUR', value });
// ACC-MOUSE has 10 pieces in stock: the tests that need no mice order a camera only.
const ONE_CAMERA = [{ product: 'CAM-100', quantity: { value: 1 } }];

describe('submitting a basket as an order', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());


  it('answers 201 with a NEW, completed order in the order.v1 media type', async () => {
    const response = await submitOrder(api, await readyBasket(api));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain(ORDER_MEDIA_TYPE);
    const { data } = response.json();
    expect(data).toMatchObject({ status: 'New', statusCode: 'NEW', orderCreation: { status: 'COMPLETED' } });
    expect(Date.parse(data.creationDate)).not.toBeNaN();
  });

  it('copies the basket totals to the cent', async () => {
    const { data } = (await submitOrder(api, await readyBasket(api))).json();
    expect(data.totals.itemTotal).toEqual({ net: eur(238.98), gross: eur(284.39) });
    expect(data.totals.shippingTotal).toEqual({ net: eur(4.2), gross: eur(5) });
    expect(data.totals.paymentCostsTotal).toEqual({ net: eur(4.2), gross: eur(5) });
    expect(data.totals.grandTotal).toEqual({ net: eur(247.38), gross: eur(294.39), tax: eur(47.01) });
  });

  it('resolves the lines, addresses, shipping method and payment on include', async () => {
    const client = await readyBasket(api);
    const { data, included } = (await submitOrder(api, client, 'lineItems,invoiceToAddress,commonShipToAddress,commonShippingMethod,payments')).json();
    expect(data.basket).toBe(client.basketId);
    expect(data.lineItems.map((id: string) => included.lineItems[id].product)).toEqual(['CAM-100', 'ACC-MOUSE']);
    expect(included.invoiceToAddress[data.invoiceToAddress]).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect(included.commonShipToAddress[data.commonShipToAddress]).toMatchObject({ city: 'Berlin' });
    expect(Object.keys(included.commonShippingMethod)).toEqual(['STD_GROUND']);
    expect(included.payments['open-tender']).toMatchObject({ paymentMethod: 'ISH_CASH_ON_DELIVERY' });
  });

  it('gives orders sequential document numbers', async () => {
    const first = Number((await submitOrder(api, await readyBasket(api, ONE_CAMERA))).json().data.documentNumber);
    const second = Number((await submitOrder(api, await readyBasket(api, ONE_CAMERA))).json().data.documentNumber);
    expect(second).toBe(first + 1);
  });

  it('takes the ordered quantities from stock', async () => {
    const before = stockOf(api.dbFile, 'CAM-100');
    await submitOrder(api, await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 2 } }]));
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(before - 2);
  });

  it('has no current basket after the order', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    expect((await submitOrder(api, client)).statusCode).toBe(201);
    expect((await client.call('GET', '/baskets/current')).statusCode).toBe(404);
  });

  it('answers a submitted basket as not found, so that a second session holding its id cannot read it', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    await submitOrder(api, client);
    const response = await client.call('GET', `/baskets/${client.basketId}`);
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('basket.not_found.error');
  });

  it('refuses to add items to a submitted basket', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    await submitOrder(api, client);
    expect((await client.call('POST', `/baskets/${client.basketId}/items`, [{ product: 'CAM-100', quantity: { value: 1 } }])).statusCode).toBe(404);
  });

  it('leaves a submitted basket out of the token\'s basket list', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    await submitOrder(api, client);
    const { data } = (await client.call('GET', '/baskets')).json();
    expect(data.map((basket: { id: string }) => basket.id)).not.toContain(client.basketId);
  });
});
