// A user's saved payment instruments and the methods they belong to (shopping-core §3, §5 payment
// rules): the answer of `…/eligible-payment-methods` (`{methods:[{payments:[method…]}]}`), the methods
// an instrument may be saved for, and the methods the account shows the saved instruments under.
import { z } from 'zod';

import { mapPaymentMethod, type PaymentInstrument, type PaymentMethod, paymentMethodDataSchema } from './payment-method';

export const userPaymentMethodsDataSchema = z.looseObject({
  methods: z.array(z.looseObject({ payments: z.array(paymentMethodDataSchema).nullish() })).nullish(),
});

/** The methods of the answer (LimitedTender ones dropped, spec §5), without the instrument stubs of their ids. */
export function mapUserPaymentMethods(data: z.infer<typeof userPaymentMethodsDataSchema>): PaymentMethod[] {
  return (data.methods ?? [])
    .flatMap((group) => group.payments ?? [])
    .map((method) => mapPaymentMethod({ ...method, paymentInstruments: [] }))
    .filter((method): method is PaymentMethod => !!method);
}

/** Spec §5: an instrument may be saved only for a method that says so and has parameters to save. */
export const canSaveInstrument = (method: PaymentMethod) => method.saveAllowed && method.parameters.length > 0;

/** Methods whose stored instruments a user never sees (spec §5). */
const HIDDEN_USER_METHODS: ReadonlySet<string> = new Set(['ISH_FASTPAY', 'ISH_INVOICE_TOTAL_ZERO']);

/**
 * The methods the user's saved instruments are shown under, each with its instruments (spec §5): not
 * the hidden ones, and not a method with parameters of which the user saved no instrument. An
 * instrument of a method no longer offered comes under its method's id.
 */
export function userPaymentMethods(methods: PaymentMethod[], instruments: PaymentInstrument[]): PaymentMethod[] {
  const methodOf = (instrument: PaymentInstrument) => instrument.paymentMethod ?? '';
  const known = new Set(methods.map((method) => method.id));
  const orphans = [...new Set(instruments.map(methodOf).filter((id) => id && !known.has(id)))].map(
    (id): PaymentMethod => ({
      id,
      serviceId: id,
      displayName: id,
      capabilities: [],
      isRestricted: false,
      restrictionCauses: [],
      saveAllowed: false,
      parameters: [],
      paymentInstruments: [],
    }),
  );
  return [...methods, ...orphans]
    .filter((method) => !HIDDEN_USER_METHODS.has(method.id))
    .map((method) => ({ ...method, paymentInstruments: instruments.filter((instrument) => methodOf(instrument) === method.id) }))
    .filter((method) => method.parameters.length === 0 || method.paymentInstruments.length > 0);
}
