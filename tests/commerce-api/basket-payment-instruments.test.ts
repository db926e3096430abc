import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { basketCall, newBasket } from './basket-support';
import { CARD_NUMBER, VALID_CARD, addInstrument, eligiblePaymentMethods } from './basket-payment-support';
import { startTestApi, type TestApi } from './support';

const card = (changes: Record<string, string | undefined>) =>
  VALID_CARD.flatMap(parameter =>
    !(parameter.name in changes) ? [parameter] : changes[parameter.name] === undefined ? [] : [{ name: parameter.name, value: changes[parameter.name] }],
  );

describe('basket payment instruments', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const causesOf = async (paymentMethod: string, parameters: object[]) => {
    const response = await addInstrument(await newBasket(api), paymentMethod, parameters);
    expect([response.statusCode, response.json().errors[0].code]).toEqual([422, 'basket.payment_instrument.creation.failed']);
    return response.json().errors[0].causes.map((cause: { code: string; paths: string[] }) => [cause.code, cause.paths]);
  };

  it('creates a credit card instrument with the number masked', async () => {
    const response = await addInstrument(await newBasket(api), 'ISH_CREDITCARD', VALID_CARD);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      paymentMethod: 'ISH_CREDITCARD',
      parameters: [
        { name: 'holder', value: 'Patricia Miller' },
        { name: 'creditCardNumber', value: '************1111' },
        { name: 'expiryDate', value: '09/29' },
      ],
      accountIdentifier: '************1111',
    });
  });

  it('gives a direct debit instrument a mandate reference and masks the IBAN', async () => {
    const response = await addInstrument(await newBasket(api), 'ISH_DEBIT_TRANSFER', [
      { name: 'holder', value: 'Patricia Miller' },
      { name: 'IBAN', value: 'DE89370400440532013000' },
      { name: 'BIC', value: 'COBADEFFXXX' },
    ]);
    expect(response.json().data.parameters).toEqual([
      { name: 'holder', value: 'Patricia Miller' },
      { name: 'IBAN', value: '******************3000' },
      { name: 'BIC', value: 'COBADEFFXXX' },
      { name: 'mandateReference', value: expect.stringMatching(/^ISH[0-9A-F]{20}$/) },
    ]);
  });

  it('reports every missing required parameter as a cause', async () => {
    expect(await causesOf('ISH_CREDITCARD', card({ holder: undefined, creditCardNumber: '' }))).toEqual([
      ['payment.instrument.holder.missing.error', ['/parameters']],
      ['payment.instrument.creditCardNumber.missing.error', ['/parameters/0/value']],
    ]);
  });

  it('refuses a card number of the wrong size', async () => {
    expect(await causesOf('ISH_CREDITCARD', card({ creditCardNumber: '4111' }))).toEqual([
      ['payment.instrument.creditCardNumber.size.error', ['/parameters/1/value']],
    ]);
  });

  it('refuses a card number that is not all digits', async () => {
    expect(await causesOf('ISH_CREDITCARD', card({ creditCardNumber: '4111-1111-1111' }))).toEqual([
      ['payment.instrument.creditCardNumber.pattern.error', ['/parameters/1/value']],
    ]);
  });

  it('refuses an expiry date not in MM/YY', async () => {
    expect(await causesOf('ISH_CREDITCARD', card({ expiryDate: '13/29' }))).toEqual([
      ['payment.instrument.expiryDate.pattern.error', ['/parameters/2/value']],
    ]);
  });

  it('refuses parameters the method does not define', async () => {
    expect(await causesOf('ISH_CREDITCARD', [...VALID_CARD, { name: 'cvc', value: '123' }])).toEqual([
      ['payment.instrument.parameter.unknown.error', ['/parameters/3/name']],
    ]);
  });

  it('refuses a method that is not offered', async () => {
    expect(await causesOf('ISH_BITCOIN', [])).toEqual([['payment.method.not_found.error', ['/paymentMethod']]]);
  });

  it('answers the refusal, the constraints and unknown parameters in German for de_DE', async () => {
    const client = await newBasket(api);
    const response = await basketCall(api, 'POST', `/baskets/${client.basketId}/payment-instruments`, {
      body: { paymentMethod: 'ISH_CREDITCARD', parameters: [...card({ creditCardNumber: '4111-1111' }), { name: 'cvc', value: '123' }] },
      token: client.token,
      matrix: ';loc=de_DE',
    });
    const [error] = response.json().errors;
    expect([error.message, error.causes.map((cause: { message: string }) => cause.message)]).toEqual([
      'Die Zahlungsdaten konnten nicht angelegt werden.',
      ["Die Angabe 'cvc' gehört nicht zu dieser Zahlungsart.", 'Die Kartennummer muss 13 bis 19 Zeichen haben.'],
    ]);
    const unknown = await basketCall(api, 'POST', `/baskets/${client.basketId}/payment-instruments`, {
      body: { paymentMethod: 'ISH_BITCOIN' },
      token: client.token,
      matrix: ';loc=de_DE',
    });
    expect(unknown.json().errors[0].causes[0].message).toBe("Die Zahlungsart 'ISH_BITCOIN' wird nicht angeboten.");
  });

  it('never shows or stores the full card number', async () => {
    const client = await newBasket(api);
    const created = await addInstrument(client, 'ISH_CREDITCARD', VALID_CARD);
    await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender`, { paymentInstrument: created.json().data.id });
    const basket = await client.call('GET', '/baskets/current?include=payments,payments_paymentInstrument');
    const answers = [created.body, JSON.stringify(await eligiblePaymentMethods(client)), basket.body].join('\n');
    expect(answers).toContain('1111');
    expect(answers).not.toContain(CARD_NUMBER);
    const directory = dirname(api.dbFile);
    const stored = readdirSync(directory).map(file => readFileSync(join(directory, file)).toString('latin1'));
    expect(stored.some(content => content.includes('************1111'))).toBe(true);
    expect(stored.some(content => content.includes(CARD_NUMBER))).toBe(false);
  });
});
