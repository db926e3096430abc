// A user's saved payment instruments: the methods they may be saved for, saving with the basket's
// parameter checks and masking, changing, deleting, and that they are the user's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JLINK, PATRICIA, PMILLER, call, linkPath, loginDemo, resolveLinks, startAccountApi } from './account-support';
import type { TestApi } from './support';

const CARD = [
  { key: 'holder', property: 'Patricia Miller' },
  { key: 'creditCardNumber', property: '4111111111111111' },
  { key: 'expiryDate', property: '12/29' },
];
const DEBIT = [
  { key: 'holder', property: 'Jack Link' },
  { key: 'IBAN', property: 'DE89370400440532013000' },
];

describe('saved payment instruments', () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startAccountApi();
    for (const login of [PATRICIA, JLINK, PMILLER]) tokens[login] = await loginDemo(api, login);
  });
  afterAll(() => api.close());

  const save = (login: string, name: string, parameters: unknown, resource = '/customers/-') =>
    call(api, 'POST', `${resource}/payments`, tokens[login], { name, parameters });
  const savedOf = async (login: string, resource = '/customers/-') =>
    resolveLinks(api, tokens[login], await call(api, 'GET', `${resource}/payments`, tokens[login]));

  it('offers the methods an instrument may be saved for, with their parameter definitions', async () => {
    const response = await call(api, 'GET', '/privatecustomers/-/eligible-payment-methods', tokens[PATRICIA]);
    const methods = response.json().methods[0].payments;
    expect(methods.map((method: { id: string }) => method.id)).toEqual(['ISH_CREDITCARD', 'ISH_DEBIT_TRANSFER']);
    expect(methods[0]).toMatchObject({ saveAllowed: true, parameterDefinitions: [{ name: 'holder' }, { name: 'creditCardNumber' }, { name: 'expiryDate' }] });
  });

  it('saves a card with its number masked and answers 201 with its Link', async () => {
    const saved = await save(PATRICIA, 'ISH_CREDITCARD', CARD, '/privatecustomers/-');
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ type: 'Link', title: 'ISH_CREDITCARD' });
    expect(saved.headers.location).toBe(`/INTERSHOP/rest/WFS/${saved.json().uri}`);
    const instrument = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PATRICIA])).json();
    expect(instrument).toMatchObject({
      name: 'ISH_CREDITCARD',
      paymentMethod: 'ISH_CREDITCARD',
      accountIdentifier: '************1111',
      urn: expect.stringMatching(/^urn:payment-instrument:user:[\w-]+:[\w-]+$/),
      parameters: [
        { name: 'holder', value: 'Patricia Miller' },
        { name: 'creditCardNumber', value: '************1111' },
        { name: 'expiryDate', value: '12/29' },
      ],
      attributes: [{ name: 'holder', type: 'String', value: 'Patricia Miller' }, { name: 'creditCardNumber', type: 'String', value: '************1111' }, { name: 'expiryDate', type: 'String', value: '12/29' }],
    });
  });

  it('keeps the full number in no answer and not in the database', async () => {
    await save(PATRICIA, 'ISH_CREDITCARD', [{ key: 'holder', property: 'P M' }, { key: 'creditCardNumber', property: '5555444433331111' }, { key: 'expiryDate', property: '01/30' }]);
    const answers = JSON.stringify(await savedOf(PATRICIA)) + (await call(api, 'GET', '/customers/-/payments', tokens[PATRICIA])).body;
    expect(answers).not.toContain('5555444433331111');
    const { openDatabase } = await import('../../commerce-api/db/open-database');
    const db = openDatabase(api.dbFile);
    const stored = JSON.stringify(db.prepare('SELECT * FROM user_payment_instruments').all());
    db.close();
    expect(stored).toContain('************1111');
    expect(stored).not.toContain('5555444433331111');
  });

  it('understands {name, value} parameters as for baskets, and gives a direct debit a mandate reference', async () => {
    const saved = await save(JLINK, 'ISH_DEBIT_TRANSFER', DEBIT.map(({ key, property }) => ({ name: key, value: property })));
    const instrument = (await call(api, 'GET', linkPath(saved.json().uri), tokens[JLINK])).json();
    expect(instrument.accountIdentifier).toBe('******************3000');
    expect(instrument.parameters.at(-1)).toEqual({ name: 'mandateReference', value: expect.stringMatching(/^ISH[0-9A-F]{20}$/) });
  });

  it('refuses wrong parameters with every cause and the first code in braces', async () => {
    const response = await save(PATRICIA, 'ISH_CREDITCARD', [{ key: 'holder', property: 'P' }, { key: 'creditCardNumber', property: '4111-1111' }]);
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.code).toBe('customer.payment_instrument.creation.failed');
    expect(error.message).toContain('{payment.instrument.holder.size.error}');
    expect(error.causes.map((cause: { code: string }) => cause.code)).toEqual([
      'payment.instrument.holder.size.error',
      'payment.instrument.creditCardNumber.size.error',
      'payment.instrument.expiryDate.missing.error',
    ]);
  });

  it('answers the refusal in German for de_DE, keeping the first code in braces', async () => {
    const body = { name: 'ISH_CREDITCARD', parameters: [...CARD.slice(0, 2), { key: 'expiryDate', property: '13/29' }, { key: 'cvc', property: '123' }] };
    const response = await call(api, 'POST', ';loc=de_DE/customers/-/payments', tokens[PATRICIA], body);
    const [error] = response.json().errors;
    expect([error.message, error.causes.map((cause: { message: string }) => cause.message)]).toEqual([
      'Die Zahlungsdaten konnten nicht gespeichert werden. {payment.instrument.parameter.unknown.error}',
      ["Die Angabe 'cvc' gehört nicht zu dieser Zahlungsart.", 'Das Ablaufdatum (MM/JJ) ist ungültig.'],
    ]);
    const unsavable = await call(api, 'POST', ';loc=de_DE/customers/-/payments', tokens[PATRICIA], { name: 'ISH_INVOICE', parameters: [] });
    expect(unsavable.json().errors[0].causes[0].message).toBe("Für die Zahlungsart 'ISH_INVOICE' können keine Zahlungsdaten gespeichert werden.");
  });

  it('refuses methods an instrument cannot be saved for', async () => {
    for (const name of ['ISH_INVOICE', 'ISH_GIFT_CARD', 'NO_SUCH_METHOD']) {
      const response = await save(PATRICIA, name, []);
      expect([name, response.statusCode, response.json().errors[0].message]).toEqual([name, 422, expect.stringContaining('{payment.method.not_found.error}')]);
    }
  });

  it('changes an instrument on PUT, keeping the masked number sent back', async () => {
    const saved = await save(PATRICIA, 'ISH_CREDITCARD', CARD);
    const instrument = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PATRICIA])).json();
    const parameters = instrument.parameters.map(({ name, value }: { name: string; value: string }) => ({ key: name, property: name === 'expiryDate' ? '06/31' : value }));
    const changed = await call(api, 'PUT', `/customers/-/payments/${instrument.id}`, tokens[PATRICIA], { name: 'ISH_CREDITCARD', parameters });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().parameters).toEqual([
      { name: 'holder', value: 'Patricia Miller' },
      { name: 'creditCardNumber', value: '************1111' },
      { name: 'expiryDate', value: '06/31' },
    ]);
  });

  it('takes a new number on PUT and checks it', async () => {
    const saved = await save(PATRICIA, 'ISH_CREDITCARD', CARD);
    const { id } = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PATRICIA])).json();
    const wrong = await call(api, 'PUT', `/customers/-/payments/${id}`, tokens[PATRICIA], { parameters: [CARD[0], { key: 'creditCardNumber', property: 'abc' }, CARD[2]] });
    expect([wrong.statusCode, wrong.json().errors[0].message]).toEqual([422, expect.stringContaining('{payment.instrument.creditCardNumber.size.error}')]);
    const changed = await call(api, 'PUT', `/customers/-/payments/${id}`, tokens[PATRICIA], { parameters: [CARD[0], { key: 'creditCardNumber', property: '4000000000009995' }, CARD[2]] });
    expect(changed.json().accountIdentifier).toBe('************9995');
  });

  it('refuses to change the method of an instrument', async () => {
    const saved = await save(PATRICIA, 'ISH_CREDITCARD', CARD);
    const { id } = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PATRICIA])).json();
    const response = await call(api, 'PUT', `/customers/-/payments/${id}`, tokens[PATRICIA], { name: 'ISH_DEBIT_TRANSFER', parameters: DEBIT });
    expect([response.statusCode, response.json().errors[0].causes[0].code]).toEqual([422, 'payment.method.change.error']);
  });

  it('deletes an instrument, which then is 404 and no longer listed', async () => {
    const saved = await save(PATRICIA, 'ISH_CREDITCARD', CARD);
    const path = linkPath(saved.json().uri);
    const { id } = (await call(api, 'GET', path, tokens[PATRICIA])).json();
    expect((await call(api, 'DELETE', path, tokens[PATRICIA])).statusCode).toBe(204);
    expect((await call(api, 'GET', path, tokens[PATRICIA])).statusCode).toBe(404);
    expect((await savedOf(PATRICIA)).map((instrument: { id: string }) => instrument.id)).not.toContain(id);
  });

  it('forgets a deleted instrument as preferred instrument', async () => {
    const saved = await save(PATRICIA, 'ISH_CREDITCARD', CARD);
    const { id } = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PATRICIA])).json();
    const customer = (await call(api, 'GET', '/privatecustomers/-', tokens[PATRICIA])).json();
    await call(api, 'PUT', '/privatecustomers/-', tokens[PATRICIA], { ...customer, preferredPaymentInstrument: { id } });
    expect((await call(api, 'GET', '/privatecustomers/-', tokens[PATRICIA])).json().preferredPaymentInstrument).toEqual({ id });
    await call(api, 'DELETE', `/customers/-/payments/${id}`, tokens[PATRICIA]);
    expect((await call(api, 'GET', '/privatecustomers/-', tokens[PATRICIA])).json()).not.toHaveProperty('preferredPaymentInstrument');
  });

  it("lists the user's own instruments only, also for colleagues of one company", async () => {
    await save(PMILLER, 'ISH_CREDITCARD', [{ key: 'holder', property: 'P Miller' }, { key: 'creditCardNumber', property: '4242424242424242' }, { key: 'expiryDate', property: '03/28' }]);
    const ofJlink = await savedOf(JLINK);
    expect(ofJlink).toHaveLength(1);
    expect(ofJlink.every((instrument: { parameters: { value: string }[] }) => instrument.parameters[0].value === 'Jack Link')).toBe(true);
    expect((await savedOf(PMILLER)).map((instrument: { accountIdentifier: string }) => instrument.accountIdentifier)).toEqual(['************4242']);
  });

  it("answers another user's instrument as unknown on every path", async () => {
    const saved = await save(PMILLER, 'ISH_CREDITCARD', [{ key: 'holder', property: 'P Miller' }, { key: 'creditCardNumber', property: '4242424242424242' }, { key: 'expiryDate', property: '03/28' }]);
    const { id } = (await call(api, 'GET', linkPath(saved.json().uri), tokens[PMILLER])).json();
    for (const [login, method, path] of [
      [JLINK, 'GET', `/customers/-/payments/${id}`],
      [JLINK, 'PUT', `/customers/-/payments/${id}`],
      [JLINK, 'DELETE', `/customers/OilCorp/payments/${id}`],
      [PATRICIA, 'GET', `/privatecustomers/-/payments/${id}`],
    ] as const) {
      const response = await call(api, method, path, tokens[login], method === 'PUT' ? { parameters: CARD } : undefined);
      expect([login, method, response.statusCode, response.json().errors[0].code]).toEqual([login, method, 404, 'customer.payment_instrument.not_found.error']);
    }
    expect((await call(api, 'GET', `/customers/-/payments/${id}`, tokens[PMILLER])).statusCode).toBe(200);
  });

  it("answers another customer's number as unknown", async () => {
    for (const [method, path] of [
      ['GET', '/customers/OilCorp/payments'],
      ['GET', '/customers/OilCorp/eligible-payment-methods'],
      ['POST', '/customers/OilCorp/payments'],
      ['GET', '/customers/OilCorp/payments/x'],
      ['PUT', '/customers/OilCorp/payments/x'],
      ['DELETE', '/customers/OilCorp/payments/x'],
    ] as const) {
      const response = await call(api, method, path, tokens[PATRICIA], method === 'GET' || method === 'DELETE' ? undefined : { name: 'ISH_CREDITCARD', parameters: CARD });
      expect([method, path, response.statusCode]).toEqual([method, path, 404]);
    }
  });

  it('refuses malformed bodies with 400 and anonymous callers with 401', async () => {
    expect((await call(api, 'POST', '/customers/-/payments', tokens[PATRICIA], { name: 'ISH_CREDITCARD', parameters: [{ key: 'holder' }] })).statusCode).toBe(400);
    expect((await call(api, 'POST', '/customers/-/payments', tokens[PATRICIA], { name: 'ISH_CREDITCARD', parameters: new Array(21).fill(CARD[0]) })).statusCode).toBe(400);
    expect((await call(api, 'POST', '/customers/-/payments', tokens[PATRICIA], { name: 'ISH_CREDITCARD', parameters: [{ key: 'holder', property: 'x'.repeat(257) }] })).statusCode).toBe(400);
    expect((await call(api, 'GET', '/customers/-/payments', undefined)).statusCode).toBe(401);
  });
});
