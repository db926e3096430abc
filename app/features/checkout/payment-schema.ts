// The payment form's schema, built from the payment methods: the same schema runs in the browser and
// in the action; the action builds it from the methods it loaded itself, never from what the form
// says they are.
import { z } from 'zod';
import { type PaymentFormMethod, parameterProblem } from './payment-form';

export function paymentSchema(methods: PaymentFormMethod[]) {
  return z
    .object({
      paymentMethod: z.string({ error: 'checkout.payment.error.required' }).min(1, 'checkout.payment.error.required').max(256),
      param: z.record(z.string(), z.record(z.string(), z.string().optional()).optional()).optional(),
    })
    .superRefine((value, context) => {
      const method = methods.find((candidate) => candidate.id === value.paymentMethod);
      if (!method || method.isRestricted) {
        context.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'checkout.payment.error.not_eligible' });
        return;
      }
      for (const parameter of method.parameters) {
        const problem = parameterProblem(parameter, (value.param?.[method.id]?.[parameter.name] ?? '').trim());
        if (problem) context.addIssue({ code: 'custom', path: ['param', method.id, parameter.name], message: problem });
      }
    });
}

export type PaymentInput = z.input<ReturnType<typeof paymentSchema>>;
