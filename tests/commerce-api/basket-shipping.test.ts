import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BERLIN, type BasketClient, newBasket } from './basket-support';
import { startTestApi, type TestApi } from './support';

// Reference shipping methods (EUR, net / gross at the shop's 19 %): STD_GROUND 4.20 / 5.00,
// STD_2DAY 8.40 / 10.00, EXPRESS 16.81 / 20.00 (ships only to DE and AT).
const eur = (value: number) => ({ currency: 'EUR', value });

describe('basket shipping methods', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const eligibleIds = async (client: BasketClient) =>
    (await client.call('GET', `/baskets/${client.basketId}/eligible-shipping-methods`))
      .json()
      .data.map((method: { id: string }) => method.id);

  /** A basket shipping to the address, which is also its invoice address. */
  const basketShippingTo = async (address: object) => {
    const client = await newBasket(api);
    const { data } = (await client.addAddress(address)).json();
    await client.call('PATCH', '/baskets/current', { invoiceToAddress: data.id, commonShipToAddress: data.id });
    return client;
  };

  it('lists the eligible methods with ISO-8601 delivery times and costs in the basket currency', async () => {
    const client = await newBasket(api);
    const { data } = (await client.call('GET', `/baskets/${client.basketId}/eligible-shipping-methods`)).json();
    expect(data[0]).toEqual({
      id: 'STD_GROUND',
      name: 'Standard Ground',
      description: 'Delivery within a week',
      deliveryTimeMin: 'P3D',
      deliveryTimeMax: 'P7D',
      shippingCosts: { net: eur(4.2), gross: eur(5) },
    });
  });

  it('prices the methods in the currency the basket was created in', async () => {
    const client = await newBasket(api, ';cur=USD');
    const { data } = (await client.call('GET', `/baskets/${client.basketId}/eligible-shipping-methods`)).json();
    expect(data[0].shippingCosts.net).toEqual({ currency: 'USD', value: 5.04 });
  });

  it('leaves out a method that does not ship to the ship-to country', async () => {
    const client = await basketShippingTo({ ...BERLIN, countryCode: 'US', mainDivisionCode: 'NY', city: 'New York' });
    expect(await eligibleIds(client)).toEqual(['STD_GROUND', 'STD_2DAY']);
  });

  it('offers a restricted method where it ships', async () => {
    const client = await basketShippingTo(BERLIN);
    expect(await eligibleIds(client)).toEqual(['STD_GROUND', 'STD_2DAY', 'EXPRESS']);
  });

  it('chooses an eligible method and resolves it in included', async () => {
    const client = await basketShippingTo(BERLIN);
    const response = await client.call('PATCH', '/baskets/current?include=commonShippingMethod', {
      commonShippingMethod: 'EXPRESS',
    });
    expect(response.statusCode).toBe(200);
    const { data, included } = response.json();
    expect(data.commonShippingMethod).toBe('EXPRESS');
    expect(included.commonShippingMethod.EXPRESS).toMatchObject({ id: 'EXPRESS', deliveryTimeMin: 'P1D', deliveryTimeMax: 'P1D' });
  });

  it('refuses a method that is not eligible for the ship-to country', async () => {
    const client = await basketShippingTo({ ...BERLIN, countryCode: 'US', mainDivisionCode: 'NY', city: 'New York' });
    const response = await client.call('PATCH', '/baskets/current', { commonShippingMethod: 'EXPRESS' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'basket.update.failed',
      causes: [{ code: 'basket.shipping_method.not_eligible.error', paths: ['/commonShippingMethod'] }],
    });
  });

  it('refuses an unknown method', async () => {
    const client = await newBasket(api);
    const response = await client.call('PATCH', '/baskets/current', { commonShippingMethod: 'CARRIER_PIGEON' });
    expect(response.json().errors[0].causes[0].code).toBe('basket.shipping_method.not_eligible.error');
  });

  it('drops the chosen method when a new ship-to address is out of its reach', async () => {
    const client = await basketShippingTo(BERLIN);
    await client.call('PATCH', '/baskets/current', { commonShippingMethod: 'EXPRESS' });
    const { data: newYork } = (await client.addAddress({ ...BERLIN, countryCode: 'US', mainDivisionCode: 'NY' })).json();
    const { data } = (await client.call('PATCH', '/baskets/current', { commonShipToAddress: newYork.id })).json();
    expect(data.commonShippingMethod).toBeUndefined();
  });
});
