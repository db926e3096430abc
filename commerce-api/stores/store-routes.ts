// GET stores (the PWA's store locator, StoresService): the shop's stores as ICM's collection of
// StoreLocationData — uuid, name, address, city, postalCode, country (its name in the request's
// locale), countryCode, phoneBusiness, fax, email, and the coordinates as decimal strings — narrowed by
// the optional query parameters countryCode, postalCode and city. An empty result is an empty list.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

import { languageTag } from '../reference/locales';
import type { StoreLocation, StoreLocations } from './store-locations';

const SearchText = Type.Optional(Type.String({ maxLength: 100 }));
const StoresQuery = Type.Object({ countryCode: SearchText, postalCode: SearchText, city: SearchText });

/** The country's name in the locale (Node's ICU knows every country), the code where it knows none. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function storeLocationData(store: StoreLocation, locale: string) {
  return {
    uuid: store.id,
    name: store.name,
    address: store.address,
    city: store.city,
    postalCode: store.postalCode,
    country: countryName(store.countryCode, locale),
    countryCode: store.countryCode,
    ...(store.phone ? { phoneBusiness: store.phone } : {}),
    ...(store.fax ? { fax: store.fax } : {}),
    ...(store.email ? { email: store.email } : {}),
    ...(store.latitude !== null && store.longitude !== null ? { latitude: String(store.latitude), longitude: String(store.longitude) } : {}),
    type: 'StoreLocation',
  };
}

export function registerStoreRoutes(app: FastifyInstance, stores: { storeLocations: StoreLocations }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/stores', { schema: { querystring: StoresQuery } }, async request => ({
    type: 'ResourceCollection',
    name: 'stores',
    elements: stores.storeLocations.search(request.query).map(store => storeLocationData(store, request.icm.locale)),
  }));
}
