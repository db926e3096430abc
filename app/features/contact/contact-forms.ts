// The contact form's schema, for the browser and the action alike (the PWA's fields: subject, name,
// e-mail and comment required, phone and order number optional).
import { z } from 'zod';
import { MAX_COMMENT_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_ORDER_LENGTH, MAX_PHONE_LENGTH, MAX_SUBJECT_LENGTH } from './contact-form-ids';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOO_LONG = 'form.field.error.too_long';
const requiredText = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, TOO_LONG);
const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).optional();

export const contactSchema = z.object({
  subject: requiredText('contact.subject.error', MAX_SUBJECT_LENGTH),
  name: requiredText('contact.name.error', MAX_NAME_LENGTH),
  email: requiredText('form.email.error.required', MAX_EMAIL_LENGTH).regex(EMAIL, 'form.email.error.invalid'),
  phone: optionalText(MAX_PHONE_LENGTH),
  order: optionalText(MAX_ORDER_LENGTH),
  comment: requiredText('contact.comment.error', MAX_COMMENT_LENGTH),
});

export type ContactInput = z.input<typeof contactSchema>;
