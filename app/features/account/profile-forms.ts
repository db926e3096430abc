// The schemas of the account's profile forms: name and phone, e-mail change (with the password), and
// password change (spec §8 messages). Messages are translation keys.
import { z } from 'zod';
import { PLAIN_TEXT } from '~/forms/plain-text';
import { ADDRESS_LIMITS } from '~/features/checkout/address-rules';
import { PASSWORD_RULE } from './account-form-ids';

export const PROFILE_ERROR = {
  required: 'account.profile.error.required',
  tooLong: 'account.profile.error.too_long',
  email: 'account.profile.error.email',
  emailMismatch: 'account.profile.error.email_mismatch',
  passwordRule: 'account.profile.error.password_rule',
  passwordMismatch: 'account.profile.error.password_mismatch',
  currentPassword: 'account.update_password.old_password.error.incorrect',
  invalid: 'account.profile.error.invalid_characters',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_PASSWORD = 256;

const requiredText = (max: number) =>
  z.string({ error: PROFILE_ERROR.required }).trim().min(1, PROFILE_ERROR.required).max(max, PROFILE_ERROR.tooLong).regex(PLAIN_TEXT, PROFILE_ERROR.invalid);
export const optionalText = (max: number) => z.string().trim().max(max, PROFILE_ERROR.tooLong).regex(PLAIN_TEXT, PROFILE_ERROR.invalid).optional();
const email = z
  .string({ error: PROFILE_ERROR.required })
  .trim()
  .min(1, PROFILE_ERROR.required)
  .max(ADDRESS_LIMITS.email, PROFILE_ERROR.tooLong)
  .regex(EMAIL, PROFILE_ERROR.email);
const currentPassword = z.string({ error: PROFILE_ERROR.required }).min(1, PROFILE_ERROR.required).max(MAX_PASSWORD, PROFILE_ERROR.tooLong);
/** ICM's default password rule, checked before the backend checks it again. */
export const newPassword = z
  .string({ error: PROFILE_ERROR.required })
  .min(1, PROFILE_ERROR.required)
  .max(MAX_PASSWORD, PROFILE_ERROR.tooLong)
  .regex(PASSWORD_RULE, PROFILE_ERROR.passwordRule);

export const profileSchema = z.object({
  title: optionalText(20),
  firstName: requiredText(ADDRESS_LIMITS.firstName),
  lastName: requiredText(ADDRESS_LIMITS.lastName),
  phoneHome: optionalText(ADDRESS_LIMITS.phoneHome),
});

export const emailSchema = z
  .object({ email, emailConfirmation: email, currentPassword })
  .refine((form) => form.email.toLowerCase() === form.emailConfirmation.toLowerCase(), { message: PROFILE_ERROR.emailMismatch, path: ['emailConfirmation'] });

export const passwordSchema = z
  .object({ currentPassword, password: newPassword, passwordConfirmation: z.string({ error: PROFILE_ERROR.required }).min(1, PROFILE_ERROR.required) })
  .refine((form) => form.password === form.passwordConfirmation, { message: PROFILE_ERROR.passwordMismatch, path: ['passwordConfirmation'] });

export type ProfileInput = z.output<typeof profileSchema>;
