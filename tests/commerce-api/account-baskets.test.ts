// A logged-in user's basket: it starts with the user's preferred addresses, offers the customer
// addresses the user may see and the user's saved instruments, and orders with them; anonymous
// baskets offer nothing of a customer's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, MUNICH, PATRICIA, PMILLER, call, causesOf, linkPath, loginDemo, resolveLinks, startAccountApi } from './account-support';
import { BERLIN, newBasket } from './basket-support';
import type { TestApi } from './support';

const CARD = [
  { name: 'holder', value: 'Patricia Miller' },
  { name: 'creditCardNumber', value: '4111111111111111' },
  { name: 'expiryDate', value: '12/29' },
];

describe("a logged-in user's basket", () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startAccountApi();
    for (const login of [PATRICIA, JLINK, BBOLDNER, PMILLER]) tokens[login] = await loginDemo(api, login);
  });
  afterAll(() => api.close());

  const newUserBasket = async (login: string) => {
    const created = await call(api, 'POST', '/baskets', tokens[login]);
    expect(created.statusCode).toBe(201);
    return created.json().data.id as string;
  };
  const customerAddress = async (login: string, name: string) =>
    (await resolveLinks(api, tokens[login], await call(api, 'GET', '/customers/-/addresses', tokens[login]))).find(
      (address: { addressName: string }) => address.addressName === name,
    );
  const eligibleUrns = async (login: string, basketId: string) =>
    (await call(api, 'GET', `/baskets/${basketId}/eligible-addresses`, tokens[login])).json().data.map((address: { urn: string }) => address.urn);

  describe('addresses', () => {
    it("starts with the user's preferred invoice and ship-to addresses", async () => {
      const [headquarters, warehouse] = [await customerAddress(JLINK, 'Headquarters'), await customerAddress(JLINK, 'Warehouse')];
      const basketId = await newUserBasket(JLINK);
      const basket = await call(api, 'GET', `/baskets/${basketId}?include=invoiceToAddress,commonShipToAddress`, tokens[JLINK]);
      const { data, included } = basket.json();
      expect([data.invoiceToAddress, data.commonShipToAddress]).toEqual([headquarters.urn, warehouse.urn]);
      expect(included.commonShipToAddress[warehouse.urn]).toMatchObject({ addressLine1: 'Am Sandtorkai 5', city: 'Hamburg', countryCode: 'DE' });
    });

    it('offers the customer addresses the user may see beside its own', async () => {
      const basketId = await newUserBasket(PMILLER);
      await call(api, 'POST', `/baskets/${basketId}/addresses`, tokens[PMILLER], BERLIN);
      const urns = await eligibleUrns(PMILLER, basketId);
      expect(urns).toHaveLength(3);
      expect(urns).toEqual(
        expect.arrayContaining([(await customerAddress(PMILLER, 'Headquarters')).urn, (await customerAddress(PMILLER, 'Warehouse')).urn]),
      );
      expect(urns).not.toContain((await customerAddress(JLINK, 'Home office')).urn);
      expect(urns.filter((urn: string) => urn.startsWith('urn:address:basket:'))).toHaveLength(1);
    });

    it('chooses a customer address by urn or by id', async () => {
      const homeOffice = await customerAddress(JLINK, 'Home office');
      const basketId = await newUserBasket(JLINK);
      const byUrn = await call(api, 'PATCH', `/baskets/${basketId}`, tokens[JLINK], { commonShipToAddress: homeOffice.urn });
      expect(byUrn.json().data.commonShipToAddress).toBe(homeOffice.urn);
      const byId = await call(api, 'PATCH', `/baskets/${basketId}`, tokens[JLINK], { invoiceToAddress: homeOffice.id });
      expect(byId.json().data.invoiceToAddress).toBe(homeOffice.urn);
      expect(await eligibleUrns(JLINK, basketId)).toEqual(expect.arrayContaining([homeOffice.urn]));
    });

    it('uses a ship-to-only address only for shipping, and says so in the eligible addresses', async () => {
      const warehouse = await customerAddress(JLINK, 'Warehouse');
      expect(warehouse.invoiceToAddress).toBe(false);
      const basketId = await newUserBasket(JLINK);
      const eligible = (await call(api, 'GET', `/baskets/${basketId}/eligible-addresses`, tokens[JLINK])).json().data;
      expect(eligible.find((address: { urn: string }) => address.urn === warehouse.urn)).toMatchObject({ invoiceToAddress: false, shipToAddress: true });
      const refused = await call(api, 'PATCH', `/baskets/${basketId}`, tokens[JLINK], { invoiceToAddress: warehouse.urn });
      expect(causesOf(refused)).toEqual([['basket.address.usage.error', ['/invoiceToAddress']]]);
    });

    it("refuses a customer address the user may not see, and another company's", async () => {
      const basketId = await newUserBasket(PMILLER);
      for (const reference of [(await customerAddress(JLINK, 'Home office')).urn, (await customerAddress(PATRICIA, 'Home'))?.urn ?? 'none']) {
        const response = await call(api, 'PATCH', `/baskets/${basketId}`, tokens[PMILLER], { invoiceToAddress: reference });
        expect(causesOf(response)).toEqual([['basket.address.not_found.error', ['/invoiceToAddress']]]);
      }
    });

    it('shows the current values of a chosen customer address', async () => {
      await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'Moving' });
      const moving = await customerAddress(PATRICIA, 'Moving');
      const basketId = await newUserBasket(PATRICIA);
      await call(api, 'PATCH', `/baskets/${basketId}`, tokens[PATRICIA], { commonShipToAddress: moving.urn });
      await call(api, 'PUT', `/privatecustomers/-/addresses/${moving.id}`, tokens[PATRICIA], { ...moving, city: 'Nürnberg', postalCode: '90402' });
      const basket = (await call(api, 'GET', `/baskets/${basketId}?include=commonShipToAddress`, tokens[PATRICIA])).json();
      expect(basket.included.commonShipToAddress[moving.urn]).toMatchObject({ city: 'Nürnberg', postalCode: '90402' });
    });

    it('loses a chosen customer address that is deleted', async () => {
      await call(api, 'POST', '/privatecustomers/-/addresses', tokens[PATRICIA], { ...MUNICH, addressName: 'Temporary' });
      const temporary = await customerAddress(PATRICIA, 'Temporary');
      const basketId = await newUserBasket(PATRICIA);
      await call(api, 'PATCH', `/baskets/${basketId}`, tokens[PATRICIA], { commonShipToAddress: temporary.urn });
      const chosenId = (await call(api, 'GET', `/baskets/${basketId}/eligible-addresses`, tokens[PATRICIA])).json().data.find((address: { urn: string }) => address.urn === temporary.urn).id;
      // the PWA deletes it by the id the basket lists
      expect((await call(api, 'DELETE', `/privatecustomers/-/addresses/${chosenId}`, tokens[PATRICIA])).statusCode).toBe(204);
      const basket = (await call(api, 'GET', `/baskets/${basketId}`, tokens[PATRICIA])).json();
      expect(basket.data).not.toHaveProperty('commonShipToAddress');
      expect(await eligibleUrns(PATRICIA, basketId)).not.toContain(temporary.urn);
    });

    it('refuses to change a customer address through the basket', async () => {
      const home = await customerAddress(PATRICIA, 'Home');
      const basketId = await newUserBasket(PATRICIA);
      const response = await call(api, 'PATCH', `/baskets/${basketId}/addresses/${encodeURIComponent(home.urn)}`, tokens[PATRICIA], { city: 'Potsdam' });
      expect(causesOf(response)).toEqual([['basket.address.customer_address.error', []]]);
      expect((await customerAddress(PATRICIA, 'Home')).city).toBe('Berlin');
    });

    it('orders with customer addresses, which the order keeps by their urns', async () => {
      const home = await customerAddress(PATRICIA, 'Home');
      const basketId = await newUserBasket(PATRICIA);
      await call(api, 'POST', `/baskets/${basketId}/items`, tokens[PATRICIA], [{ product: 'CAM-100', quantity: { value: 1 } }]);
      await call(api, 'PATCH', `/baskets/${basketId}`, tokens[PATRICIA], { commonShippingMethod: 'STD_GROUND' });
      await call(api, 'PUT', `/baskets/${basketId}/payments/open-tender`, tokens[PATRICIA], { paymentInstrument: 'ISH_INVOICE' });
      const order = await call(api, 'POST', '/orders?include=invoiceToAddress', tokens[PATRICIA], { basket: basketId, termsAndConditionsAccepted: true });
      expect(order.statusCode).toBe(201);
      expect(order.json().data.invoiceToAddress).toBe(home.urn);
      expect(order.json().included.invoiceToAddress[home.urn]).toMatchObject({ firstName: 'Patricia', addressLine1: 'Potsdamer Str. 20' });
    });
  });

  describe('saved payment instruments', () => {
    let savedId: string;
    beforeAll(async () => {
      const saved = await call(api, 'POST', '/privatecustomers/-/payments', tokens[PATRICIA], { name: 'ISH_CREDITCARD', parameters: CARD });
      savedId = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PATRICIA])).json().id;
    });

    it("lists the user's saved instruments with their method", async () => {
      const basketId = await newUserBasket(PATRICIA);
      const response = (await call(api, 'GET', `/baskets/${basketId}/eligible-payment-methods?include=paymentInstruments`, tokens[PATRICIA])).json();
      const card = response.data.find((method: { id: string }) => method.id === 'ISH_CREDITCARD');
      expect(card.paymentInstruments).toEqual([savedId]);
      expect(response.included.paymentInstruments[savedId]).toMatchObject({
        paymentMethod: 'ISH_CREDITCARD',
        accountIdentifier: '************1111',
        urn: expect.stringContaining('urn:payment-instrument:user:'),
      });
    });

    it('pays with a saved instrument and orders with it, masked', async () => {
      const basketId = await newUserBasket(PATRICIA);
      await call(api, 'POST', `/baskets/${basketId}/items`, tokens[PATRICIA], [{ product: 'CAM-100', quantity: { value: 1 } }]);
      await call(api, 'PATCH', `/baskets/${basketId}`, tokens[PATRICIA], { commonShippingMethod: 'STD_GROUND' });
      const tender = await call(api, 'PUT', `/baskets/${basketId}/payments/open-tender`, tokens[PATRICIA], { paymentInstrument: savedId });
      expect([tender.statusCode, tender.json().data.paymentMethod]).toEqual([200, 'ISH_CREDITCARD']);
      const basket = (await call(api, 'GET', `/baskets/${basketId}?include=payments_paymentInstrument`, tokens[PATRICIA])).json();
      expect(basket.data.payments).toEqual(['open-tender']);
      expect(Object.values(basket.included.payments_paymentInstrument)).toEqual([expect.objectContaining({ accountIdentifier: '************1111' })]);
      const order = await call(api, 'POST', '/orders', tokens[PATRICIA], { basket: basketId, termsAndConditionsAccepted: true });
      expect(order.statusCode).toBe(201);
      expect(order.body).not.toContain('4111111111111111');
    });

    it("offers no saved instrument of another user, and refuses it as the open tender", async () => {
      const basketId = await newUserBasket(PMILLER);
      const methods = (await call(api, 'GET', `/baskets/${basketId}/eligible-payment-methods`, tokens[PMILLER])).json().data;
      expect(methods.find((method: { id: string }) => method.id === 'ISH_CREDITCARD').paymentInstruments).toEqual([]);
      const tender = await call(api, 'PUT', `/baskets/${basketId}/payments/open-tender`, tokens[PMILLER], { paymentInstrument: savedId });
      expect(causesOf(tender)).toEqual([['basket.payment_instrument.not_found.error', ['/paymentInstrument']]]);
    });

    it('loses the payment when its saved instrument is deleted', async () => {
      const saved = await call(api, 'POST', '/privatecustomers/-/payments', tokens[PATRICIA], { name: 'ISH_CREDITCARD', parameters: CARD });
      const { id } = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PATRICIA])).json();
      const basketId = await newUserBasket(PATRICIA);
      await call(api, 'PUT', `/baskets/${basketId}/payments/open-tender`, tokens[PATRICIA], { paymentInstrument: id });
      await call(api, 'DELETE', `/privatecustomers/-/payments/${id}`, tokens[PATRICIA]);
      expect((await call(api, 'GET', `/baskets/${basketId}`, tokens[PATRICIA])).json().data).not.toHaveProperty('payments');
    });
  });

  describe('anonymous baskets', () => {
    it('offer only their own addresses and instruments and start without addresses', async () => {
      const client = await newBasket(api);
      const created = await client.call('GET', `/baskets/${client.basketId}`);
      expect(created.json().data).not.toHaveProperty('invoiceToAddress');
      expect((await client.call('GET', `/baskets/${client.basketId}/eligible-addresses`)).json().data).toEqual([]);
      const methods = (await client.call('GET', `/baskets/${client.basketId}/eligible-payment-methods`)).json().data;
      expect(methods.find((method: { id: string }) => method.id === 'ISH_CREDITCARD').paymentInstruments).toEqual([]);
    });

    it('cannot choose a customer address', async () => {
      const client = await newBasket(api);
      const home = await customerAddress(PATRICIA, 'Home');
      const response = await client.call('PATCH', `/baskets/${client.basketId}`, { invoiceToAddress: home.urn });
      expect(causesOf(response)).toEqual([['basket.address.not_found.error', ['/invoiceToAddress']]]);
    });
  });
});
