// Liveness of the API and the schema version of its database, for start scripts and monitors.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import { schemaVersion } from '../db/migrate';
import type { Db } from '../db/open-database';
import { NoQuery } from './schemas';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/healthz', { schema: { querystring: NoQuery } }, async () => ({ status: 'ok', schemaVersion: schemaVersion(db) }));
}
