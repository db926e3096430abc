// The payment form's schema, built from the payment methods: the same schema runs in the browser and
// in the action; the action builds it from the methods it loaded itself, never from what the form
// says they are. A saved instrument chosen for the method stands for its parameters.
import { z } from 'zod';
import { type PaymentFormMethod, chosenSavedInstrument, instrumentChoice, NEW_INSTRUMENT, parameterProblem, parameterValue } from './payment-form';

export function paymentSchema(methods: PaymentFormMethod[]) {
  return z
    .object({
      paymentMethod: z.string({ error: 'checkout.payment.error.required' }).min(1, 'checkout.payment.error.required').max(256),
      instrument: z.record(z.string(), z.string().max(256).optional()).optional(),
      param: z.record(z.string(), z.record(z.string(), z.string().optional()).optional()).optional(),
    })
    .superRefine((value, context) => {
      const method = methods.find((candidate) => candidate.id === value.paymentMethod);
      if (!method || method.isRestricted) {
        context.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'checkout.payment.error.not_eligible' });
        return;
      }
      if (instrumentChoice(method, value.instrument) !== NEW_INSTRUMENT) {
        // an instrument deleted meanwhile (or never the user's) is no choice; said where every method's page shows it
        if (!chosenSavedInstrument(method, value.instrument)) {
          context.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'checkout.payment.error.instrument_unknown' });
        }
        return;
      }
      for (const parameter of method.parameters) {
        const problem = parameterProblem(parameter, parameterValue(parameter, value.param?.[method.id]?.[parameter.name]));
        if (problem) context.addIssue({ code: 'custom', path: ['param', method.id, parameter.name], message: problem });
      }
    });
}

export type PaymentInput = z.input<ReturnType<typeof paymentSchema>>;
