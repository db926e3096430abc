import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { newBasket } from './basket-support';
import { orderCall, readyBasket, submitOrder } from './order-support';
import { startTestApi, type TestApi } from './support';

describe('refused order submissions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const causesOf = (body: { errors: { code: string; causes?: { code: string }[] }[] }) => {
    expect(body.errors[0].code).toBe('order.creation.failed');
    return (body.errors[0].causes ?? []).map(cause => cause.code);
  };
  const writeDb = (sql: string, ...values: unknown[]) => {
    const db = openDatabase(api.dbFile);
    try {
      db.prepare(sql).run(...values);
    } finally {
      db.close();
    }
  };

  it('refuses when the terms and conditions are not accepted', async () => {
    const client = await readyBasket(api);
    const response = await orderCall(api, 'POST', '/orders', client.token, { basket: client.basketId, termsAndConditionsAccepted: false });
    expect(response.statusCode).toBe(422);
    expect(causesOf(response.json())).toEqual(['order.terms_and_conditions.not_accepted.error']);
  });

  it('answers the refusal in German for de_DE', async () => {
    const client = await readyBasket(api);
    const response = await orderCall(api, 'POST', '/orders', client.token, { basket: client.basketId, termsAndConditionsAccepted: false }, ';loc=de_DE');
    const [error] = response.json().errors;
    expect([error.message, error.causes.map((cause: { message: string }) => cause.message)]).toEqual([
      'Die Bestellung konnte nicht angelegt werden.',
      ['Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.'],
    ]);
  });

  it("refuses another token's basket as unknown", async () => {
    const owner = await readyBasket(api);
    const other = await newBasket(api);
    const response = await orderCall(api, 'POST', '/orders', other.token, { basket: owner.basketId, termsAndConditionsAccepted: true });
    expect(response.statusCode).toBe(422);
    expect(causesOf(response.json())).toEqual(['basket.not_found.error']);
  });

  it('refuses an unknown basket', async () => {
    const client = await newBasket(api);
    const response = await orderCall(api, 'POST', '/orders', client.token, { basket: 'no-such-basket', termsAndConditionsAccepted: true });
    expect(causesOf(response.json())).toEqual(['basket.not_found.error']);
  });

  it('refuses an empty basket, naming every missing checkout step', async () => {
    const response = await submitOrder(api, await newBasket(api));
    expect(response.statusCode).toBe(422);
    expect(causesOf(response.json())).toEqual([
      'basket.line_item.missing.error',
      'basket.invoice_to_address.missing.error',
      'basket.ship_to_address.missing.error',
      'basket.shipping_method.missing.error',
      'basket.payment.missing.error',
    ]);
  });

  it('refuses a basket without a payment', async () => {
    const client = await readyBasket(api);
    await client.call('DELETE', `/baskets/${client.basketId}/payments/open-tender`);
    expect(causesOf((await submitOrder(api, client)).json())).toEqual(['basket.payment.missing.error']);
  });

  it('refuses a line whose product went offline', async () => {
    const client = await readyBasket(api, [{ product: 'ACC-KEYBOARD', quantity: { value: 1 } }]);
    writeDb("UPDATE products SET online = 0 WHERE sku = 'ACC-KEYBOARD'");
    expect(causesOf((await submitOrder(api, client)).json())).toEqual(['basket.line_item.product.not_available.error']);
  });

  it('refuses more than the stock and takes nothing', async () => {
    const client = await readyBasket(api, [{ product: 'ACC-MOUSE', quantity: { value: 12 } }]);
    const response = await submitOrder(api, client);
    expect(causesOf(response.json())).toEqual(['basket.line_item.product.out_of_stock.error']);
    expect((await submitOrder(api, await readyBasket(api, [{ product: 'ACC-MOUSE', quantity: { value: 10 } }]))).statusCode).toBe(201);
  });

  it('refuses without a token', async () => {
    const response = await orderCall(api, 'POST', '/orders', '', { basket: 'x', termsAndConditionsAccepted: true });
    expect(response.statusCode).toBe(401);
  });
});
