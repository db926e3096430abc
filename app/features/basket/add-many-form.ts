// The form that adds several products at once (a retail set's parts): conform's nested names
// `items[0].sku`, `items[0].quantity`, … Quantity 0 skips a part; at least one must be above 0. The
// schema checks the form's shape only; each product's own quantity rules are checked by the action.
import { z } from 'zod';
import { ADD_MANY_MAX_ITEMS, ADD_MANY_MAX_QUANTITY } from './add-form-ids';

export { ADD_MANY_FORM_ID, ADD_MANY_MAX_ITEMS, ADD_MANY_MAX_QUANTITY } from './add-form-ids';

const item = z.object({
  sku: z.string({ error: 'product.error.not_orderable' }).trim().min(1).max(256),
  /** As typed: digits only (no `0x10`, `1e1`, `-1` or `1.5`), then a number; 0 skips the part. */
  quantity: z
    .string({ error: 'product.quantity.error.number' })
    .trim()
    .regex(/^\d{1,7}$/, 'product.quantity.error.integer')
    .transform(Number)
    .pipe(z.number().min(0, 'product.quantity.error.not_negative').max(ADD_MANY_MAX_QUANTITY, 'product.quantity.error.integer')),
});

export const addManySchema = z.object({
  items: z
    .array(item, { error: 'basket.add_many.error.nothing_selected' })
    .min(1, 'basket.add_many.error.nothing_selected')
    .max(ADD_MANY_MAX_ITEMS, 'basket.add_many.error.too_many')
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        if (seen.has(entry.sku)) context.addIssue({ code: 'custom', path: [index, 'sku'], message: 'basket.add_many.error.duplicate' });
        seen.add(entry.sku);
      });
    }),
}).refine((value) => value.items.some((entry) => entry.quantity > 0), { message: 'basket.add_many.error.nothing_selected' });

