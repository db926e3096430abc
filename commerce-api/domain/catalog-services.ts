// The catalogue's readers, each preparing its statements once per database connection.
import type { Db } from '../db/open-database';
import { createCatalogSnapshots } from './catalog-snapshot';
import { createCategoryStore } from './category-store';
import { createCountryStore } from './countries';
import { createImageTypes } from './images';
import { createInventoryStore } from './inventory';
import { createListingEngine } from './listing';
import { createLocalizationTexts } from './localization-texts';
import { createPriceStore } from './pricing';
import { createProductStore } from './product-store';
import { createPromotionStore } from './promotions';
import { createProductSearch } from './search';
import { createShippingMethods } from './shipping-methods';
import { createShopSettings } from './shop-settings';
import { createSuggestions } from './suggest';

/** What every catalogue answer depends on besides its parameters. */
export interface RequestScope {
  channel: string;
  locale: string;
  currency: string;
}

export function createCatalogServices(db: Db) {
  const search = createProductSearch(db);
  const snapshots = createCatalogSnapshots(db);
  const listing = createListingEngine(search, snapshots);
  const categories = createCategoryStore(db);
  return {
    settings: createShopSettings(db),
    texts: createLocalizationTexts(db),
    categories,
    products: createProductStore(db),
    prices: createPriceStore(db),
    inventory: createInventoryStore(db),
    imageTypes: createImageTypes(db),
    promotions: createPromotionStore(db),
    countries: createCountryStore(db),
    shippingMethods: createShippingMethods(db),
    search,
    listing,
    facetValueTexts: listing.facetValueTexts,
    suggest: createSuggestions(db, search, snapshots, categories),
  };
}

export type CatalogServices = ReturnType<typeof createCatalogServices>;
