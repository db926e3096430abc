// Punchout (business-and-integration §7.3, ../shared/punchout/README.md): procurement systems punch
// in as a company's punchout users (cXML 1.2, OCI 5 and IDS), shop, and get the basket back in their
// protocol's format; account admins with APP_B2B_MANAGE_PUNCHOUT manage those users and the
// configurations. Paths and documents follow ICM as the Intershop PWA's punchout extension calls
// it: customers/{customerNo}/punchouts/{cxml1.2|oci5|ids}/…, media types punchout.v2 and
// punchout.cxml.v3. Each protocol lives in its own module; this registers them all, and the company's
// punchout settings (settings/, our extension).
import type { FastifyInstance } from 'fastify';

import type { CategoryStore } from '../catalog/categories/category-store';
import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductStore } from '../catalog/products/product-store';
import type { ProductSearch } from '../catalog/search/search';
import type { Principals } from '../customer/principal';
import type { UserStore } from '../customer/user-store';
import type { UserTokens } from '../customer/user-tokens';
import type { Db } from '../db/open-database';
import type { ShopSettings } from '../reference/shop-settings';
import { createCxmlConfigurations } from './cxml/cxml-configuration';
import { type CxmlRouteStores, registerCxmlRoutes } from './cxml/cxml-routes';
import { createCxmlSessions } from './cxml/cxml-sessions';
import { registerIdsRoutes } from './ids/ids-routes';
import { createOciConfigurations } from './oci/oci-configuration-store';
import { registerOciRoutes } from './oci/oci-routes';
import type { PunchoutBasketStores } from './punchout-basket';
import { registerPunchoutTypeRoutes } from './punchout-type-routes';
import { createPunchoutSettings } from './settings/punchout-settings';
import { registerPunchoutSettingsRoutes } from './settings/punchout-settings-routes';
import { createPunchoutUserStore } from './users/punchout-user-store';
import { registerPunchoutUserRoutes } from './users/punchout-user-routes';

/** What the punchout modules read; app.ts hands over every area's stores and each module takes its own. */
export interface PunchoutAreaStores extends PunchoutBasketStores, Omit<CxmlRouteStores, 'punchoutUsers' | 'cxmlSessions' | 'cxmlConfigurations' | 'punchoutSettings'> {
  principals: Principals;
  users: UserStore;
  userTokens: UserTokens;
  products: ProductStore;
  prices: PriceStore;
  /** Product search (OCI background search, IDS article search). */
  search: ProductSearch;
  categories: CategoryStore;
  settings: ShopSettings;
  storefrontUrl: string;
  now?: () => Date;
}

export function registerPunchoutArea(app: FastifyInstance, db: Db, stores: PunchoutAreaStores): void {
  const punchoutUsers = createPunchoutUserStore(db, stores.now);
  const punchoutSettings = createPunchoutSettings(db);
  registerPunchoutTypeRoutes(app, stores);
  registerPunchoutSettingsRoutes(app, { ...stores, punchoutSettings });
  registerPunchoutUserRoutes(app, db, { ...stores, punchoutUsers });
  registerCxmlRoutes(app, db, {
    ...stores,
    punchoutUsers,
    punchoutSettings,
    cxmlSessions: createCxmlSessions(db, stores.now),
    cxmlConfigurations: createCxmlConfigurations(db),
  });
  registerIdsRoutes(app, stores);
  registerOciRoutes(app, { ...stores, ociConfigurations: createOciConfigurations(db) });
}
