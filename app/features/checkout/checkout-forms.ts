// The checkout steps' own forms (the address step has its own module): one zod schema each.
import { z } from 'zod';

export const shippingMethodSchema = z.object({
  shippingMethod: z.string({ error: 'checkout.shipping.error.required' }).min(1, 'checkout.shipping.error.required').max(256),
});

export type ShippingMethodInput = z.input<typeof shippingMethodSchema>;

export const reviewSchema = z.object({
  termsAndConditions: z.literal('on', { error: 'checkout.tac.error.required' }),
  /** The totals the shopper reviewed (review-step.server.ts `reviewedTotals`): only compared, never charged. */
  reviewedTotals: z.string().max(100).optional(),
});

export type ReviewInput = z.input<typeof reviewSchema>;
