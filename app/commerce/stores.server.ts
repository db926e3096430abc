// The store locator's call (the PWA's StoresService): `GET stores` with the optional query parameters
// countryCode, postalCode and city. Stores are public: the answer may come from the shared cache.
import type { Transport } from './icm-transport.server';
import { mapStoreLocations, type StoreLocation, storesDataSchema } from './models/store-location';

export interface StoreQuery {
  countryCode?: string;
  postalCode?: string;
  city?: string;
}

export function createStoresResource(t: Transport) {
  return {
    async search(query: StoreQuery): Promise<StoreLocation[]> {
      const parameters = Object.fromEntries(Object.entries(query).filter(([, value]) => !!value)) as Record<string, string>;
      return mapStoreLocations(await t.request('stores', { query: parameters, cacheable: true, schema: storesDataSchema }));
    },
  };
}

export type StoresResource = ReturnType<typeof createStoresResource>;
