import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BERLIN, newBasket } from './basket-support';
import { orderCall, readyBasket, submitOrder } from './order-support';
import { startTestApi, type TestApi } from './support';

describe('reading orders', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const ONE_CAMERA = [{ product: 'CAM-100', quantity: { value: 1 } }];

  /** One token with `count` orders, their ids in submission order. */
  const tokenWithOrders = async (count: number) => {
    const client = await readyBasket(api, ONE_CAMERA);
    const ids: string[] = [(await submitOrder(api, client)).json().data.id];
    for (let n = 1; n < count; n++) {
      const next = (await client.call('POST', '/baskets')).json().data.id as string;
      const shopper = { ...client, basketId: next };
      await client.call('POST', `/baskets/${next}/items`, ONE_CAMERA);
      const address = (await client.call('POST', `/baskets/${next}/addresses`, BERLIN)).json().data.id;
      await client.call('PATCH', `/baskets/${next}`, { invoiceToAddress: address, commonShipToAddress: address, commonShippingMethod: 'STD_GROUND' });
      await client.call('PUT', `/baskets/${next}/payments/open-tender`, { paymentInstrument: 'ISH_INVOICE' });
      ids.push((await submitOrder(api, shopper)).json().data.id);
    }
    return { token: client.token, ids };
  };

  it('reads an own order with the requested includes', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    const created = (await submitOrder(api, client)).json().data;
    const read = (await orderCall(api, 'GET', `/orders/${created.id}?include=lineItems,payments,withdrawal`, client.token)).json();
    expect(read.data).toEqual(created);
    expect(Object.keys(read.included)).toEqual(['lineItems', 'payments']);
    expect(read.infos).toEqual([{ code: 'include.not_resolved.error', message: "The include 'withdrawal' is not resolved." }]);
  });

  /** Every include the Intershop PWA's order service asks for (order.service.ts). */
  const PWA_ORDER_INCLUDES =
    'invoiceToAddress,commonShipToAddress,commonShippingMethod,discounts,lineItems,lineItems_discounts,lineItems_warranty,payments,payments_paymentMethod,payments_paymentInstrument,withdrawal';

  it('answers the PWA’s includes at submission and read, the payment’s method and instrument among them', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    const submitted = (await submitOrder(api, client, PWA_ORDER_INCLUDES)).json();
    const read = (await orderCall(api, 'GET', `/orders/${submitted.data.id}?include=${PWA_ORDER_INCLUDES}`, client.token)).json();
    for (const answer of [submitted, read]) {
      const payment = answer.included.payments[answer.data.payments[0]];
      expect(answer.included.payments_paymentMethod[payment.paymentMethod]).toMatchObject({ id: 'ISH_CASH_ON_DELIVERY', displayName: 'Cash on Delivery' });
      expect(answer.included.payments_paymentInstrument[payment.paymentInstrument]).toEqual({
        id: 'ISH_CASH_ON_DELIVERY',
        paymentMethod: 'ISH_CASH_ON_DELIVERY',
        parameters: [],
      });
      expect(answer.included.lineItems_warranty).toEqual({});
      expect(answer.infos).toEqual([{ code: 'include.not_resolved.error', message: "The include 'withdrawal' is not resolved." }]);
    }
  });

  it('names the payment method in the reader’s locale', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    const { id } = (await submitOrder(api, client)).json().data;
    const read = (await orderCall(api, 'GET', `/orders/${id}?include=payments_paymentMethod`, client.token, undefined, ';loc=de_DE')).json();
    expect(read.included.payments_paymentMethod.ISH_CASH_ON_DELIVERY.displayName).toBe('Nachnahme');
  });

  it("answers another token's order as not found", async () => {
    const created = (await submitOrder(api, await readyBasket(api, ONE_CAMERA))).json().data;
    const stranger = await newBasket(api);
    const response = await orderCall(api, 'GET', `/orders/${created.id}`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('order.not_found.error');
  });

  it('lists the token orders newest first, paged by limit and offset', async () => {
    const { token, ids } = await tokenWithOrders(3);
    const page = (await orderCall(api, 'GET', '/orders?limit=2&offset=1', token)).json();
    expect(page.data.map((order: { id: string }) => order.id)).toEqual([ids[1], ids[0]]);
    expect(page.info).toEqual({ limit: 2, offset: 1, total: 3 });
  });

  it('includes what the list asks for, keyed as each order names it (the PWA’s history shows the destination)', async () => {
    const { token } = await tokenWithOrders(2);
    const page = (await orderCall(api, 'GET', '/orders?limit=25&include=commonShipToAddress', token)).json();
    for (const order of page.data) expect(page.included.commonShipToAddress[order.commonShipToAddress]).toMatchObject({ city: expect.any(String) });
    expect((await orderCall(api, 'GET', '/orders', token)).json()).not.toHaveProperty('included');
  });

  it('pages by 30 orders by default', async () => {
    const { token } = await tokenWithOrders(1);
    expect((await orderCall(api, 'GET', '/orders', token)).json().info).toEqual({ limit: 30, offset: 0, total: 1 });
  });

  it('filters by status code', async () => {
    const { token, ids } = await tokenWithOrders(2);
    const matching = (await orderCall(api, 'GET', '/orders?filter[statusCode]=NEW', token)).json();
    expect(matching.data.map((order: { id: string }) => order.id)).toEqual([ids[1], ids[0]]);
    expect((await orderCall(api, 'GET', '/orders?status=COMPLETED', token)).json().data).toEqual([]);
  });
});
