// The checkout steps' own forms (the address step has its own module): one zod schema each.
import { z } from 'zod';

export const SHIPPING_FORM_ID = 'shipping-method';
export const shippingMethodSchema = z.object({
  shippingMethod: z.string({ error: 'checkout.shipping.error.required' }).min(1, 'checkout.shipping.error.required').max(256),
});

export const REVIEW_FORM_ID = 'review';
export const reviewSchema = z.object({
  termsAndConditions: z.literal('on', { error: 'checkout.tac.error.required' }),
});
