import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type BasketClient, newBasket } from './basket-support';
import { BASE, startTestApi, type TestApi, errorCode } from './support';

describe('hostile basket requests', () => {
  let api: TestApi;
  let client: BasketClient;
  beforeAll(async () => {
    api = await startTestApi();
    client = await newBasket(api);
  });
  afterAll(() => api.close());

  const addRaw = (payload: string) =>
    api.inject({
      method: 'POST',
      url: `${BASE}/baskets/${client.basketId}/items`,
      headers: { 'authentication-token': client.token, 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['a negative quantity', -1],
    ['a zero quantity', 0],
    ['a fractional quantity', 1.5],
    ['a huge quantity', 1e12],
    ['a text quantity', 'many'],
  ])('refuses %s as a malformed body', async (_, value) => {
    const response = await client.call('POST', '/baskets/current/items', [{ product: 'CAM-400', quantity: { value } }]);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.request.malformed.error');
  });

  it.each([
    ['an empty list', '[]'],
    ['an object instead of a list', '{"product":"CAM-400","quantity":{"value":1}}'],
    ['an item without quantity', '[{"product":"CAM-400"}]'],
    ['an empty SKU', '[{"product":"","quantity":{"value":1}}]'],
    ['an over-long SKU', JSON.stringify([{ product: 'x'.repeat(10_000), quantity: { value: 1 } }])],
    ['too many items', JSON.stringify(Array.from({ length: 51 }, () => ({ product: 'CAM-400', quantity: { value: 1 } })))],
    ['a prototype-poisoning key', '[{"product":"CAM-400","quantity":{"value":1},"__proto__":{"admin":true}}]'],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await addRaw(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].status).toBe('400');
  });

  it('refuses a negative quantity change', async () => {
    const [line] = (await client.addItems([{ product: 'CAM-400', quantity: { value: 1 } }])).json().data;
    const response = await client.call('PATCH', `/baskets/current/items/${line.id}`, { quantity: { value: -3 } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an over-long message to the merchant', async () => {
    const response = await client.call('PATCH', '/baskets/current', { messageToMerchant: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a basket creation body that is not an object', async () => {
    const response = await api.inject({
      method: 'POST',
      url: `${BASE}/baskets`,
      headers: { 'content-type': 'application/json' },
      payload: '"create"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['authentication-token']).toBeUndefined();
  });

  it('treats SQL in a SKU as an unknown product', async () => {
    const response = await client.addItems([{ product: "' OR 1=1 --", quantity: { value: 1 } }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes[0].code).toBe('basket.line_item.product.not_found.error');
  });

  it('treats a basket id that looks like a path as unknown', async () => {
    const response = await client.call('GET', '/baskets/..%2F..%2Fproducts');
    expect(response.statusCode).toBe(404);
  });
});
