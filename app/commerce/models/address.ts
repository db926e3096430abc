// Basket-scoped addresses (basket.v1 `eligible-addresses`, `POST/PATCH baskets/{id}/addresses`).
// The Address view model and its mapper are the customer's (./customer); this file adds the
// envelopes and the body a storefront form writes.
import { z } from 'zod';

import { addressDataSchema } from './customer';

/** What a checkout form sends; only the given fields go on the wire. */
export interface AddressInput {
  title?: string;
  firstName: string;
  lastName: string;
  companyName1?: string;
  companyName2?: string;
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  postalCode: string;
  city: string;
  mainDivisionCode?: string;
  countryCode: string;
  email?: string;
  phoneHome?: string;
}

const ADDRESS_INPUT_FIELDS = [
  'title', 'firstName', 'lastName', 'companyName1', 'companyName2', 'addressLine1', 'addressLine2', 'addressLine3',
  'postalCode', 'city', 'mainDivisionCode', 'countryCode', 'email', 'phoneHome',
] as const satisfies readonly (keyof AddressInput)[];

/** The request body: known fields only, empty ones left out. */
export function addressBody(address: Partial<AddressInput>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of ADDRESS_INPUT_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && value.trim() !== '') body[field] = value.trim();
  }
  return body;
}

export const addressEnvelopeDataSchema = z.looseObject({ data: addressDataSchema });
export const addressListDataSchema = z.looseObject({ data: z.array(addressDataSchema).nullish() });
