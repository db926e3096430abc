// What the address form's page and its schema (address-form.ts) both know: its id, the fields'
// lengths and the countries that need a region. Free of zod, so pages carry it without the schema.

export const ADDRESS_FORM_ID = 'checkout-address';

/** Maximum lengths (the bundled API takes 200 characters a field; ICM's columns are of that order). */
export const ADDRESS_LIMITS = {
  firstName: 60,
  lastName: 60,
  companyName1: 100,
  addressLine1: 100,
  addressLine2: 100,
  postalCode: 20,
  city: 60,
  countryCode: 2,
  mainDivisionCode: 10,
  phoneHome: 40,
  email: 200,
} as const;

/**
 * Countries whose addresses are not deliverable without a state: the action requires one when the
 * backend knows the country's regions (without a list to choose from, the shopper could not comply).
 */
export const REGION_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);

/**
 * The shop's own country, where an address form starts: the demo shop is German and sells in euros;
 * its dollar prices are for the United States.
 */
const SHOP_COUNTRY_BY_CURRENCY: Readonly<Record<string, string>> = { EUR: 'DE', USD: 'US' };

export const shopCountry = (currency: string): string | undefined =>
  Object.hasOwn(SHOP_COUNTRY_BY_CURRENCY, currency) ? SHOP_COUNTRY_BY_CURRENCY[currency] : undefined;
