// The commerce client's saved payment instruments (customer-payments.server.ts) and the rules of the
// methods they are shown under (models/customer-payment.ts), against recorded-style ICM answers.
import { describe, expect, it } from 'vitest';

import { refusalCode } from '~/commerce/customer-payments.server';
import type { CustomerUser } from '~/commerce/customers.server';
import { canSaveInstrument, userPaymentMethods } from '~/commerce/models/customer-payment';
import type { PaymentInstrument, PaymentMethod } from '~/commerce/models';
import { PRIVATE, BUSINESS, stubbed } from './stubbed-client';

/** A saved instrument as ICM answers `GET …/payments/{id}`: the number masked. */
const instrumentData = (id: string, method = 'ISH_CREDITCARD') => ({
  type: 'PaymentInstrument',
  id,
  urn: `urn:payment-instrument:user:u-1:${id}`,
  paymentMethod: method,
  name: method,
  parameters: [
    { name: 'holder', value: 'Erika Mustermann' },
    { name: 'creditCardNumber', value: '************1111' },
  ],
  attributes: [{ name: 'holder', type: 'String', value: 'Erika Mustermann' }],
  accountIdentifier: '************1111',
});

const creditCard = {
  id: 'ISH_CREDITCARD',
  serviceID: 'ISH_CREDITCARD',
  displayName: 'Credit Card',
  saveAllowed: true,
  paymentInstruments: ['pi-1'],
  parameterDefinitions: [
    { name: 'holder', displayName: 'Card holder', type: 'string', constraints: { required: { message: 'Card holder is required.' }, size: { min: 2, max: 80 } } },
    {
      name: 'creditCardNumber',
      displayName: 'Card number',
      type: 'string',
      constraints: { required: { message: 'Card number is required.' }, size: { min: 13, max: 19 }, pattern: { regexp: '^[0-9]+$', message: 'Card number is not valid.' } },
    },
  ],
};

describe('customerPayments.list', () => {
  it('reads every linked instrument at once, below privatecustomers/{no}/payments, masked as ICM answers them', async () => {
    let inFlight = 0;
    let most = 0;
    const { commerce, sent } = stubbed(async ({ path }) => {
      if (path === 'privatecustomers/C-4711/payments') {
        return { body: { type: 'ResourceCollection', name: 'payments', elements: ['pi-1', 'pi-2'].map((id) => ({ type: 'Link', uri: `inSPIRED-inTRONICS-Site/-/privatecustomers/C-4711/payments/${id}` })) } };
      }
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return { body: instrumentData(path.split('/').at(-1)!) };
    });
    const instruments = await commerce.customerPayments.list(PRIVATE);
    expect(sent.map((call) => call.path)).toEqual(['privatecustomers/C-4711/payments', 'privatecustomers/C-4711/payments/pi-1', 'privatecustomers/C-4711/payments/pi-2']);
    expect(most).toBe(2);
    expect(instruments[0]).toMatchObject({ id: 'pi-1', paymentMethod: 'ISH_CREDITCARD', accountIdentifier: '************1111', urn: 'urn:payment-instrument:user:u-1:pi-1' });
    expect(instruments[0].parameters).toContainEqual({ name: 'creditCardNumber', value: '************1111' });
  });
});

describe('customerPayments.eligibleMethods', () => {
  it("reads the PWA's {methods:[{payments}]} shape below customers/{no} for a business user, dropping LimitedTender methods", async () => {
    const { commerce, sent } = stubbed(() => ({
      body: { methods: [{ payments: [creditCard, { id: 'ISH_GIFTCARD', capabilities: ['LimitedTender'], saveAllowed: true, parameterDefinitions: [{ name: 'code' }] }] }] },
    }));
    const methods = await commerce.customerPayments.eligibleMethods(BUSINESS);
    expect(sent[0]).toMatchObject({ method: 'GET', path: 'customers/OilCorp/eligible-payment-methods' });
    expect(methods.map((method) => method.id)).toEqual(['ISH_CREDITCARD']);
    expect(methods[0]).toMatchObject({ saveAllowed: true, paymentInstruments: [] });
    expect(methods[0].parameters[1]).toMatchObject({ name: 'creditCardNumber', required: true, minSize: 13, maxSize: 19, pattern: '^[0-9]+$', patternMessage: 'Card number is not valid.' });
  });
});

