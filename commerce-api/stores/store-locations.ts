// The store locator's stores (business-and-integration §2.7, §3): the list in the seed's order,
// narrowed by the PWA's search parameters — country code (exact), postal code (its beginning) and
// city (part of the name) — each compared without case and accents, so `koln` finds Köln. The table is
// a dozen rows written by the seed; it is read per request, small enough to filter here.
import type { Db } from '../db/open-database';

export interface StoreLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  countryCode: string;
  phone: string | null;
  fax: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface StoreSearch {
  countryCode?: string;
  postalCode?: string;
  city?: string;
}

/** A text for comparing: no case, no accents, no surrounding or repeated spaces. */
export const searchable = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export function createStoreLocations(db: Db) {
  const all = db.prepare(`SELECT id, name, address, city, postal_code AS postalCode, country_code AS countryCode,
    phone, fax, email, latitude, longitude FROM stores ORDER BY position`);
  const insert = db.prepare(`INSERT INTO stores (id, name, address, city, postal_code, country_code, phone, fax, email,
    latitude, longitude, position) VALUES (@id, @name, @address, @city, @postalCode, @countryCode, @phone, @fax, @email,
    @latitude, @longitude, @position)`);
  const count = db.prepare('SELECT count(*) FROM stores').pluck();

  return {
    /** The stores matching every parameter given (empty ones ignored), in the list's order. */
    search(query: StoreSearch): StoreLocation[] {
      const country = query.countryCode?.trim().toUpperCase();
      const postalCode = searchable(query.postalCode ?? '').replace(/ /g, '');
      const city = searchable(query.city ?? '');
      return (all.all() as StoreLocation[]).filter(
        store =>
          (!country || store.countryCode === country) &&
          (!postalCode || searchable(store.postalCode).replace(/ /g, '').startsWith(postalCode)) &&
          (!city || searchable(store.city).includes(city)),
      );
    },
    isEmpty: () => count.get() === 0,
    /** Writes stores (the seed), in the order given. */
    add(stores: readonly StoreLocation[]): void {
      db.transaction(() => stores.forEach((store, position) => insert.run({ ...store, position })))();
    },
  };
}

export type StoreLocations = ReturnType<typeof createStoreLocations>;
