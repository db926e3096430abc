import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BERLIN, newBasket } from './basket-support';
import { setOpenTender } from './basket-payment-support';
import { startTestApi, type TestApi } from './support';

// One CAM-100 and two ACC-MOUSE: 238.98 net / 284.39 gross. STD_GROUND 4.20 / 5.00, cash on
// delivery 4.20 / 5.00 (DE, 19 %); US ship-to addresses are untaxed.
const eur = (value: number) => ({ currency: 'EUR', value });

describe('payment costs in the basket totals', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const basket = async () => {
    const client = await newBasket(api);
    await client.addItems([
      { product: 'CAM-100', quantity: { value: 1 } },
      { product: 'ACC-MOUSE', quantity: { value: 2 } },
    ]);
    return client;
  };
  const totalsOf = async (client: Awaited<ReturnType<typeof basket>>) =>
    (await client.call('GET', '/baskets/current')).json().data.totals;

  it('has no payment costs before a payment is chosen', async () => {
    expect((await totalsOf(await basket())).paymentCostsTotal).toEqual({ net: eur(0), gross: eur(0) });
  });

  it('adds the open tender method costs to the grand total', async () => {
    const client = await basket();
    await setOpenTender(client, 'ISH_CASH_ON_DELIVERY');
    const totals = await totalsOf(client);
    expect(totals.paymentCostsTotal).toEqual({ net: eur(4.2), gross: eur(5) });
    expect(totals.grandTotal).toEqual({ net: eur(243.18), gross: eur(289.39), tax: eur(46.21) });
  });

  it('adds payment costs after shipping, to the cent', async () => {
    const client = await basket();
    const { data } = (await client.addAddress(BERLIN)).json();
    await client.call('PATCH', '/baskets/current', { commonShipToAddress: data.id, commonShippingMethod: 'STD_GROUND' });
    await setOpenTender(client, 'ISH_CASH_ON_DELIVERY');
    expect((await totalsOf(client)).grandTotal).toEqual({ net: eur(247.38), gross: eur(294.39), tax: eur(47.01) });
  });

  it('taxes payment costs at the ship-to country rate', async () => {
    const client = await basket();
    const { data } = (await client.addAddress({ ...BERLIN, countryCode: 'US', mainDivisionCode: 'NY', postalCode: '10001', city: 'New York' })).json();
    await client.call('PATCH', '/baskets/current', { commonShipToAddress: data.id });
    await setOpenTender(client, 'ISH_CASH_ON_DELIVERY');
    expect((await totalsOf(client)).paymentCostsTotal).toEqual({ net: eur(4.2), gross: eur(4.2) });
  });

  it('has no payment costs for a free method', async () => {
    const client = await basket();
    await setOpenTender(client, 'ISH_INVOICE');
    expect((await totalsOf(client)).grandTotal).toEqual({ net: eur(238.98), gross: eur(284.39), tax: eur(45.41) });
  });
});
