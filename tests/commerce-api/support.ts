// Test support: a fresh, seeded database file per test file and the API over it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import { type CommerceApiOptions, createCommerceApi, restBasePath } from '../../commerce-api/app';
import { migrate } from '../../commerce-api/db/migrate';
import { openDatabase } from '../../commerce-api/db/open-database';
import type { SeedCatalog } from '../../commerce-api/catalog/catalog-types';
import { seedDemoCustomers } from '../../commerce-api/seed/demo-customers';
import { seedDatabase } from '../../commerce-api/seed/load';
import { seedDemoStores } from '../../commerce-api/seed/demo-stores';
import { TEST_CATALOG } from './fixtures/test-catalog';

export const CHANNEL = 'inSPIRED-inTRONICS-Site';
export const BASE = restBasePath(CHANNEL);

export interface TestApi {
  app: FastifyInstance;
  dbFile: string;
  /** GET below the REST base; `matrix` is appended to the application segment, e.g. ";loc=de_DE". */
  get(path: string, options?: { matrix?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function createSeededDatabase(catalog: SeedCatalog = TEST_CATALOG): { dbFile: string; directory: string } {
  const directory = mkdtempSync(join(tmpdir(), 'commerce-api-'));
  const dbFile = join(directory, 'commerce.sqlite');
  const db = openDatabase(dbFile);
  migrate(db);
  seedDatabase(db, catalog);
  seedDemoCustomers(db);
  seedDemoStores(db);
  db.close();
  return { dbFile, directory };
}

/** `options` are further API options (an injected clock `now`, `customerApprovalTypes`, …). */
export async function startTestApi(
  catalog: SeedCatalog = TEST_CATALOG,
  options: Omit<CommerceApiOptions, 'dbFile' | 'channel'> = {},
): Promise<TestApi> {
  const { dbFile, directory } = createSeededDatabase(catalog);
  const app = await createCommerceApi({ ...options, dbFile, channel: CHANNEL });
  return {
    app,
    dbFile,
    get: (path, options = {}) =>
      app.inject({ method: 'GET', url: `${BASE}${options.matrix ?? ''}${path}`, headers: options.headers }),
    inject: options => app.inject(options),
    async close() {
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The attributes of a product list element as a name -> value map. */
export function linkAttributes(element: { attributes?: { name: string; value: unknown }[] }): Record<string, unknown> {
  return Object.fromEntries((element.attributes ?? []).map(attribute => [attribute.name, attribute.value]));
}

/** SKUs of product list elements, read from the attribute or the element URI. */
export function skusOf(body: { elements: { uri: string; attributes?: { name: string; value: unknown }[] }[] }): string[] {
  return body.elements.map(element => (linkAttributes(element).sku as string) ?? element.uri.split('/').pop());
}

/**
 * The error code of an ICM error answer: the `errors` document's first code, or for ICM's legacy
 * text answers (token errors, a taken login) the `error-key` header.
 */
export function errorCode(response: { headers: Record<string, unknown>; body: string }): string | undefined {
  const header = response.headers['error-key'];
  if (typeof header === 'string') return header;
  return String(response.headers['content-type']).includes('json') ? JSON.parse(response.body).errors?.[0]?.code : undefined;
}
