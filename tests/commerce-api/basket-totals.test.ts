import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newBasket } from './basket-support';
import { startTestApi, type TestApi } from './support';

// Catalogue prices (EUR, tax rate 19 %): CAM-100 199.00 net / 236.81 gross, from 5 pieces 189.00 / 224.91;
// ACC-MOUSE 19.99 / 23.79; CAM-300 39.90 / 47.48.
const eur = (value: number) => ({ currency: 'EUR', value });

describe('basket prices and totals', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const lineOf = async (product: string, value: number) => {
    const client = await newBasket(api);
    return (await client.addItems([{ product, quantity: { value } }])).json().data[0];
  };

  it('prices a line at the base price below the scaled quantity', async () => {
    const line = await lineOf('CAM-100', 4);
    expect(line.pricing.singleBasePrice).toEqual({ net: eur(199), gross: eur(236.81) });
    expect(line.pricing.total).toEqual({ net: eur(796), gross: eur(947.24) });
  });

  it('prices a line at the scaled price from its minimum quantity', async () => {
    const line = await lineOf('CAM-100', 5);
    expect(line.pricing.singleBasePrice).toEqual({ net: eur(189), gross: eur(224.91) });
    expect(line.pricing.total).toEqual({ net: eur(945), gross: eur(1124.55) });
  });

  it('moves a line to the scaled price when its quantity is raised', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }])).json().data;
    const changed = (await client.call('PATCH', `/baskets/current/items/${line.id}`, { quantity: { value: 6 } })).json().data;
    expect(changed.pricing.singleBasePrice.net).toEqual(eur(189));
  });

  it('gives the line tax as gross minus net', async () => {
    const line = await lineOf('CAM-300', 3);
    expect(line.pricing.total).toEqual({ net: eur(119.7), gross: eur(142.44) });
    expect(line.pricing.salesTaxTotal).toEqual(eur(22.74));
  });

  it('sums the basket to the cent where binary floats would not', async () => {
    // in floats: 398 + 39.98 + 39.9 * 3 = 557.6800000000001 net, 473.62 + 47.58 + 142.44 = 663.6400000000001 gross
    const client = await newBasket(api);
    await client.addItems([
      { product: 'CAM-100', quantity: { value: 2 } },
      { product: 'ACC-MOUSE', quantity: { value: 2 } },
      { product: 'CAM-300', quantity: { value: 3 } },
    ]);
    const { totals, totalProductQuantity } = (await client.call('GET', '/baskets/current')).json().data;
    const items = { net: eur(557.68), gross: eur(663.64) };
    expect(totals.itemTotal).toEqual(items);
    expect(totals.undiscountedItemTotal).toEqual(items);
    expect(totals.grandTotal).toEqual({ ...items, tax: eur(105.96) });
    expect(totalProductQuantity).toBe(7);
  });

  it('prices a basket in its own currency', async () => {
    const client = await newBasket(api, ';cur=USD');
    const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }])).json().data;
    expect(line.pricing.singleBasePrice.net).toEqual({ currency: 'USD', value: 219 });
  });

  it('gives an empty basket zero totals', async () => {
    const client = await newBasket(api);
    const { totals } = (await client.call('GET', '/baskets/current')).json().data;
    expect(totals.grandTotal).toEqual({ net: eur(0), gross: eur(0), tax: eur(0) });
  });

  it('resolves line items into included on include=lineItems', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-300', quantity: { value: 1 } }])).json().data;
    const body = (await client.call('GET', `/baskets/${client.basketId}?include=lineItems`)).json();
    expect(body.data.lineItems).toEqual([line.id]);
    expect(body.included).toEqual({ lineItems: { [line.id]: line } });
    expect(body.infos).toBeUndefined();
  });

  it('reports includes it does not resolve as include.not_resolved.error infos', async () => {
    const client = await newBasket(api);
    const body = (await client.call('GET', '/baskets/current?include=lineItems,buckets')).json();
    expect(body.infos).toEqual([expect.objectContaining({ code: 'include.not_resolved.error' })]);
    expect(body.included).toEqual({ lineItems: {} });
  });
});
