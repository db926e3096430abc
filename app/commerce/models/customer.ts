import { z } from 'zod';

import { idString, lenientBoolean, lenientString } from './lenient-scalars';

export interface Address {
  id: string;
  urn?: string;
  addressName?: string;
  companyName1?: string;
  companyName2?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  postalCode?: string;
  city?: string;
  mainDivision?: string;
  mainDivisionCode?: string;
  country?: string;
  countryCode?: string;
  phoneHome?: string;
  phoneMobile?: string;
  phoneBusiness?: string;
  email?: string;
  invoiceToAddress: boolean;
  shipToAddress: boolean;
}

export interface Customer {
  customerNo: string;
  type: 'PrivateCustomer' | 'SMBCustomer' | (string & {});
  isBusinessCustomer: boolean;
  companyName?: string;
  companyName2?: string;
  taxationID?: string;
  industry?: string;
  description?: string;
  budgetPriceType: 'gross' | 'net';
  /** A business customer's baskets may go without a cost center. */
  isCostCenterOptional?: boolean;
  /** A business customer's cost center is chosen per line item instead of per basket. */
  isCostCenterPerPosition?: boolean;
  preferredInvoiceToAddress?: Address;
  preferredShipToAddress?: Address;
}

/** The person behind a private customer (`privatecustomers/-` carries both). */
export interface PrivateCustomerUser {
  title?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  preferredLanguage?: string;
  phoneHome?: string;
  phoneBusiness?: string;
  phoneMobile?: string;
  fax?: string;
  birthday?: string;
}

const ADDRESS_TEXT_FIELDS = [
  'urn', 'addressName', 'companyName1', 'companyName2', 'title', 'firstName', 'lastName', 'addressLine1', 'addressLine2',
  'addressLine3', 'postalCode', 'city', 'mainDivision', 'mainDivisionCode', 'country', 'countryCode', 'phoneHome',
  'phoneMobile', 'phoneBusiness', 'email',
] as const;

export const addressDataSchema = z.looseObject({
  id: idString,
  ...Object.fromEntries(ADDRESS_TEXT_FIELDS.map(f => [f, lenientString.optional()])),
  invoiceToAddress: lenientBoolean.optional(),
  shipToAddress: lenientBoolean.optional(),
  eligibleInvoiceToAddress: lenientBoolean.optional(),
  eligibleShipToAddress: lenientBoolean.optional(),
});
type AddressData = z.infer<typeof addressDataSchema> & Partial<Record<(typeof ADDRESS_TEXT_FIELDS)[number], string>>;

/** `GET customers/-` and `GET privatecustomers/-`. */
export const customerDataSchema = z.looseObject({
  type: lenientString.optional(),
  customerNo: idString,
  companyName: lenientString.optional(),
  companyName2: lenientString.optional(),
  taxationID: lenientString.optional(),
  industry: lenientString.optional(),
  description: lenientString.optional(),
  budgetPriceType: lenientString.optional(),
  isCostCenterOptional: lenientBoolean.optional(),
  isCostCenterPerPosition: lenientBoolean.optional(),
  preferredInvoiceToAddress: addressDataSchema.nullish(),
  preferredShipToAddress: addressDataSchema.nullish(),
  title: lenientString.optional(),
  firstName: lenientString.optional(),
  lastName: lenientString.optional(),
  email: lenientString.optional(),
  preferredLanguage: lenientString.optional(),
  phoneHome: lenientString.optional(),
  phoneBusiness: lenientString.optional(),
  phoneMobile: lenientString.optional(),
  fax: lenientString.optional(),
  birthday: lenientString.optional(),
});
export type CustomerData = z.infer<typeof customerDataSchema>;

export function mapAddress(data: AddressData): Address {
  const address: Address = {
    id: data.id,
    invoiceToAddress: data.invoiceToAddress ?? data.eligibleInvoiceToAddress ?? false,
    shipToAddress: data.shipToAddress ?? data.eligibleShipToAddress ?? false,
  };
  for (const field of ADDRESS_TEXT_FIELDS) {
    const value = data[field];
    if (value) address[field] = value;
  }
  return address;
}

export function mapCustomer(data: CustomerData): Customer {
  const type = data.type ?? 'PrivateCustomer';
  const customer: Customer = {
    customerNo: data.customerNo,
    type,
    isBusinessCustomer: type === 'SMBCustomer',
    budgetPriceType: data.budgetPriceType === 'net' ? 'net' : 'gross',
  };
  if (data.isCostCenterOptional) customer.isCostCenterOptional = true;
  if (data.isCostCenterPerPosition) customer.isCostCenterPerPosition = true;
  for (const field of ['companyName', 'companyName2', 'taxationID', 'industry', 'description'] as const) {
    if (data[field]) customer[field] = data[field];
  }
  if (data.preferredInvoiceToAddress) customer.preferredInvoiceToAddress = mapAddress(data.preferredInvoiceToAddress);
  if (data.preferredShipToAddress) customer.preferredShipToAddress = mapAddress(data.preferredShipToAddress);
  return customer;
}

export function mapPrivateCustomerUser(data: CustomerData): PrivateCustomerUser {
  const user: PrivateCustomerUser = {};
  for (const field of ['title', 'firstName', 'lastName', 'email', 'preferredLanguage', 'phoneHome', 'phoneBusiness', 'phoneMobile', 'fax', 'birthday'] as const) {
    if (data[field]) user[field] = data[field];
  }
  return user;
}
