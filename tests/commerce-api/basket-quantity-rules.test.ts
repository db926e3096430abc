import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newBasket } from './basket-support';
import { startTestApi, type TestApi } from './support';

// ACC-MOUSE: minimum 2, maximum 20, step 2. CAM-400 sets none: minimum 1, the channel's maximum 100, step 1.
describe('basket quantity rules', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const causesOf = async (product: string, value: number) => {
    const client = await newBasket(api);
    const response = await client.addItems([{ product, quantity: { value } }]);
    expect(response.statusCode).toBe(422);
    return response.json().errors[0].causes as { code: string; paths: string[] }[];
  };

  it('refuses a quantity below the minimum order quantity', async () => {
    expect(await causesOf('ACC-MOUSE', 1)).toEqual([
      expect.objectContaining({ code: 'basket.line_item.quantity.below_minimum.error', paths: ['/0/quantity/value'] }),
      expect.objectContaining({ code: 'basket.line_item.quantity.step.error' }),
    ]);
  });

  it('refuses a quantity off the step', async () => {
    expect((await causesOf('ACC-MOUSE', 5)).map(cause => cause.code)).toEqual(['basket.line_item.quantity.step.error']);
  });

  it('refuses a quantity above the product\'s maximum', async () => {
    expect((await causesOf('ACC-MOUSE', 22)).map(cause => cause.code)).toEqual(['basket.line_item.quantity.above_maximum.error']);
  });

  it('refuses a quantity above the channel maximum of 100 for products without their own', async () => {
    expect((await causesOf('CAM-400', 101)).map(cause => cause.code)).toEqual(['basket.line_item.quantity.above_maximum.error']);
  });

  it('accepts the maximum quantity', async () => {
    const client = await newBasket(api);
    expect((await client.addItems([{ product: 'CAM-400', quantity: { value: 100 } }])).statusCode).toBe(201);
  });

  it('applies the rules to the merged quantity and keeps the line as it was', async () => {
    const client = await newBasket(api);
    await client.addItems([{ product: 'ACC-MOUSE', quantity: { value: 18 } }]);
    const response = await client.addItems([{ product: 'ACC-MOUSE', quantity: { value: 4 } }]);
    expect(response.statusCode).toBe(422);
    const basket = (await client.call('GET', '/baskets/current?include=lineItems')).json();
    expect(Object.values(basket.included.lineItems)).toEqual([expect.objectContaining({ quantity: { value: 18, unit: 'pcs' } })]);
  });

  it('refuses a quantity change that breaks the rules, keeping the quantity', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'ACC-MOUSE', quantity: { value: 2 } }])).json().data;
    const response = await client.call('PATCH', `/baskets/current/items/${line.id}`, { quantity: { value: 3 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'basket.line_item.update.failed',
      causes: [expect.objectContaining({ code: 'basket.line_item.quantity.step.error', paths: ['/quantity/value'] })],
    });
    const basket = (await client.call('GET', '/baskets/current?include=lineItems')).json();
    expect(basket.included.lineItems[line.id].quantity.value).toBe(2);
  });
});
