import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/open-database';
import { schemaVersion } from '../db/migrate';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async () => ({ status: 'ok', schemaVersion: schemaVersion(db) }));
}
