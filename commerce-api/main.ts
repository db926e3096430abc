// Starts the bundled commerce API: creates and seeds the database on first start, then listens.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { createCommerceApi, DEFAULT_CHANNEL } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { buildCatalog } from './seed/catalog';
import { isCatalogEmpty, seedDatabase } from './seed/load';

const port = Number(process.env.COMMERCE_API_PORT ?? 4000);
const host = process.env.COMMERCE_API_HOST ?? '127.0.0.1';
const dbFile = resolve(process.cwd(), process.env.COMMERCE_API_DB ?? 'data/commerce.sqlite');
const channel = process.env.ICM_CHANNEL ?? DEFAULT_CHANNEL;

mkdirSync(dirname(dbFile), { recursive: true });
const setup = openDatabase(dbFile);
try {
  migrate(setup);
  if (isCatalogEmpty(setup)) seedDatabase(setup, buildCatalog());
} finally {
  setup.close();
}

const app = await createCommerceApi({ dbFile, channel, logger: (process.env.COMMERCE_API_LOG_LEVEL as 'warn' | undefined) ?? 'warn' });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      error => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

const address = await app.listen({ port, host });
console.log(`Commerce API listening at ${address}`);
