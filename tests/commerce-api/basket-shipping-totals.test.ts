import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BERLIN, newBasket } from './basket-support';
import { startTestApi, type TestApi } from './support';

// Catalogue prices (EUR, shop country DE, 19 %): CAM-100 199.00 net / 236.81 gross, ACC-MOUSE
// 19.99 / 23.79 (two at least). Shipping STD_GROUND 4.20 / 5.00. Reference tax rates: AT 20 %, US 0 %.
const eur = (value: number) => ({ currency: 'EUR', value });

describe('basket totals with shipping and the ship-to country', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** A basket with one CAM-100 and two ACC-MOUSE, shipping to the address when one is given. */
  const basket = async (shipTo?: object) => {
    const client = await newBasket(api);
    await client.addItems([
      { product: 'CAM-100', quantity: { value: 1 } },
      { product: 'ACC-MOUSE', quantity: { value: 2 } },
    ]);
    if (shipTo) {
      const { data } = (await client.addAddress(shipTo)).json();
      await client.call('PATCH', '/baskets/current', { commonShipToAddress: data.id });
    }
    return client;
  };
  const totalsAfter = async (client: Awaited<ReturnType<typeof basket>>, changes: object) =>
    (await client.call('PATCH', '/baskets/current', changes)).json().data.totals;

  it('has no shipping costs before a method is chosen', async () => {
    const { totals } = (await (await basket()).call('GET', '/baskets/current')).json().data;
    expect(totals.shippingTotal).toEqual({ net: eur(0), gross: eur(0) });
    expect(totals.grandTotal).toEqual({ net: eur(238.98), gross: eur(284.39), tax: eur(45.41) });
  });

  it('adds the chosen method to the grand total', async () => {
    const totals = await totalsAfter(await basket(BERLIN), { commonShippingMethod: 'STD_GROUND' });
    expect(totals.shippingTotal).toEqual({ net: eur(4.2), gross: eur(5) });
    expect(totals.grandTotal).toEqual({ net: eur(243.18), gross: eur(289.39), tax: eur(46.21) });
  });

  it("taxes items and shipping at the ship-to country's rate, rounded per unit", async () => {
    // AT 20 %: 199.00 → 238.80, 19.99 → 23.988 → 23.99 (× 2), shipping 4.20 → 5.04
    const client = await basket({ ...BERLIN, countryCode: 'AT', mainDivisionCode: undefined, postalCode: '1010', city: 'Wien' });
    const totals = await totalsAfter(client, { commonShippingMethod: 'STD_GROUND' });
    expect(totals.itemTotal).toEqual({ net: eur(238.98), gross: eur(286.78) });
    expect(totals.shippingTotal).toEqual({ net: eur(4.2), gross: eur(5.04) });
    expect(totals.grandTotal).toEqual({ net: eur(243.18), gross: eur(291.82), tax: eur(48.64) });
  });

  it('prices the lines for the ship-to country too', async () => {
    const client = await basket({ ...BERLIN, countryCode: 'AT', mainDivisionCode: undefined, postalCode: '1010' });
    const { included } = (await client.call('GET', '/baskets/current?include=lineItems')).json();
    const unitPrices = Object.values(included.lineItems).map(
      line => (line as { pricing: { singleBasePrice: unknown } }).pricing.singleBasePrice,
    );
    expect(unitPrices).toEqual([
      { net: eur(199), gross: eur(238.8) },
      { net: eur(19.99), gross: eur(23.99) },
    ]);
  });

  it('charges no tax when shipping to a country with a zero rate', async () => {
    const client = await basket({ ...BERLIN, countryCode: 'US', mainDivisionCode: 'NY' });
    const totals = await totalsAfter(client, { commonShippingMethod: 'STD_GROUND' });
    expect(totals.grandTotal).toEqual({ net: eur(243.18), gross: eur(243.18), tax: eur(0) });
  });

  it('keeps the catalogue tax for a country without rates of its own', async () => {
    const client = await basket({ ...BERLIN, countryCode: 'FR', mainDivisionCode: undefined });
    const { totals } = (await client.call('GET', '/baskets/current')).json().data;
    expect(totals.grandTotal.tax).toEqual(eur(45.41));
  });
});
