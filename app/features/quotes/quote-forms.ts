// The quoting forms' schemas, one each for the browser and the action: a request's name and comment,
// an item's quantity, a product into a request, and the free-text quote request.
import { z } from 'zod';
import { MAX_COMMENT_LENGTH, MAX_NAME_LENGTH, MAX_QUANTITY } from './quote-form-ids';

const quantity = z.coerce
  .number({ error: 'quote.quantity.invalid.error' })
  .int({ error: 'quote.quantity.invalid.error' })
  .min(1, { error: 'quote.quantity.invalid.error' })
  .max(MAX_QUANTITY, { error: 'quote.quantity.invalid.error' });

const name = z.string().trim().max(MAX_NAME_LENGTH, { error: 'form.field.error.too_long' }).optional();
const comment = z.string().trim().max(MAX_COMMENT_LENGTH, { error: 'form.field.error.too_long' }).optional();

export const quoteMetaSchema = z.object({ displayName: name, description: comment });

export const quoteItemSchema = z.object({ itemId: z.string().min(1).max(100), quantity });

export const quoteItemRemoveSchema = z.object({ itemId: z.string().min(1).max(100) });

/** Accepting or rejecting a quote: nothing to fill in. */
export const quoteDecisionSchema = z.object({});

export const addToQuoteSchema = z.object({
  sku: z.string().trim().min(1).max(100),
  quantity,
  quoteRequestId: z.string().max(100).optional(),
  displayName: name,
  description: comment,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOO_LONG = 'form.field.error.too_long';
const requiredText = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, TOO_LONG);

export const quoteContactSchema = z.object({
  name: requiredText('quote.contact.name.error', MAX_NAME_LENGTH),
  email: requiredText('form.email.error.required', 256).regex(EMAIL, 'form.email.error.invalid'),
  phone: z.string().trim().max(50, TOO_LONG).optional(),
  company: z.string().trim().max(MAX_NAME_LENGTH, TOO_LONG).optional(),
  comment: requiredText('quote.contact.comment.error', MAX_COMMENT_LENGTH),
});

export type QuoteMetaInput = z.input<typeof quoteMetaSchema>;
export type QuoteItemInput = z.input<typeof quoteItemSchema>;
export type AddToQuoteInput = z.input<typeof addToQuoteSchema>;
export type QuoteContactInput = z.input<typeof quoteContactSchema>;
