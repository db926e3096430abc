import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { mapPaymentMethods, type PaymentParameter } from '~/commerce/models';
import { chosenParameters, formMethods, parameterValue } from '~/features/checkout/payment-form';
import { paymentSchema } from '~/features/checkout/payment-schema';

const parameter = (name: string, extra: Partial<PaymentParameter> = {}): PaymentParameter => ({
  name,
  displayName: name,
  type: 'string',
  hidden: false,
  required: true,
  ...extra,
});

const SAVED_URN = 'urn:payment-instrument:user:u1:saved1';

/** The eligible methods as the bundled API answers a logged-in user's basket: a card method with one saved and one typed-in card, and a direct debit. */
const methods = formMethods(
  mapPaymentMethods({
    data: [
      {
        id: 'ISH_CREDITCARD',
        displayName: 'Credit Card',
        paymentInstruments: ['saved1', 'typed1'],
        parameterDefinitions: [
          { name: 'holder', constraints: { required: { message: 'Card holder is required.' } } },
          { name: 'creditCardNumber', constraints: { required: {}, size: { min: 13, max: 19 }, pattern: { regexp: '^[0-9]+$', message: 'Card number is not valid.' } } },
          { name: 'expiryDate', constraints: { required: {} } },
        ],
      },
      {
        id: 'ISH_DEBIT_TRANSFER',
        displayName: 'Direct Debit',
        parameterDefinitions: [
          { name: 'holder', constraints: { required: {} } },
          { name: 'IBAN', constraints: { required: {}, size: { min: 15, max: 34 }, pattern: { regexp: '^[A-Z]{2}[0-9]{2}[A-Z0-9]+$', message: 'IBAN is not valid.' } } },
          { name: 'BIC', constraints: { pattern: { regexp: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' } } },
        ],
      },
    ],
    included: {
      paymentInstruments: {
        saved1: {
          id: 'saved1',
          urn: SAVED_URN,
          paymentMethod: 'ISH_CREDITCARD',
          accountIdentifier: '************1111',
          parameters: [
            { name: 'holder', value: 'Erika Mustermann' },
            { name: 'creditCardNumber', value: '************1111' },
            { name: 'expiryDate', value: '12/30' },
          ],
        },
        typed1: { id: 'typed1', paymentMethod: 'ISH_CREDITCARD', accountIdentifier: '************4242', parameters: [] },
      },
    },
  }),
);

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: paymentSchema(methods) });
}

/** The errors of a refused post, by field. */
function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  return submission.status === 'success' ? undefined : submission.error;
}

const card = (number: string) => ({
  paymentMethod: 'ISH_CREDITCARD',
  'param.ISH_CREDITCARD.holder': 'Erika Mustermann',
  'param.ISH_CREDITCARD.creditCardNumber': number,
  'param.ISH_CREDITCARD.expiryDate': '12/30',
});

const debit = (iban: string, bic: string) => ({
  paymentMethod: 'ISH_DEBIT_TRANSFER',
  'param.ISH_DEBIT_TRANSFER.holder': 'Erika Mustermann',
  'param.ISH_DEBIT_TRANSFER.IBAN': iban,
  'param.ISH_DEBIT_TRANSFER.BIC': bic,
});

const method = (id: string) => methods.find((candidate) => candidate.id === id)!;

describe('payment parameter values', () => {
  it('takes the spaces out of a card number', () => {
    expect(parameterValue(parameter('creditCardNumber'), ' 4111 1111  1111 1111 ')).toBe('4111111111111111');
  });

  it('takes the spaces out of an IBAN and a BIC and writes them in upper case', () => {
    expect(parameterValue(parameter('IBAN'), 'de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(parameterValue(parameter('BIC'), 'cobade ffxxx')).toBe('COBADEFFXXX');
  });

  it('only trims other values, such as a holder with spaces in the name', () => {
    expect(parameterValue(parameter('holder'), '  Erika  Mustermann ')).toBe('Erika  Mustermann');
  });

  it('accepts a card number typed with spaces and sends it without them', () => {
    const submission = parse(card('4111 1111 1111 1111'));
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(chosenParameters(method('ISH_CREDITCARD'), submission.value.param)).toContainEqual({ name: 'creditCardNumber', value: '4111111111111111' });
  });

  it('accepts a lower-case IBAN and BIC typed with spaces and sends them in upper case', () => {
    const submission = parse(debit('de89 3704 0044 0532 0130 00', 'cobadeffxxx'));
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(chosenParameters(method('ISH_DEBIT_TRANSFER'), submission.value.param)).toEqual([
      { name: 'holder', value: 'Erika Mustermann' },
      { name: 'IBAN', value: 'DE89370400440532013000' },
      { name: 'BIC', value: 'COBADEFFXXX' },
    ]);
  });

  it('still refuses a card number with letters in it', () => {
    expect(errorsOf(card('4111 1111 1111 111x'))?.['param.ISH_CREDITCARD.creditCardNumber']).toEqual(['Card number is not valid.']);
  });
});

describe('saved payment instruments in the payment form', () => {
  it("offers a method's saved instruments (with their urns), not the ones typed in for the basket", () => {
    expect(method('ISH_CREDITCARD').savedInstruments).toEqual([
      { id: 'saved1', urn: SAVED_URN, accountIdentifier: '************1111', details: ['Erika Mustermann', '12/30'] },
    ]);
    expect(method('ISH_DEBIT_TRANSFER').savedInstruments).toEqual([]);
  });

  it('accepts a saved instrument without its parameters', () => {
    const submission = parse({ paymentMethod: 'ISH_CREDITCARD', 'instrument.ISH_CREDITCARD': SAVED_URN });
    expect(submission.status).toBe('success');
  });

  it('refuses an instrument the method does not list', () => {
    const errors = errorsOf({ paymentMethod: 'ISH_CREDITCARD', 'instrument.ISH_CREDITCARD': 'urn:payment-instrument:user:u2:other' });
    expect(errors?.paymentMethod).toEqual(['checkout.payment.error.instrument_unknown']);
  });

  it('asks for the parameters when new details are chosen', () => {
    expect(errorsOf({ paymentMethod: 'ISH_CREDITCARD', 'instrument.ISH_CREDITCARD': 'new' })?.['param.ISH_CREDITCARD.holder']).toEqual(['Card holder is required.']);
  });
});
