// A user's saved payment instruments (shopping-core §7 "Customer payments"): the saved ones (Links,
// each read with its own GET, all at once), the methods an instrument may be saved for, saving one
// (`{name, parameters:[{key, property}]}`, as the PWA sends it) and deleting one. The preferred
// instrument is the user's (customers.updateProfile).
import { z } from 'zod';

import { type CustomerRef, linkedId } from './addresses.server';
import type { Transport } from './icm-transport.server';
import { mapUserPaymentMethods, userPaymentMethodsDataSchema } from './models/customer-payment';
import { linkCollectionDataSchema, linkDataSchema } from './models/link';
import { mapPaymentInstrument, type PaymentInstrument, paymentInstrumentDataSchema, type PaymentMethod } from './models/payment-method';

const anyAnswer = z.unknown();

export function createCustomerPaymentsResource(t: Transport) {
  const paymentsPath = (customer: CustomerRef) =>
    `${customer.isBusinessCustomer ? 'customers' : 'privatecustomers'}/${encodeURIComponent(customer.customerNo)}/payments`;
  const instrumentPath = (customer: CustomerRef, instrumentId: string) => {
    if (!instrumentId) throw new Error('a payment call needs a payment instrument id');
    return `${paymentsPath(customer)}/${encodeURIComponent(instrumentId)}`;
  };

  const get = async (customer: CustomerRef, instrumentId: string): Promise<PaymentInstrument> =>
    mapPaymentInstrument(await t.request(instrumentPath(customer, instrumentId), { schema: paymentInstrumentDataSchema }));

  return {
    /** `GET …/payments` (Links), then every instrument at once; numbers come masked. */
    async list(customer: CustomerRef): Promise<PaymentInstrument[]> {
      const links = await t.request(paymentsPath(customer), { schema: linkCollectionDataSchema });
      const ids = (links.elements ?? []).map((link) => linkedId(link.uri)).filter((id): id is string => !!id);
      return Promise.all(ids.map((id) => get(customer, id)));
    },

    /** `GET …/eligible-payment-methods`: the methods with their parameter definitions. */
    async eligibleMethods(customer: CustomerRef): Promise<PaymentMethod[]> {
      const path = paymentsPath(customer).replace(/\/payments$/, '/eligible-payment-methods');
      return mapUserPaymentMethods(await t.request(path, { schema: userPaymentMethodsDataSchema }));
    },

    /**
     * `POST …/payments`: a new instrument of the method; answers its id. A refusal is a 422 whose
     * message names the first cause's code in braces (business-and-integration §8, `refusalCode`).
     */
    async create(customer: CustomerRef, paymentMethod: string, parameters: { name: string; value: string }[]): Promise<string> {
      if (!paymentMethod) throw new Error('saving a payment instrument needs a payment method id');
      const link = await t.request(paymentsPath(customer), {
        method: 'POST',
        body: { name: paymentMethod, parameters: parameters.map(({ name, value }) => ({ key: name, property: value })) },
        schema: linkDataSchema,
      });
      const id = linkedId(link.uri);
      if (!id) throw new Error('ICM answered a new payment instrument without its link');
      return id;
    },

    /** `DELETE …/payments/{id}`; ICM drops the user's preference for it. */
    async delete(customer: CustomerRef, instrumentId: string): Promise<void> {
      await t.request(instrumentPath(customer, instrumentId), { method: 'DELETE', schema: anyAnswer });
    },
  };
}

/** The error code ICM names in braces in a refused payment call's message (`… {payment.instrument.creditCardNumber.size.error}`). */
export function refusalCode(message: string): string | undefined {
  return /\{([\w.-]+)\}/.exec(message)?.[1];
}

export type CustomerPaymentsResource = ReturnType<typeof createCustomerPaymentsResource>;
