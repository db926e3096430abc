// Basket validation answers its errors and infos in the request's locale (de_DE, en_US), with the
// same codes in every locale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setOpenTender } from './basket-payment-support';
import { type BasketClient, basketCall, newBasket } from './basket-support';
import { type TestApi, startTestApi } from './support';

const DE = ';loc=de_DE';
const EN = ';loc=en_US';

interface Feedback {
  code: string;
  message: string;
  causes?: { code: string; message: string }[];
}

describe('validation texts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const basketWith = async (items: { product: string; quantity: { value: number } }[]) => {
    const client = await newBasket(api);
    const added = await client.addItems(items);
    expect(added.statusCode).toBe(201);
    return client;
  };
  const validate = async (client: BasketClient, matrix: string, scopes: string[], adjustmentsAllowed = false) => {
    const response = await basketCall(api, 'POST', `/baskets/${client.basketId}/validations`, {
      body: { scopes, adjustmentsAllowed },
      token: client.token,
      matrix,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.results as { errors: Feedback[]; infos: Feedback[] };
  };
  const messages = (feedback: Feedback[]) => feedback.map(entry => [entry.code, entry.message]);

  it('names the missing checkout steps in German for de_DE and in English for en_US, with the same codes', async () => {
    const client = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const german = await validate(client, DE, ['All']);
    const english = await validate(client, EN, ['All']);
    expect(messages(german.errors)).toEqual([
      ['basket.invoice_to_address.missing.error', 'Der Warenkorb hat keine Rechnungsadresse.'],
      ['basket.ship_to_address.missing.error', 'Der Warenkorb hat keine Lieferadresse.'],
      ['basket.shipping_method.missing.error', 'Für den Warenkorb ist keine Versandart gewählt.'],
      ['basket.payment.missing.error', 'Für den Warenkorb ist keine Zahlungsart gewählt.'],
    ]);
    expect(messages(english.errors)).toEqual([
      ['basket.invoice_to_address.missing.error', 'The basket has no invoice address.'],
      ['basket.ship_to_address.missing.error', 'The basket has no ship-to address.'],
      ['basket.shipping_method.missing.error', 'The basket has no shipping method.'],
      ['basket.payment.missing.error', 'The basket has no payment.'],
    ]);
    expect(german.errors.map(error => messages(error.causes ?? []))).toEqual(messages(german.errors).map(entry => [entry]));
  });

  it('answers the quantity adjustment of the Products scope in the locale', async () => {
    // the test catalogue holds 10 of CAM-400
    const client = await basketWith([{ product: 'CAM-400', quantity: { value: 15 } }]);
    const { infos } = await validate(client, DE, ['Products'], true);
    expect(messages(infos)).toEqual([['basket.line_item.quantity.adjusted.info', "Die Menge von 'Canon Legria Camcorder' wurde von 15 auf 10 geändert."]]);
  });

  it('answers stock and quantity errors of the Products scope in the locale', async () => {
    const client = await basketWith([{ product: 'CAM-400', quantity: { value: 15 } }]);
    const { errors } = await validate(client, DE, ['Products']);
    expect(messages(errors)).toEqual([['basket.line_item.product.out_of_stock.error', "Von 'Canon Legria Camcorder' sind nur 10 Stück auf Lager."]]);
  });

  it('answers a promotion code whose conditions are not met in the locale', async () => {
    const client = await basketWith([{ product: 'CAM-300', quantity: { value: 1 } }]);
    await client.call('POST', `/baskets/${client.basketId}/promotioncodes`, { code: 'INTERSHOP' });
    const { errors } = await validate(client, DE, ['Promotion']);
    const message = "Der Aktionscode 'INTERSHOP' gilt erst ab einem höheren Bestellwert.";
    expect(messages(errors)).toEqual([['basket.promotion_code.not_applicable.error', message]]);
    expect(messages(errors[0].causes ?? [])).toEqual([['basket.promotion_code.not_applicable.error', message]]);
  });

  it('answers a payment method restricted by the order value with its German name and amount', async () => {
    // two cameras (473.62) are within cash on delivery's limit of 500.00, a third is not
    const client = await basketWith([{ product: 'CAM-100', quantity: { value: 2 } }]);
    expect((await setOpenTender(client, 'ISH_CASH_ON_DELIVERY')).statusCode).toBeLessThan(300);
    await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const { errors } = await validate(client, DE, ['Payment']);
    expect(messages(errors)).toEqual([
      ['basket.payment_method.restricted.error', 'Nachnahme ist für Bestellungen über 500,00 EUR nicht möglich.'],
    ]);
  });

  it('refuses an incomplete address with causes in the locale', async () => {
    const client = await newBasket(api);
    const response = await basketCall(api, 'POST', `/baskets/${client.basketId}/addresses`, {
      body: { firstName: 'Patricia', addressLine1: 'Marienplatz 1', postalCode: '80331', city: 'München', countryCode: 'XX', email: 'patricia@example.com' },
      token: client.token,
      matrix: DE,
    });
    expect(response.statusCode).toBe(422);
    expect(messages(response.json().errors[0].causes)).toEqual([
      ['address.lastName.missing.error', 'Der Adresse fehlt der Nachname.'],
      ['address.countryCode.invalid.error', "Das Land 'XX' ist nicht bekannt."],
    ]);
  });
});
