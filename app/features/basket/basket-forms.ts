// The basket's forms: one zod schema each, used by the action to parse and, loaded when the shopper
// starts using a form, by the page for validation while typing (app/forms/lazy-validation.ts).
// Messages are translation keys. The forms' ids are in basket-form-ids.ts.
import { z } from 'zod';
import { DELIVERY_DATE_ERRORS, isCalendarDate } from './delivery-date';
import { MAX_REPETITIONS, RECURRENCE_ERRORS, RECURRENCE_INTERVALS } from './recurrence';
import { MESSAGE_TO_MERCHANT_MAX } from './basket-form-ids';


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

export const messageToMerchantSchema = z.object({
  messageToMerchant: z.string().trim().max(MESSAGE_TO_MERCHANT_MAX, 'shopping_cart.message_to_merchant.error.length').default(''),
});

/** yyyy-mm-dd, a real date; empty removes it. The window and weekdays are the server's (delivery-date.ts). */
export const deliveryDateSchema = z.object({
  desiredDeliveryDate: z
    .string()
    .trim()
    .refine(isCalendarDate, DELIVERY_DATE_ERRORS.format)
    .optional(),
});

/** A warranty SKU of the line's product, or nothing to remove the warranty; the server checks the product offers it. */
export const warrantySchema = z.object({
  lineItemId: z.string().min(1).max(256),
  warranty: z.string().trim().max(256).optional(),
});

const calendarDate = (message: string) => z.string().trim().refine(isCalendarDate, message);
/**
 * Unticked, the basket is no recurring order (the other fields are ignored). Ticked: an offered
 * interval, a start, and an end date or a number of orders (or neither), not both. That the start
 * is not in the past is checked by the server (recurrence.ts), on its own clock.
 */
export const recurrenceSchema = z
  .object({
    recurring: z.literal('on').optional(),
    interval: z.enum(RECURRENCE_INTERVALS, { error: RECURRENCE_ERRORS.interval }).optional(),
    startDate: calendarDate(RECURRENCE_ERRORS.startInvalid).optional(),
    endDate: calendarDate(RECURRENCE_ERRORS.endInvalid).optional(),
    repetitions: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, RECURRENCE_ERRORS.repetitions)
      .transform(Number)
      .pipe(z.number().min(1, RECURRENCE_ERRORS.repetitions).max(MAX_REPETITIONS, RECURRENCE_ERRORS.repetitions))
      .optional(),
  })
  .superRefine((value, context) => {
    if (!value.recurring) return;
    if (!value.interval) context.addIssue({ code: 'custom', path: ['interval'], message: RECURRENCE_ERRORS.interval });
    if (!value.startDate) context.addIssue({ code: 'custom', path: ['startDate'], message: RECURRENCE_ERRORS.startRequired });
    if (value.endDate && value.repetitions !== undefined) context.addIssue({ code: 'custom', path: ['repetitions'], message: RECURRENCE_ERRORS.ambiguous });
    if (value.startDate && value.endDate && value.endDate <= value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: RECURRENCE_ERRORS.endBeforeStart });
    }
  });

export type UpdateLineInput = z.input<typeof updateLineSchema>;
export type PromotionCodeInput = z.input<typeof promotionCodeSchema>;
export type MessageToMerchantInput = z.input<typeof messageToMerchantSchema>;
export type DeliveryDateInput = z.input<typeof deliveryDateSchema>;
export type WarrantyInput = z.input<typeof warrantySchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;
