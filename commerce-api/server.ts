// The bundled commerce API as a running service: prepares its database (creates, migrates, seeds the demo
// catalogue on first start) and listens. `main.ts` runs it as a program of its own; `npm start` runs it
// inside the storefront's supervising process, which has nothing else to do.
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { createCommerceApi } from './app';
import { DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS } from './checkout/recurring-order-scheduler';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { buildCatalog } from './seed/catalog';
import { isCatalogEmpty, seedDatabase } from './seed/load';

export { DEFAULT_CHANNEL } from './app';

export interface CommerceApiService {
  port: number;
  host: string;
  dbFile: string;
  channel: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
}

export async function startCommerceApi(service: CommerceApiService): Promise<FastifyInstance> {
  mkdirSync(dirname(service.dbFile), { recursive: true });
  const setup = openDatabase(service.dbFile);
  try {
    migrate(setup);
    if (isCatalogEmpty(setup)) seedDatabase(setup, buildCatalog());
  } finally {
    setup.close();
  }
  const app = await createCommerceApi({ dbFile: service.dbFile, channel: service.channel, logger: service.logLevel });
  const address = await app.listen({ port: service.port, host: service.host });
  console.log(`Commerce API listening at ${address}`);
  // Places due recurring orders now (catching up after a restart) and then every interval; 0 = off.
  const interval = Number(process.env.RECURRING_ORDERS_INTERVAL_SECONDS ?? DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS);
  app.recurringOrderScheduler.start(Number.isFinite(interval) ? interval : DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS);
  return app;
}
