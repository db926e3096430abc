// The registration form's schema (spec §4, §5): private or business customer, the login (an e-mail
// address) and password, the person's name and postal address, and the terms. Parsed by the action,
// loaded lazily by the page for checks while typing. Messages are translation keys. The company fields
// count only for a business customer: without JavaScript they are always on the page and ignored for
// a private one, so they carry no HTML `required` (the browser would refuse the post).
import { z } from 'zod';
import { addressFieldsSchema } from '~/features/checkout/address-form';
import { ADDRESS_LIMITS } from '~/features/checkout/address-rules';
import { emailSchema, newPassword, PROFILE_ERROR } from './profile-forms';

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

const COMPANY_LIMITS = { companyName: ADDRESS_LIMITS.companyName1, companyName2: ADDRESS_LIMITS.companyName1, taxationID: 60, industry: 100 } as const;

const optionalText = (max: number) => z.string().trim().max(max, PROFILE_ERROR.tooLong).optional();
/** Its length only, which also gives the field its HTML maxlength. */
const looseText = (max: number) => z.string().max(max, PROFILE_ERROR.tooLong).optional();

/** A business customer's company, checked only when "business" is chosen. */
const companySchema = z.object({
  companyName: z
    .string({ error: REGISTRATION_ERROR.companyName })
    .trim()
    .min(1, REGISTRATION_ERROR.companyName)
    .max(COMPANY_LIMITS.companyName, PROFILE_ERROR.tooLong),
  companyName2: optionalText(COMPANY_LIMITS.companyName2),
  taxationID: optionalText(COMPANY_LIMITS.taxationID),
  industry: optionalText(COMPANY_LIMITS.industry),
});

export type CompanyFields = z.output<typeof companySchema>;
type CompanyFieldName = keyof CompanyFields;

export const registrationSchema = z
  .object({
    customerType: z.enum(CUSTOMER_TYPES, { error: REGISTRATION_ERROR.customerType }),
    // Any text of their length until "business" makes them count (see companySchema).
    companyName: looseText(COMPANY_LIMITS.companyName),
    companyName2: looseText(COMPANY_LIMITS.companyName2),
    taxationID: looseText(COMPANY_LIMITS.taxationID),
    industry: looseText(COMPANY_LIMITS.industry),
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
      if (typeof value?.password === 'string' && typeof value.passwordConfirmation === 'string' && value.passwordConfirmation !== '' && value.password !== value.passwordConfirmation) {
        ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: REGISTRATION_ERROR.passwordMismatch });
      }
      if (value?.customerType !== 'business') return;
      const result = companySchema.safeParse(value);
      if (result.success) return;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
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
