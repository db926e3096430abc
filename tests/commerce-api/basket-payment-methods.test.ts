import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BasketClient } from './basket-support';
import { VALID_CARD, addInstrument, eligiblePaymentMethods, basketWithCameras as camerasBasket } from './basket-payment-support';
import { startTestApi, type TestApi } from './support';

// CAM-100 costs 236.81 gross: three are 710.43, above cash on delivery's limit of 500.00;
// five are 1,184.05, above the invoice's limit of 1,000.00.
const eur = (value: number) => ({ currency: 'EUR', value });

describe('eligible payment methods of a basket', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const basketWithCameras = (count: number) => camerasBasket(api, count);
  const methodsById = async (client: BasketClient) =>
    Object.fromEntries((await eligiblePaymentMethods(client)).data.map((method: { id: string }) => [method.id, method]));

  it('lists the demo methods in ICM shape with costs in the basket currency', async () => {
    const { data } = await eligiblePaymentMethods(await basketWithCameras(1));
    expect(data.map((method: { id: string }) => method.id)).toEqual([
      'ISH_INVOICE',
      'ISH_CASH_ON_DELIVERY',
      'ISH_CREDITCARD',
      'ISH_DEBIT_TRANSFER',
      'ISH_GIFT_CARD',
      'ISH_DEMO_REDIRECT',
    ]);
    expect(data[1]).toEqual({
      id: 'ISH_CASH_ON_DELIVERY',
      serviceID: 'ISH_CASH_ON_DELIVERY',
      displayName: 'Cash on Delivery',
      description: 'Pay the courier on delivery',
      saveAllowed: false,
      restricted: false,
      capabilities: [],
      paymentCosts: { net: eur(4.2), gross: eur(5) },
      paymentInstruments: ['ISH_CASH_ON_DELIVERY'],
    });
  });

  it('leaves parameterDefinitions out for the methods without parameters, as ICM does', async () => {
    const methods = await methodsById(await basketWithCameras(1));
    for (const id of ['ISH_INVOICE', 'ISH_CASH_ON_DELIVERY', 'ISH_DEMO_REDIRECT']) expect(methods[id]).not.toHaveProperty('parameterDefinitions');
    expect(methods.ISH_CREDITCARD.parameterDefinitions).toHaveLength(3);
  });

  it('describes the credit card parameters with their constraints', async () => {
    const methods = await methodsById(await basketWithCameras(1));
    expect(methods.ISH_CREDITCARD.parameterDefinitions).toEqual([
      { name: 'holder', displayName: 'Card holder', type: 'string', constraints: { required: { message: 'Card holder is required.' }, size: { min: 2, max: 80, message: 'Card holder must have 2 to 80 characters.' } } },
      {
        name: 'creditCardNumber',
        displayName: 'Card number',
        type: 'string',
        constraints: {
          required: { message: 'Card number is required.' },
          size: { min: 13, max: 19, message: 'Card number must have 13 to 19 characters.' },
          pattern: { regexp: '^[0-9]+$', message: 'Card number is not valid.' },
        },
      },
      {
        name: 'expiryDate',
        displayName: 'Expiry date (MM/YY)',
        type: 'string',
        constraints: {
          required: { message: 'Expiry date (MM/YY) is required.' },
          pattern: { regexp: '^(0[1-9]|1[0-2])/[0-9]{2}$', message: 'Expiry date (MM/YY) is not valid.' },
        },
      },
    ]);
  });

  it('shows the direct debit mandate text', async () => {
    const methods = await methodsById(await basketWithCameras(1));
    expect(methods.ISH_DEBIT_TRANSFER.hostedPaymentPageParameters).toEqual([
      { name: 'mandateText', value: 'I authorise inSPIRED to collect payments from my account by direct debit.' },
      { name: 'directDebitType', value: 'CORE' },
    ]);
  });

  it('marks the gift card as a limited tender', async () => {
    const methods = await methodsById(await basketWithCameras(1));
    expect(methods.ISH_GIFT_CARD.capabilities).toEqual(['LimitedTender']);
  });

  it('restricts a method when the basket total is above its limit, with the cause', async () => {
    const methods = await methodsById(await basketWithCameras(3));
    expect(methods.ISH_CASH_ON_DELIVERY.restricted).toBe(true);
    expect(methods.ISH_CASH_ON_DELIVERY.restrictions).toEqual([
      {
        code: 'payment.method.order_value_above_maximum.restriction',
        message: 'Cash on Delivery is not available for orders above 500.00 EUR.',
      },
    ]);
    expect(methods.ISH_INVOICE.restricted).toBe(false);
  });

  it('restricts the invoice only above its own, higher limit', async () => {
    const methods = await methodsById(await basketWithCameras(5));
    expect([methods.ISH_INVOICE.restricted, methods.ISH_CREDITCARD.restricted]).toEqual([true, false]);
  });

  it('lists the basket instruments of a method and includes them on include=paymentInstruments', async () => {
    const client = await basketWithCameras(1);
    const instrument = (await addInstrument(client, 'ISH_CREDITCARD', VALID_CARD)).json().data;
    const { data, included } = await eligiblePaymentMethods(client);
    const card = data.find((method: { id: string }) => method.id === 'ISH_CREDITCARD');
    expect(card.paymentInstruments).toEqual([instrument.id]);
    expect(included.paymentInstruments[instrument.id]).toEqual(instrument);
  });

  it('includes the instrument every method names, the methods without parameters too', async () => {
    const { data, included } = await eligiblePaymentMethods(await basketWithCameras(1));
    const named = data.flatMap((method: { paymentInstruments: string[] }) => method.paymentInstruments);
    expect(Object.keys(included.paymentInstruments).sort()).toEqual([...named].sort());
    expect(included.paymentInstruments.ISH_INVOICE).toEqual({ id: 'ISH_INVOICE', paymentMethod: 'ISH_INVOICE', parameters: [] });
  });
});
