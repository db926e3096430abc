// ICM documents of a basket's addresses (Address, referenced by urn) and shipping methods
// (delivery times as ISO-8601 day durations, costs net and gross in the basket currency).
import type { CountryStore } from '../reference/countries';
import type { ShippingOffer } from '../reference/shipping-methods';
import { type AddressRecord, addressUrn } from './basket-addresses';
import { priceItem } from './money';

export function addressData(address: AddressRecord, countries: CountryStore, locale: string) {
  const country = countries.countries(locale).find(entry => entry.id === address.countryCode);
  const division = countries.mainDivisions(address.countryCode, locale).find(entry => entry.id === address.mainDivisionCode);
  return {
    type: 'Address',
    id: address.id,
    urn: addressUrn(address),
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    ...(address.addressLine2 === null ? {} : { addressLine2: address.addressLine2 }),
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode,
    country: country?.name ?? address.countryCode,
    ...(division ? { mainDivisionCode: division.id, mainDivision: division.name } : {}),
    email: address.email,
    invoiceToAddress: address.invoiceToAddress ?? true,
    shipToAddress: address.shipToAddress ?? true,
  };
}

export function shippingMethodData(method: ShippingOffer, currency: string) {
  return {
    id: method.id,
    name: method.name,
    description: method.description,
    deliveryTimeMin: `P${method.shippingTimeMin}D`,
    deliveryTimeMax: `P${method.shippingTimeMax}D`,
    shippingCosts: priceItem({ netCents: method.netCents, grossCents: method.grossCents }, currency),
  };
}
