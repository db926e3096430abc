// A customer address as the PWA posts and puts it (AddressService: the whole Address, the region as
// `mainDivision`), checked by the basket's address rules (basket/address-validation.ts) plus the
// fields only a customer's address has. The e-mail address defaults to the user's.
import { Type } from 'typebox';

import { validateAddress } from '../../basket/address-validation';
import type { IcmErrorCause } from '../../http/icm-errors';
import type { CountryStore } from '../../reference/countries';
import type { AddressDetails, AddressUsage, CustomerAddressValues } from './customer-address-store';

const Field = Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()]));
const Flag = Type.Optional(Type.Boolean());

/** Every field is optional: missing required ones are causes of a 422. Other fields (id, urn, country…) are ignored. */
export const CustomerAddressBody = Type.Object({
  addressName: Field,
  title: Field,
  companyName1: Field,
  companyName2: Field,
  firstName: Field,
  lastName: Field,
  addressLine1: Field,
  addressLine2: Field,
  addressLine3: Field,
  postalCode: Field,
  city: Field,
  countryCode: Field,
  mainDivisionCode: Field,
  /** The PWA sends the region code under this name. */
  mainDivision: Field,
  phoneHome: Field,
  phoneMobile: Field,
  phoneBusiness: Field,
  phoneBusinessDirect: Field,
  fax: Field,
  email: Field,
  invoiceToAddress: Flag,
  shipToAddress: Flag,
  shipFromAddress: Flag,
  serviceToAddress: Flag,
  installToAddress: Flag,
});

const DETAILS: (keyof AddressDetails)[] = [
  'addressName',
  'title',
  'companyName1',
  'companyName2',
  'addressLine3',
  'phoneHome',
  'phoneMobile',
  'phoneBusiness',
  'phoneBusinessDirect',
  'fax',
];

/** A new address serves as invoice and ship-to address. */
export const DEFAULT_USAGE: AddressUsage = {
  invoiceToAddress: true,
  shipToAddress: true,
  shipFromAddress: false,
  serviceToAddress: false,
  installToAddress: false,
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The stored values, or the causes that refuse the address (paths into the body). `defaults` gives
 * the e-mail address and usage of an address that does not name them.
 */
export function checkCustomerAddress(
  input: Record<string, unknown>,
  countries: CountryStore,
  locale: string,
  defaults: { email: string; usage: AddressUsage },
): { values: CustomerAddressValues } | { causes: IcmErrorCause[] } {
  const mainDivisionCode = text(input.mainDivisionCode) || text(input.mainDivision);
  const checked = validateAddress(
    {
      firstName: text(input.firstName),
      lastName: text(input.lastName),
      addressLine1: text(input.addressLine1),
      addressLine2: text(input.addressLine2),
      postalCode: text(input.postalCode),
      city: text(input.city),
      countryCode: text(input.countryCode),
      mainDivisionCode,
      email: text(input.email) || defaults.email,
    },
    countries,
    locale,
  );
  if ('causes' in checked) return checked;
  const details = Object.fromEntries(DETAILS.map(field => [field, text(input[field]) || null])) as unknown as AddressDetails;
  const usage = Object.fromEntries(
    (Object.keys(DEFAULT_USAGE) as (keyof AddressUsage)[]).map(flag => [flag, typeof input[flag] === 'boolean' ? input[flag] : defaults.usage[flag]]),
  ) as unknown as AddressUsage;
  return { values: { ...checked.values, ...details, ...usage } };
}