describe('customerPayments.create and delete', () => {
  it('posts {name, parameters:[{key, property}]} and answers the new id from the Link', async () => {
    const { commerce, sent } = stubbed(() => ({ status: 201, body: { type: 'Link', uri: 'inSPIRED-inTRONICS-Site/-/privatecustomers/C-4711/payments/pi-9', title: 'ISH_CREDITCARD' } }));
    const id = await commerce.customerPayments.create(PRIVATE, 'ISH_CREDITCARD', [
      { name: 'holder', value: 'Erika Mustermann' },
      { name: 'creditCardNumber', value: '4111111111111111' },
    ]);
    expect(id).toBe('pi-9');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'privatecustomers/C-4711/payments',
        body: { name: 'ISH_CREDITCARD', parameters: [{ key: 'holder', property: 'Erika Mustermann' }, { key: 'creditCardNumber', property: '4111111111111111' }] },
      },
    ]);
  });

  it("passes a refusal on; its message names the cause's code in braces", async () => {
    const { commerce } = stubbed(() => ({
      status: 422,
      body: {
        errors: [
          {
            code: 'customer.payment_instrument.creation.failed',
            message: 'The payment instrument could not be created. {payment.instrument.creditCardNumber.size.error}',
            causes: [{ code: 'payment.instrument.creditCardNumber.size.error', message: 'Card number must have 13 to 19 characters.', paths: ['/parameters/1'] }],
          },
        ],
      },
    }));
    const failure = (await commerce.customerPayments.create(PRIVATE, 'ISH_CREDITCARD', [{ name: 'creditCardNumber', value: '41' }]).catch((error: unknown) => error)) as Error;
    expect(failure).toMatchObject({ status: 422 });
    expect(refusalCode(failure.message)).toBe('payment.instrument.creditCardNumber.size.error');
    expect(refusalCode('no braces')).toBeUndefined();
  });

  it('deletes at the instrument resource', async () => {
    const { commerce, sent } = stubbed(() => ({ status: 204 }));
    await commerce.customerPayments.delete(PRIVATE, 'pi-1');
    expect(sent).toEqual([{ method: 'DELETE', path: 'privatecustomers/C-4711/payments/pi-1' }]);
  });
});

describe('customers.updateProfile with the preferred instrument', () => {
  const current: CustomerUser = {
    customer: { customerNo: 'OilCorp', type: 'SMBCustomer', isBusinessCustomer: true, budgetPriceType: 'net' },
    user: { login: 'jlink', firstName: 'Jack', lastName: 'Link', preferredPaymentInstrumentId: 'pi-1' },
  };

  it('sets one by id at the business user', async () => {
    const { commerce, sent } = stubbed(({ body }) => ({ body }));
    await commerce.customers.updateProfile(current, { preferredPaymentInstrumentId: 'pi-2' });
    expect(sent[0]).toMatchObject({ method: 'PUT', path: 'customers/-/users/-' });
    expect(sent[0].body?.preferredPaymentInstrument).toEqual({ id: 'pi-2' });
  });

  it('clears it with null', async () => {
    const { commerce, sent } = stubbed(({ body }) => ({ body }));
    const user = await commerce.customers.updateProfile(current, { preferredPaymentInstrumentId: null });
    expect(sent[0].body?.preferredPaymentInstrument).toBeNull();
    expect(user.preferredPaymentInstrumentId).toBeUndefined();
  });
});

describe('the methods saved instruments are shown under (shopping-core §5)', () => {
  const method = (id: string, parameters: number, saveAllowed = true): PaymentMethod => ({
    id,
    serviceId: id,
    displayName: id,
    capabilities: [],
    isRestricted: false,
    restrictionCauses: [],
    saveAllowed,
    parameters: Array.from({ length: parameters }, (_, index) => ({ name: `p${index}`, displayName: `p${index}`, type: 'string', hidden: false, required: true })),
    paymentInstruments: [],
  });
  const instrument = (id: string, paymentMethod: string): PaymentInstrument => ({ id, paymentMethod, parameters: [] });

  it('hides ISH_FASTPAY and ISH_INVOICE_TOTAL_ZERO, and methods with parameters but no saved instrument', () => {
    const shown = userPaymentMethods(
      [method('ISH_CREDITCARD', 2), method('ISH_DEBIT_TRANSFER', 2), method('ISH_FASTPAY', 0), method('ISH_INVOICE_TOTAL_ZERO', 0), method('ISH_INVOICE', 0)],
      [instrument('pi-1', 'ISH_CREDITCARD'), instrument('pi-2', 'ISH_FASTPAY')],
    );
    expect(shown.map((entry) => [entry.id, entry.paymentInstruments.map((saved) => saved.id)])).toEqual([
      ['ISH_CREDITCARD', ['pi-1']],
      ['ISH_INVOICE', []],
    ]);
  });

  it("keeps an instrument whose method is no longer offered, under its method's id", () => {
    const shown = userPaymentMethods([], [instrument('pi-7', 'OLD_CARD')]);
    expect(shown).toMatchObject([{ id: 'OLD_CARD', displayName: 'OLD_CARD', paymentInstruments: [{ id: 'pi-7' }] }]);
  });

  it('lets an instrument be saved only for a method that allows it and has parameters', () => {
    expect(canSaveInstrument(method('ISH_CREDITCARD', 2))).toBe(true);
    expect(canSaveInstrument(method('ISH_CREDITCARD', 2, false))).toBe(false);
    expect(canSaveInstrument(method('ISH_INVOICE', 0))).toBe(false);
  });
});
