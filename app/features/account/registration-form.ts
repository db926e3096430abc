// The registration form's schema (spec §4, §5): private or business customer, the login (an e-mail
// address) and password, the person's name and postal address, and the terms. Parsed by the action,
// loaded lazily by the page for checks while typing. Messages are translation keys. The company fields
// count only for a business customer: without JavaScript they are always on the page and ignored for
// a private one, so they carry no HTML `required` (the browser would refuse the post).
import { z } from 'zod';
import { addressFieldsSchema } from '~/features/checkout/address-form';
import { ADDRESS_LIMITS } from '~/features/checkout/address-rules';
import { PLAIN_TEXT } from '~/forms/plain-text';
import { emailSchema, newPassword, optionalText, PROFILE_ERROR } from './profile-forms';

export const REGISTRATION_ERROR = {
  customerType: 'account.register.customer_type.error.required',
  companyName: 'account.register.company_name.error.required',
  passwordConfirmation: 'account.register.password_confirmation.error.default',
  passwordMismatch: PROFILE_ERROR.passwordMismatch,
  passwordRule: PROFILE_ERROR.passwordRule,
  email: PROFILE_ERROR.email,
  emailTaken: 'account.register.email.error.taken',
  terms: 'account.register.tac.error.required',
} as const;

export const CUSTOMER_TYPES = ['private', 'business'] as const;
export type CustomerTypeChoice = (typeof CUSTOMER_TYPES)[number];

/** Every company field is as long as an address's company name (the page sets the same maxlength). */
const COMPANY_FIELD_LENGTH = ADDRESS_LIMITS.companyName1;


/** A business customer's company, checked only when "business" is chosen. */
const companySchema = z.object({
  companyName: z
    .string({ error: REGISTRATION_ERROR.companyName })
    .trim()
    .min(1, REGISTRATION_ERROR.companyName)
    .max(COMPANY_FIELD_LENGTH, PROFILE_ERROR.tooLong)
    .regex(PLAIN_TEXT, PROFILE_ERROR.invalid),
  companyName2: optionalText(COMPANY_FIELD_LENGTH),
  taxationID: optionalText(COMPANY_FIELD_LENGTH),
  industry: optionalText(COMPANY_FIELD_LENGTH),
});

export type CompanyFields = z.output<typeof companySchema>;

/** The company rules for a business customer, as issues of the whole registration form. */
export function checkCompany(value: { customerType?: unknown } | undefined, ctx: z.RefinementCtx): void {
  if (value?.customerType !== 'business') return;
  const result = companySchema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
}
type CompanyFieldName = keyof CompanyFields;

export const registrationSchema = z
  .object({
    customerType: z.enum(CUSTOMER_TYPES, { error: REGISTRATION_ERROR.customerType }),
    // Any text until "business" makes them count (see companySchema); a private customer's are never sent.
    companyName: z.string().optional(),
    companyName2: z.string().optional(),
    taxationID: z.string().optional(),
    industry: z.string().optional(),
    title: optionalText(20),
    email: emailSchema.shape.email,
    password: newPassword,
    passwordConfirmation: z.string({ error: REGISTRATION_ERROR.passwordConfirmation }).min(1, REGISTRATION_ERROR.passwordConfirmation),
    /** The postal address; its first and last name and phone are the user's too. */
    address: addressFieldsSchema,
    termsAndConditions: z.literal('on', { error: REGISTRATION_ERROR.terms }),
  })
  // Runs even when other fields failed, so every problem is shown at once.
  .superRefine(
    (value, ctx) => {
      const confirmation = value?.passwordConfirmation;
      if (typeof confirmation === 'string' && confirmation !== '' && confirmation !== value.password) {
        ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: REGISTRATION_ERROR.passwordMismatch });
      }
      checkCompany(value, ctx);
    },
    { when: () => true },
  );

export type RegistrationValue = z.output<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

/** The company of a valid business registration (the schema checked it); none for a private customer. */
export function companyOf(value: RegistrationValue): CompanyFields | undefined {
  if (value.customerType !== 'business') return undefined;
  const fields: Record<CompanyFieldName, string | undefined> = {
    companyName: value.companyName,
    companyName2: value.companyName2,
    taxationID: value.taxationID,
    industry: value.industry,
  };
  return companySchema.parse(fields);
}
