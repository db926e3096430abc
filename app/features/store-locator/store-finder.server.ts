// /store-finder (business-and-integration §2.4, §2.7): the shop's stores, narrowed by the GET form's
// country, city and postal code, as a plain list. The map joins it only when the shop configured a tile
// server and the visitor accepted functional cookies (the tiles come from a third party, whose address
// the CSP names only then: app/features/consent/consent-sources.server.ts).
import { data } from 'react-router';
import type { StoreLocation } from '~/commerce/models/store-location';
import { CATALOG_PAGE_CACHE, PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { commerceErrorResponse, secondary } from '~/http/commerce-boundary.server';
import { config } from '~/http/config.server';
import type { ShopContext } from '~/http/shop-context.server';
import type { MapTiles } from './map-settings';
import { isSearching, parseStoreSearch, type StoreSearch } from './store-search';

export interface StoreFinderData {
  title: string;
  search: StoreSearch;
  /** The countries with stores, for the search's country choice. */
  countries: { code: string; name: string }[];
  stores: StoreLocation[];
  /** The map's tiles: present with a tile server configured and functional consent given. */
  map?: MapTiles;
}

function countriesOf(stores: StoreLocation[]): StoreFinderData['countries'] {
  const names = new Map<string, string>();
  for (const store of stores) if (store.countryCode && !names.has(store.countryCode)) names.set(store.countryCode, store.country ?? store.countryCode);
  return [...names].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export async function loadStoreFinder(shop: ShopContext, request: Request) {
  const search = parseStoreSearch(new URL(request.url).searchParams);
  let stores: StoreLocation[];
  let all: StoreLocation[];
  try {
    // every store once for the country choice (shared cache), the search's own list beside it
    [all, stores] = await Promise.all([
      secondary(shop, 'store countries', shop.commerce.stores.search({}), []),
      isSearching(search) ? shop.commerce.stores.search(search) : undefined,
    ]).then(([every, found]) => [every, found ?? every]);
  } catch (error) {
    throw commerceErrorResponse(error);
  }
  const page: StoreFinderData = { title: shop.t('store_locator.title'), search, countries: countriesOf(all), stores };
  if (config.mapTiles && shop.consent.categories.includes('functional')) page.map = config.mapTiles;
  // The list is the same for everyone: shareable. The map's page names the tile server in its CSP,
  // which only visitors who accepted functional cookies may get: never from a shared cache.
  return data(page, { headers: { 'Cache-Control': page.map ? PRIVATE_PAGE_CACHE : CATALOG_PAGE_CACHE } });
}
