// Request schemas of the customer routes, in the shapes the PWA sends (user.service.ts): a private
// customer's registration and profile are flat, a business customer's user comes as `user`.
// Unknown fields (the PWA's `isBusinessCustomer`, `captcha`, …) are ignored; optional texts may be
// '' (the PWA's empty form fields), which clears them.
import { Type } from 'typebox';

import { CustomerAddressBody } from './account/customer-address-input';
import { MAX_PASSWORD_LENGTH } from './passwords';

const MAX_FIELD_LENGTH = 256;

/** An optional text field; '' or null clears it. */
const Field = Type.Optional(Type.Union([Type.String({ maxLength: MAX_FIELD_LENGTH }), Type.Null()]));
/** A required name: some non-blank text. */
const Name = Type.String({ minLength: 1, maxLength: MAX_FIELD_LENGTH, pattern: '\\S' });
const Email = Type.String({ minLength: 3, maxLength: MAX_FIELD_LENGTH });
const Birthday = Type.Optional(Type.Union([Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }), Type.Null()]));
const Language = Type.Optional(Type.String({ maxLength: 20 }));

/** The user's own data, as registration and profile updates send it. */
export const UserFields = {
  title: Field,
  firstName: Name,
  lastName: Name,
  email: Email,
  phoneHome: Field,
  phoneBusiness: Field,
  phoneMobile: Field,
  fax: Field,
  birthday: Birthday,
  preferredLanguage: Language,
  businessPartnerNo: Field,
  department: Field,
};

export const CompanyFields = {
  companyName: Name,
  companyName2: Field,
  taxationID: Field,
  industry: Field,
  description: Field,
};

const Credentials = Type.Object({
  login: Type.Optional(Type.String({ maxLength: MAX_FIELD_LENGTH })),
  password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
});

/** The registration address, checked as a customer address (account/registration-address.ts). */
const RegistrationAddress = CustomerAddressBody;

const CustomerNo = Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\s/;?#%]+$' }));

export const PrivateRegistrationBody = Type.Object({
  type: Type.Optional(Type.Literal('PrivateCustomer')),
  customerNo: CustomerNo,
  ...UserFields,
  address: RegistrationAddress,
  credentials: Credentials,
});

export const BusinessRegistrationBody = Type.Object({
  type: Type.Optional(Type.Literal('SMBCustomer')),
  customerNo: CustomerNo,
  ...CompanyFields,
  user: Type.Object(UserFields),
  address: RegistrationAddress,
  credentials: Credentials,
});

/** A reference the PWA sends as `{urn}` or `{id}`; empty or missing clears the preference. */
const Reference = Type.Optional(
  Type.Union([
    Type.Null(),
    Type.Object({ urn: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) }),
  ]),
);
const PaymentReference = Type.Optional(
  Type.Union([
    Type.Null(),
    Type.Object({ id: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) }),
  ]),
);

export const UserUpdateBody = Type.Object({
  ...UserFields,
  preferredInvoiceToAddress: Reference,
  preferredShipToAddress: Reference,
  preferredPaymentInstrument: PaymentReference,
});

/**
 * The company data and settings; the budget price type (gross, net) and the cost center flags (booleans)
 * are checked by the route, which names the attribute when refused.
 */
export const CompanyUpdateBody = Type.Object({
  ...CompanyFields,
  budgetPriceType: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  isCostCenterOptional: Type.Optional(Type.Unknown()),
  isCostCenterPerPosition: Type.Optional(Type.Unknown()),
});

export const PasswordChangeBody = Type.Object({
  password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
  currentPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
});

export const CustomerParams = Type.Object({ customerNo: Type.String({ maxLength: 256 }) });
export const CustomerUserParams = Type.Object({
  customerNo: Type.String({ maxLength: 256 }),
  login: Type.String({ maxLength: 256 }),
});
