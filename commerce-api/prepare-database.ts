// The bundled API's database made ready to serve: created, migrated, and on first start seeded with the demo
// catalogue, stores, customers, their order history and Oil Corp's requisitions. Each step does nothing when its data
// is there. `prepare.ts` runs this in a process of its own (see startCommerceApi).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { createCommerceApi } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { buildCatalog } from './seed/catalog';
import { seedDemoCustomers } from './seed/demo-customers';
import { seedDemoOrganizationUsers } from './seed/demo-organization-users';
import { placeDemoOrders, seedDemoAccounts } from './seed/demo-orders';
import { seedDemoPunchoutUsers } from './seed/demo-punchout-users';
import { placeDemoRequisitions } from './seed/demo-requisitions';
import { seedDemoStores } from './seed/demo-stores';
import { isCatalogEmpty, seedDatabase } from './seed/load';

export async function prepareDatabase({ dbFile, channel }: { dbFile: string; channel: string }): Promise<void> {
  mkdirSync(dirname(dbFile), { recursive: true });
  const setup = openDatabase(dbFile);
  try {
    migrate(setup);
    if (isCatalogEmpty(setup)) seedDatabase(setup, buildCatalog());
    seedDemoCustomers(setup); // only into a database without customers
    seedDemoAccounts(setup); // the demo customers' addresses and cost centers, once
    seedDemoOrganizationUsers(setup); // Oil Corp's approver and the buyers' budgets, once
    seedDemoPunchoutUsers(setup); // Oil Corp's OCI, cXML and IDS punchout users, once
    seedDemoStores(setup); // the store locator's stores, into an empty table
  } finally {
    setup.close();
  }
  // Orders and requisitions are placed through the API itself, as a shopper's would be.
  const app = await createCommerceApi({ dbFile, channel, logger: 'warn' });
  try {
    // the demo users' order history, when none of them has orders yet
    await placeDemoOrders(app, { channel }).catch(error => app.log.error(error, 'demo orders could not be placed'));
    // Oil Corp's requisitions (pending, approved, rejected), when the demo buyer has none yet
    await placeDemoRequisitions(app, { channel }).catch(error => app.log.error(error, 'demo requisitions could not be placed'));
  } finally {
    await app.close();
  }
}
