// The account recovery forms: one zod schema each, used by the actions to parse and by the pages for
// validation while typing. Messages are translation keys.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, RECOVERY_LIMITS } from './recovery-rules';

export const RECOVERY_ERROR = {
  emailRequired: 'form.email.error.required',
  emailInvalid: 'form.email.error.invalid',
  firstNameRequired: 'account.firstname.error.required',
  lastNameRequired: 'account.lastname.error.required',
  tooLong: 'form.field.error.too_long',
  passwordRequired: 'form.password.error.required',
  passwordLength: 'account.update_password.new_password.error.length',
  passwordRule: 'form.password.error.invalid',
  confirmationRequired: 'account.register.password_confirmation.error.default',
  mismatch: 'form.password.error.equalTo',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, RECOVERY_ERROR.tooLong);

export const reminderSchema = z.object({
  email: requiredText(RECOVERY_ERROR.emailRequired, RECOVERY_LIMITS.email).regex(EMAIL, RECOVERY_ERROR.emailInvalid),
  firstName: requiredText(RECOVERY_ERROR.firstNameRequired, RECOVERY_LIMITS.firstName),
  lastName: requiredText(RECOVERY_ERROR.lastNameRequired, RECOVERY_LIMITS.lastName),
});

export type ReminderInput = z.input<typeof reminderSchema>;

/** Passwords are taken as typed: no trimming, white space is the rule's to refuse. */
export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: RECOVERY_ERROR.passwordRequired })
      .min(PASSWORD_MIN_LENGTH, RECOVERY_ERROR.passwordLength)
      .max(RECOVERY_LIMITS.password, RECOVERY_ERROR.tooLong)
      .regex(/[a-zA-Z]/, RECOVERY_ERROR.passwordRule)
      .regex(/\d/, RECOVERY_ERROR.passwordRule)
      .regex(/^\S*$/, RECOVERY_ERROR.passwordRule),
    passwordConfirmation: z.string({ error: RECOVERY_ERROR.confirmationRequired }).max(RECOVERY_LIMITS.password, RECOVERY_ERROR.tooLong),
  })
  // Runs even when the password broke its rule, so a mistyped repetition shows at once too.
  .superRefine(
    (value, ctx) => {
      const { password, passwordConfirmation } = value ?? {};
      if (typeof password === 'string' && typeof passwordConfirmation === 'string' && password !== passwordConfirmation) {
        ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: RECOVERY_ERROR.mismatch });
      }
    },
    { when: () => true },
  );

export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** The fields that never go back to the page. */
export const PASSWORD_FIELDS = ['password', 'passwordConfirmation'] as const;
