// An order document's display texts in the locale of the request that reads it, as ICM answers
// them. The stored document is the basket as submitted, with the texts of the submission's locale;
// a read names the status, the countries and regions of the addresses, the shipping method and the
// payment method anew from the reference data. A name the reference data no longer has stays as stored.
import type { CountryStore } from '../reference/countries';
import type { PaymentMethods } from '../reference/payment-methods';
import type { ShippingMethods } from '../reference/shipping-methods';
import type { StoredOrderDocument } from './order-document';
import { statusText } from './order-statuses';

export interface OrderTextStores {
  countries: CountryStore;
  shippingMethods: ShippingMethods;
  paymentMethods: PaymentMethods;
}

type Entries = Record<string, Record<string, unknown>>;

/** Each entry of an included map changed by `localize`. */
function mapEntries(entries: unknown, localize: (entry: Record<string, unknown>) => Record<string, unknown>): Entries | undefined {
  return entries === undefined
    ? undefined
    : Object.fromEntries(Object.entries(entries as Entries).map(([key, entry]) => [key, localize(entry)]));
}

export function createOrderTexts({ countries, shippingMethods, paymentMethods }: OrderTextStores) {
  const address = (locale: string) => (entry: Record<string, unknown>) => {
    const countryCode = String(entry.countryCode);
    const country = countries.name(countryCode, locale);
    const mainDivision = typeof entry.mainDivisionCode === 'string' ? countries.mainDivisionName(countryCode, entry.mainDivisionCode, locale) : undefined;
    return { ...entry, ...(country ? { country } : {}), ...(mainDivision ? { mainDivision } : {}) };
  };
  const shippingMethod = (locale: string) => (entry: Record<string, unknown>) => {
    const texts = shippingMethods.texts(String(entry.id), locale);
    return texts ? { ...entry, name: texts.name, description: texts.description } : entry;
  };
  const payment = (locale: string) => (entry: Record<string, unknown>) => {
    const texts = paymentMethods.texts(String(entry.paymentMethod), locale);
    return texts ? { ...entry, displayName: texts.displayName } : entry;
  };
  const paymentMethod = (locale: string) => (entry: Record<string, unknown>) => {
    const texts = paymentMethods.texts(String(entry.id), locale);
    return texts ? { ...entry, displayName: texts.displayName, description: texts.description } : entry;
  };
  const data = (stored: StoredOrderDocument, locale: string) => {
    const status = statusText(String(stored.data.statusCode), locale);
    return status ? { ...stored.data, status } : stored.data;
  };

  return {
    /** The order's data (what the order list shows) with its status in the locale. */
    data: (document: string, locale: string): Record<string, unknown> => data(JSON.parse(document) as StoredOrderDocument, locale),
    /** The whole stored document with its texts in the locale. */
    document(document: string, locale: string): StoredOrderDocument {
      const stored = JSON.parse(document) as StoredOrderDocument;
      const { included } = stored;
      const localized = {
        invoiceToAddress: mapEntries(included.invoiceToAddress, address(locale)),
        commonShipToAddress: mapEntries(included.commonShipToAddress, address(locale)),
        commonShippingMethod: mapEntries(included.commonShippingMethod, shippingMethod(locale)),
        payments: mapEntries(included.payments, payment(locale)),
        payments_paymentMethod: mapEntries(included.payments_paymentMethod, paymentMethod(locale)),
      };
      const present = Object.entries(localized).filter(([, entries]) => entries !== undefined);
      return { data: data(stored, locale), included: { ...included, ...Object.fromEntries(present) } };
    },
  };
}

export type OrderTexts = ReturnType<typeof createOrderTexts>;
