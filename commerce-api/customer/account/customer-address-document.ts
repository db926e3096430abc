// ICM documents of a customer's addresses: the address list as Links (the PWA resolves each with its
// own GET) and the Address with its names (country, region) in the request locale, usage flags
// (also as ICM's newer eligible… names), and who owns and shares it.
import type { CountryStore } from '../../reference/countries';
import type { CustomerResource } from './account-access';
import { addressUrn } from '../customer-documents';
import type { CustomerAddressRecord } from './customer-address-store';

export interface AddressDocumentContext {
  countries: CountryStore;
  locale: string;
  /** Logins of the customer's users by id (owner and shares). */
  logins: Map<string, string>;
}

/** Where an address is read: `{channel}/-/{customers|privatecustomers}/{customerNo}/addresses/{id}`. */
export function customerAddressUri(channel: string, resource: CustomerResource, customerNo: string, addressId: string): string {
  return `${channel}/-/${resource}/${encodeURIComponent(customerNo)}/addresses/${encodeURIComponent(addressId)}`;
}

const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;

export function customerAddressData(address: CustomerAddressRecord, context: AddressDocumentContext, editable: boolean) {
  const { countries, locale, logins } = context;
  const country = countries.countries(locale).find(entry => entry.id === address.countryCode);
  const division = countries.mainDivisions(address.countryCode, locale).find(entry => entry.id === address.mainDivisionCode);
  const owner = address.ownerUserId === null ? undefined : logins.get(address.ownerUserId);
  const sharedFor = address.sharedWith.flatMap(userId => logins.get(userId) ?? []);
  return {
    type: 'Address',
    id: address.id,
    urn: addressUrn(address.customerId, address.id),
    ...present({
      addressName: address.addressName,
      title: address.title,
      companyName1: address.companyName1,
      companyName2: address.companyName2,
    }),
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    ...present({ addressLine2: address.addressLine2, addressLine3: address.addressLine3 }),
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    country: country?.name ?? address.countryCode,
    ...(division ? { mainDivisionCode: division.id, mainDivision: division.name, mainDivisionName: division.name } : {}),
    ...present({
      phoneHome: address.phoneHome,
      phoneMobile: address.phoneMobile,
      phoneBusiness: address.phoneBusiness,
      phoneBusinessDirect: address.phoneBusinessDirect,
      fax: address.fax,
    }),
    email: address.email,
    invoiceToAddress: address.invoiceToAddress,
    shipToAddress: address.shipToAddress,
    shipFromAddress: address.shipFromAddress,
    serviceToAddress: address.serviceToAddress,
    installToAddress: address.installToAddress,
    eligibleInvoiceToAddress: address.invoiceToAddress,
    eligibleShipToAddress: address.shipToAddress,
    eligibleShipFromAddress: address.shipFromAddress,
    eligibleServiceToAddress: address.serviceToAddress,
    eligibleInstallToAddress: address.installToAddress,
    editable,
    shared: sharedFor.length > 0,
    ...(owner === undefined ? {} : { owner }),
    sharedFor,
  };
}
