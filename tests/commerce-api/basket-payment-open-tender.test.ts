import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type BasketClient, basketCall } from './basket-support';
import { VALID_CARD, addInstrument, setOpenTender, basketWithCameras as camerasBasket } from './basket-payment-support';
import { startTestApi, type TestApi } from './support';

const INCLUDE = 'include=payments,payments_paymentMethod,payments_paymentInstrument';

describe('the open tender of a basket', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const basketWithCameras = (count: number) => camerasBasket(api, count);
  const basketWith = async (client: BasketClient) =>
    (await client.call('GET', `/baskets/current?${INCLUDE}`)).json();

  it('sets a method without parameters by its id and answers the payment', async () => {
    const response = await setOpenTender(await basketWithCameras(1), 'ISH_INVOICE');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: 'open-tender',
      paymentMethod: 'ISH_INVOICE',
      paymentInstrument: 'ISH_INVOICE',
      displayName: 'Invoice',
      capabilities: [],
      redirectRequired: false,
    });
  });

  it('includes the payment method in the answer on include=paymentMethod', async () => {
    const client = await basketWithCameras(1);
    const response = await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender?include=paymentMethod`, {
      paymentInstrument: 'ISH_INVOICE',
    });
    expect(response.json().included.paymentMethod.ISH_INVOICE).toMatchObject({ id: 'ISH_INVOICE', restricted: false });
  });

  it('resolves the payment, its method and its instrument in the basket', async () => {
    const client = await basketWithCameras(1);
    const instrument = (await addInstrument(client, 'ISH_CREDITCARD', VALID_CARD)).json().data;
    await setOpenTender(client, instrument.id);
    const { data, included } = await basketWith(client);
    expect(data.payments).toEqual(['open-tender']);
    expect(included.payments['open-tender']).toMatchObject({ paymentMethod: 'ISH_CREDITCARD', paymentInstrument: instrument.id });
    expect(Object.keys(included.payments_paymentMethod)).toEqual(['ISH_CREDITCARD']);
    expect(included.payments_paymentInstrument).toEqual({ [instrument.id]: instrument });
  });

  it('replaces the previous open tender', async () => {
    const client = await basketWithCameras(1);
    await setOpenTender(client, 'ISH_INVOICE');
    await setOpenTender(client, 'ISH_CASH_ON_DELIVERY');
    const { included } = await basketWith(client);
    expect(Object.keys(included.payments_paymentMethod)).toEqual(['ISH_CASH_ON_DELIVERY']);
  });

  it('refuses a restricted method and keeps the previous tender', async () => {
    const client = await basketWithCameras(3);
    await setOpenTender(client, 'ISH_INVOICE');
    const response = await setOpenTender(client, 'ISH_CASH_ON_DELIVERY');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes.map((cause: { code: string }) => cause.code)).toEqual([
      'basket.payment_method.restricted.error',
    ]);
    expect(Object.keys((await basketWith(client)).included.payments_paymentMethod)).toEqual(['ISH_INVOICE']);
  });

  it("refuses another basket's instrument", async () => {
    const other = await basketWithCameras(1);
    const instrument = (await addInstrument(other, 'ISH_CREDITCARD', VALID_CARD)).json().data;
    const response = await setOpenTender(await basketWithCameras(1), instrument.id);
    expect([response.statusCode, response.json().errors[0].causes[0].code]).toEqual([
      422,
      'basket.payment_instrument.not_found.error',
    ]);
  });

  it('refuses a limited tender (a gift card) as the open tender', async () => {
    const client = await basketWithCameras(1);
    const giftCard = (await addInstrument(client, 'ISH_GIFT_CARD', [{ name: 'giftCardNumber', value: '6000123412341234' }])).json().data;
    const response = await setOpenTender(client, giftCard.id);
    expect(response.json().errors[0].causes[0].code).toBe('basket.payment_method.limited_tender.error');
  });

  it('answers a refused open tender in German for de_DE', async () => {
    const client = await basketWithCameras(1);
    const giftCard = (await addInstrument(client, 'ISH_GIFT_CARD', [{ name: 'giftCardNumber', value: '6000123412341234' }])).json().data;
    const response = await basketCall(api, 'PUT', `/baskets/${client.basketId}/payments/open-tender`, {
      body: { paymentInstrument: giftCard.id },
      token: client.token,
      matrix: ';loc=de_DE',
    });
    const [error] = response.json().errors;
    expect([error.message, error.causes[0].message]).toEqual([
      'Die Zahlungsart konnte nicht festgelegt werden.',
      'Geschenkkarte deckt nur einen Teil des Warenkorbs und kann nicht die alleinige Zahlungsart sein.',
    ]);
  });

  it('refuses a method with parameters chosen without an instrument', async () => {
    const response = await setOpenTender(await basketWithCameras(1), 'ISH_CREDITCARD');
    expect(response.json().errors[0].causes[0].code).toBe('basket.payment_instrument.not_found.error');
  });

  it('drops the open tender when the basket grows above the method limit', async () => {
    const client = await basketWithCameras(1);
    await setOpenTender(client, 'ISH_CASH_ON_DELIVERY');
    await client.addItems([{ product: 'CAM-100', quantity: { value: 2 } }]);
    const { data, included } = await basketWith(client);
    expect([data.payments, included.payments]).toEqual([undefined, {}]);
  });

  it('deletes the open tender', async () => {
    const client = await basketWithCameras(1);
    await setOpenTender(client, 'ISH_INVOICE');
    const deleted = await client.call('DELETE', `/baskets/${client.basketId}/payments/open-tender`);
    expect(deleted.statusCode).toBe(204);
    expect((await basketWith(client)).data.payments).toBeUndefined();
  });
});
