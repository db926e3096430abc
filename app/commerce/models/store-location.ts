// The store locator's stores (business-and-integration §3): ICM's StoreLocationData as the PWA's
// StoreLocationMapper reads it (uuid → id, phoneBusiness → phone, coordinates from decimal strings).
// A store whose coordinates are missing or out of range has none: it is listed, not placed on the map.
import { z } from 'zod';

import { idString, lenientNumber, lenientString } from './lenient-scalars';

export interface StoreLocation {
  id: string;
  name: string;
  address?: string;
  city?: string;
  postalCode?: string;
  country?: string;
  countryCode?: string;
  phone?: string;
  fax?: string;
  email?: string;
  latitude?: number;
  longitude?: number;
}

const storeLocationDataSchema = z.looseObject({
  uuid: idString,
  name: lenientString.optional(),
  address: lenientString.optional(),
  city: lenientString.optional(),
  postalCode: lenientString.optional(),
  country: lenientString.optional(),
  countryCode: lenientString.optional(),
  email: lenientString.optional(),
  fax: lenientString.optional(),
  phoneBusiness: lenientString.optional(),
  latitude: lenientNumber.optional(),
  longitude: lenientNumber.optional(),
});

/** `GET stores`. */
export const storesDataSchema = z.looseObject({ elements: z.array(storeLocationDataSchema).nullish() });

const inRange = (value: number | undefined, limit: number) => value !== undefined && Math.abs(value) <= limit;

export function mapStoreLocations(data: z.infer<typeof storesDataSchema>): StoreLocation[] {
  return (data.elements ?? []).map((store) => {
    const located = inRange(store.latitude, 90) && inRange(store.longitude, 180);
    const fields = {
      id: store.uuid,
      name: store.name ?? store.uuid,
      address: store.address,
      city: store.city,
      postalCode: store.postalCode,
      country: store.country,
      countryCode: store.countryCode,
      phone: store.phoneBusiness,
      fax: store.fax,
      email: store.email,
      ...(located ? { latitude: store.latitude, longitude: store.longitude } : {}),
    };
    // no undefined fields: the page's data stays small
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as unknown as StoreLocation;
  });
}
