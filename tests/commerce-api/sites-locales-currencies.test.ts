// The five sites of business-and-integration §9: en_US, de_DE, fr_FR, pl_PL and ro_RO with EUR, USD, PLN
// and RON. French, Polish and Romanian answer a text the API has in the locale (country names) and
// English otherwise (the demo catalogue is written in English and German); PLN and RON prices are the
// EUR ones at the demo's fixed rates (reference/exchange-rates.ts), and a basket and its order work in them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setOpenTender } from './basket-payment-support';
import { BERLIN, basketCall, newBasket } from './basket-support';
import { ORDER_MEDIA_TYPE } from './order-support';
import { BASE, type TestApi, startTestApi } from './support';

const PRICING = { accept: 'application/vnd.intershop.pricing.v1+json' };

describe('sites: locales and currencies', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists the five locales and four currencies in GET configurations', async () => {
    const { data } = (await api.get('/configurations')).json();
    expect(data.general).toEqual(
      expect.objectContaining({
        locales: ['en_US', 'de_DE', 'fr_FR', 'pl_PL', 'ro_RO'],
        currencies: ['EUR', 'USD', 'PLN', 'RON'],
        defaultLocale: 'en_US',
        defaultCurrency: 'EUR',
      }),
    );
  });

  it.each(['fr_FR', 'pl_PL', 'ro_RO'])('answers a product in %s with the English texts the catalogue has', async locale => {
    const response = await api.get('/products/CAM-100', { matrix: `;loc=${locale}` });
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product.productName).toBe('Lumix Zoom Camera');
    expect(product.shortDescription).toBe('Compact camera with optical zoom');
    expect(product.defaultCategory.categoryPath.map((entry: { name: string }) => entry.name)).toEqual(['Cameras', 'Digital Cameras']);
    expect(product.attributes.find((attribute: { name: string }) => attribute.name === 'Colour').value).toBe('Black');
    const tree = (await api.get('/categories?view=tree&limit=2', { matrix: `;loc=${locale}` })).json();
    expect(tree.elements.every((category: { name: string }) => category.name.length > 0)).toBe(true);
  });

  it("names the API's own filters in the locale and the catalogue's attribute filters in English", async () => {
    const filters = (await api.get('/categories/Cameras/productfilters', { matrix: ';loc=pl_PL' })).json();
    expect(filters.elements.map((filter: { name: string }) => filter.name)).toEqual(expect.arrayContaining(['Marka', 'Cena', 'Resolution']));
  });

  it('names the countries in French, Polish and Romanian', async () => {
    const names = async (locale: string) => {
      const { data } = (await api.get('/countries', { matrix: `;loc=${locale}` })).json();
      return Object.fromEntries(data.filter((country: { id: string }) => ['DE', 'PL', 'RO', 'FR'].includes(country.id)).map((country: { id: string; name: string }) => [country.id, country.name]));
    };
    expect(await names('fr_FR')).toEqual(expect.objectContaining({ DE: 'Allemagne', PL: 'Pologne', FR: 'France' }));
    expect(await names('pl_PL')).toEqual(expect.objectContaining({ DE: 'Niemcy', PL: 'Polska' }));
    expect(await names('ro_RO')).toEqual(expect.objectContaining({ DE: 'Germania', PL: 'Polonia' }));
    expect(await names('de_DE')).toEqual(expect.objectContaining({ DE: 'Deutschland', PL: 'Polen' }));
  });

  it('prices a product in PLN and RON from EUR, ending in .99 from 10 units up', async () => {
    const inCurrency = async (currency: string) => (await api.get('/products/CAM-100', { matrix: `;cur=${currency}` })).json();
    const pln = await inCurrency('PLN');
    expect(pln.salePrice.net).toEqual({ currency: 'PLN', value: 855.99 });
    expect(pln.salePrice.gross).toEqual({ currency: 'PLN', value: 1018.63 });
    expect(pln.listPrice.net).toEqual({ currency: 'PLN', value: 1070.99 });
    const ron = await inCurrency('RON');
    expect(ron.salePrice.net).toEqual({ currency: 'RON', value: 988.99 });
    expect(ron.listPrice.net).toEqual({ currency: 'RON', value: 1237.99 });
    // EUR and USD as before
    expect((await inCurrency('EUR')).salePrice.net).toEqual({ currency: 'EUR', value: 199 });
    expect((await inCurrency('USD')).salePrice.net).toEqual({ currency: 'USD', value: 219 });
  });

  it('answers productprices and product lists in the requested currency, scaled prices included', async () => {
    const prices = (await api.get('/productprices?sku=CAM-100', { matrix: ';cur=PLN', headers: PRICING })).json();
    const [entry] = prices.data;
    expect(entry.currency).toBe('PLN');
    expect(entry.prices.SalePrice.map((price: { net: unknown }) => price.net)).toEqual([
      { currency: 'PLN', value: 855.99 },
      { currency: 'PLN', value: 812.99 },
    ]);
    const list = (await api.get('/products?searchTerm=lumix&attrs=sku,salePrice', { matrix: ';loc=ro_RO;cur=RON' })).json();
    const salePrice = list.elements[0].attributes.find((attribute: { name: string }) => attribute.name === 'salePrice');
    expect(salePrice.value.net).toEqual({ currency: 'RON', value: 988.99 });
  });

  it('refuses an unknown locale and an unknown currency as before', async () => {
    const locale = await api.get('/products/CAM-100', { matrix: ';loc=it_IT' });
    expect(locale.statusCode).toBe(400);
    expect(locale.json().errors[0].code).toBe('rest.locale.not_supported.error');
    const currency = await api.get('/products/CAM-100', { matrix: ';cur=CHF' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().errors[0].code).toBe('rest.currency.not_supported.error');
  });

  it('takes a basket in PLN from the first line to the order', async () => {
    const client = await newBasket(api, ';loc=pl_PL;cur=PLN');
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) =>
      basketCall(api, method, path, { body, token: client.token, matrix: ';loc=pl_PL;cur=PLN' });
    expect((await call('POST', `/baskets/${client.basketId}/items`, [{ product: 'CAM-100', quantity: { value: 2 } }])).statusCode).toBe(201);
    const address = (await call('POST', `/baskets/${client.basketId}/addresses`, BERLIN)).json().data.id;
    await call('PATCH', `/baskets/${client.basketId}`, { invoiceToAddress: address, commonShipToAddress: address, commonShippingMethod: 'STD_GROUND' });
    const shipping = (await call('GET', `/baskets/${client.basketId}/eligible-shipping-methods`)).json().data;
    expect(shipping.find((method: { id: string }) => method.id === 'STD_GROUND').shippingCosts.net).toEqual({ currency: 'PLN', value: 18 });
    await setOpenTender(client, 'ISH_INVOICE');

    const basket = (await call('GET', `/baskets/${client.basketId}?include=lineItems`)).json();
    const [line] = Object.values(basket.included.lineItems) as { pricing: { singleBasePrice: { net: unknown }; total: { net: unknown } } }[];
    expect(line.pricing.singleBasePrice.net).toEqual({ currency: 'PLN', value: 855.99 });
    expect(line.pricing.total.net).toEqual({ currency: 'PLN', value: 1711.98 });
    const totals = basket.data.totals;
    expect(totals.itemTotal.net).toEqual({ currency: 'PLN', value: 1711.98 });
    expect(totals.grandTotal.gross.currency).toBe('PLN');
    expect(totals.grandTotal.net.value).toBeCloseTo(1711.98 + 18, 2);

    const submitted = await api.inject({
      method: 'POST',
      url: `${BASE};loc=pl_PL;cur=PLN/orders`,
      headers: { accept: ORDER_MEDIA_TYPE, 'authentication-token': client.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ basket: client.basketId, termsAndConditionsAccepted: true }),
    });
    expect(submitted.statusCode).toBe(201);
    const order = submitted.json().data;
    expect(order.totals.grandTotal.gross).toEqual(totals.grandTotal.gross);
    const read = await api.inject({
      method: 'GET',
      url: `${BASE};loc=pl_PL;cur=PLN/orders/${order.id}?include=invoiceToAddress`,
      headers: { accept: ORDER_MEDIA_TYPE, 'authentication-token': client.token },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.totals.itemTotal.net).toEqual({ currency: 'PLN', value: 1711.98 });
    expect(read.json().data.status).toBe('Nowe');
    expect((Object.values(read.json().included.invoiceToAddress)[0] as { country: string }).country).toBe('Niemcy');
  });

  it('keeps a basket in its currency on reads and recalculates it when a PATCH names another, as ICM does', async () => {
    const client = await newBasket(api, ';cur=EUR');
    await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const read = async (matrix: string) => (await basketCall(api, 'GET', `/baskets/${client.basketId}`, { token: client.token, matrix })).json().data;
    const inPln = await read(';cur=PLN');
    expect(inPln.purchaseCurrency).toBe('EUR');
    expect(inPln.totals.itemTotal.net).toEqual({ currency: 'EUR', value: 199 });

    // a PATCH without ;cur= changes nothing about the currency
    await basketCall(api, 'PATCH', `/baskets/${client.basketId}`, { token: client.token, body: { calculated: true } });
    expect((await read('')).purchaseCurrency).toBe('EUR');

    const patched = await basketCall(api, 'PATCH', `/baskets/${client.basketId}`, { token: client.token, matrix: ';cur=PLN', body: { calculated: true } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.purchaseCurrency).toBe('PLN');
    expect(patched.json().data.totals.itemTotal.net).toEqual({ currency: 'PLN', value: 855.99 });
    expect((await read(';cur=EUR')).totals.itemTotal.net).toEqual({ currency: 'PLN', value: 855.99 });
  });
});
