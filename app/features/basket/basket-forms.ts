// The basket's forms: one zod schema each, used by the action to parse and by the page for HTML
// constraints and validation while typing. Messages are translation keys.
import { z } from 'zod';

/** A form's identity on the page: which product's or line's form the action's reply belongs to. */
export const addToBasketFormId = (sku: string) => `add-to-basket-${sku}`;
export const lineFormId = (lineItemId: string) => `line-${lineItemId}`;
export const PROMOTION_FORM_ID = 'promotion-code';
export const MESSAGE_FORM_ID = 'message-to-merchant';

const sku = z.string().trim().min(1).max(256);

/** A quantity as typed: digits only (no `0x10`, `1e1` or `1.5`, which `Number()` would take), then a number. */
const wholeNumber = (min: number, minMessage: string) =>
  z
    .string({ error: 'product.quantity.error.number' })
    .trim()
    .regex(/^\d{1,7}$/, 'product.quantity.error.integer')
    .transform(Number)
    .pipe(z.number().min(min, minMessage));

const quantity = wholeNumber(1, 'product.quantity.error.positive');

export const addToBasketSchema = z.object({ sku, quantity });

/** Quantity 0 removes the line (spec §4). */
export const updateLineSchema = z.object({
  lineItemId: z.string().min(1).max(256),
  quantity: wholeNumber(0, 'product.quantity.error.not_negative'),
});

export const removeLineSchema = z.object({ lineItemId: z.string().min(1).max(256) });

export const promotionCodeSchema = z.object({
  code: z.string({ error: 'shopping_cart.promotion_code.error.required' }).trim().min(1, 'shopping_cart.promotion_code.error.required').max(64, 'shopping_cart.promotion_code.error.too_long'),
});

export const MESSAGE_TO_MERCHANT_MAX = 1_000;
export const messageToMerchantSchema = z.object({
  messageToMerchant: z.string().trim().max(MESSAGE_TO_MERCHANT_MAX, 'shopping_cart.message_to_merchant.error.length').default(''),
});
