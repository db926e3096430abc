// The demo's stores for the store locator: a dozen shops of the inSPIRED chain in Germany, France,
// Poland, Romania and the United States, with coordinates for the map (one, a pick-up counter, has
// none and shows only in the list). Written once, into an empty stores table.
import type { Db } from '../db/open-database';
import { type StoreLocation, createStoreLocations } from '../stores/store-locations';

const store = (
  id: string,
  name: string,
  address: string,
  postalCode: string,
  city: string,
  countryCode: string,
  contact: { phone?: string; fax?: string; email?: string },
  coordinates?: [number, number],
): StoreLocation => ({
  id,
  name,
  address,
  postalCode,
  city,
  countryCode,
  phone: contact.phone ?? null,
  fax: contact.fax ?? null,
  email: contact.email ?? null,
  latitude: coordinates?.[0] ?? null,
  longitude: coordinates?.[1] ?? null,
});

export const DEMO_STORES: readonly StoreLocation[] = [
  store('store-jena', 'inSPIRED Jena', 'Intershop Tower, Leutragraben 1', '07743', 'Jena', 'DE', { phone: '+49 3641 50 0', fax: '+49 3641 50 1000', email: 'jena@inspired.example' }, [50.9289, 11.5847]),
  store('store-berlin', 'inSPIRED Berlin Mitte', 'Friedrichstraße 68', '10117', 'Berlin', 'DE', { phone: '+49 30 2094 1200', email: 'berlin@inspired.example' }, [52.5111, 13.3899]),
  store('store-munich', 'inSPIRED München', 'Kaufingerstraße 14', '80331', 'München', 'DE', { phone: '+49 89 2323 4400', fax: '+49 89 2323 4401' }, [48.1382, 11.5724]),
  store('store-cologne', 'inSPIRED Köln', 'Hohe Straße 52', '50667', 'Köln', 'DE', { phone: '+49 221 2577 300', email: 'koeln@inspired.example' }, [50.9375, 6.9573]),
  store('store-paris', 'inSPIRED Paris Opéra', '35 Boulevard Haussmann', '75009', 'Paris', 'FR', { phone: '+33 1 42 82 50 00', email: 'paris@inspired.example' }, [48.8736, 2.3324]),
  store('store-lyon', 'inSPIRED Lyon Part-Dieu', '17 Rue du Docteur Bouchut', '69003', 'Lyon', 'FR', { phone: '+33 4 72 60 60 60' }, [45.7611, 4.8556]),
  store('store-warsaw', 'inSPIRED Warszawa', 'ul. Marszałkowska 104/122', '00-017', 'Warszawa', 'PL', { phone: '+48 22 551 70 00', email: 'warszawa@inspired.example' }, [52.2335, 21.0085]),
  store('store-krakow', 'inSPIRED Kraków', 'ul. Pawia 5', '31-154', 'Kraków', 'PL', { phone: '+48 12 628 70 00', fax: '+48 12 628 70 01' }, [50.0677, 19.9466]),
  store('store-bucharest', 'inSPIRED București', 'Bulevardul Unirii 1', '030167', 'București', 'RO', { phone: '+40 21 303 90 00', email: 'bucuresti@inspired.example' }, [44.4268, 26.1025]),
  store('store-cluj', 'inSPIRED Cluj-Napoca', 'Strada Memorandumului 28', '400114', 'Cluj-Napoca', 'RO', { phone: '+40 264 59 10 00' }),
  store('store-boston', 'inSPIRED Boston', '200 Boylston Street', '02116', 'Boston', 'US', { phone: '+1 617 555 0134', email: 'boston@inspired.example' }, [42.3522, -71.0649]),
  store('store-san-francisco', 'inSPIRED San Francisco', '865 Market Street', '94103', 'San Francisco', 'US', { phone: '+1 415 555 0172', fax: '+1 415 555 0173', email: 'sf@inspired.example' }, [37.7841, -122.4075]),
];

/** Writes the demo stores when the shop has none. */
export function seedDemoStores(db: Db): void {
  const storeLocations = createStoreLocations(db);
  if (storeLocations.isEmpty()) storeLocations.add(DEMO_STORES);
}
