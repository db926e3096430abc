// The /register/sso form's schema: the registration form's fields (registration-form.ts) without the
// login and password, which the identity provider owns: customer type, company, title, name and
// address, and the terms. Loaded lazily by the page for checks while typing.
import { z } from 'zod';
import { checkCompany, registrationSchema } from '../registration-form';

const fields = registrationSchema.shape;

export const ssoRegistrationSchema = z
  .object({
    customerType: fields.customerType,
    companyName: fields.companyName,
    companyName2: fields.companyName2,
    taxationID: fields.taxationID,
    industry: fields.industry,
    title: fields.title,
    address: fields.address,
    termsAndConditions: fields.termsAndConditions,
  })
  // The company rules are the registration's.
  .superRefine((value, ctx) => checkCompany(value, ctx), { when: () => true });

export type SsoRegistrationValue = z.output<typeof ssoRegistrationSchema>;
export type SsoRegistrationInput = z.input<typeof ssoRegistrationSchema>;
