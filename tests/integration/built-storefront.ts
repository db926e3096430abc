// Test support: the storefront as `npm start` runs it (build/server/server.js over the production
// server build, behind a real HTTP port) against the bundled API with the demo catalogue on a random
// port and a fresh database. vitest's globalSetup has brought build/ up to date.
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { type CommerceApiOptions, createCommerceApi, restBasePath } from '../../commerce-api/app';
import { type Db, openDatabase } from '../../commerce-api/db/open-database';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { createSeededDatabase } from '../commerce-api/support';

const CHANNEL = 'inSPIRED-inTRONICS-Site';

export interface BuiltStorefront {
  /** `http://127.0.0.1:{port}`, where the storefront listens. */
  origin: string;
  /** The origin of the bundled API, which serves product images. */
  apiOrigin: string;
  /** The bundled API's database file. */
  dbFile: string;
  /** Stops the bundled API alone: the storefront runs on without its backend. */
  stopApi(): Promise<void>;
  /** Runs the bundled API's recurring order scheduler once (it is not started here). */
  runDueRecurringOrders(): void;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface BuiltStorefrontOptions {
  /** The storefront's port (default: a free one), for a test that needs the origin before the start. */
  port?: number;
  /** Further environment of the storefront (e.g. SSO_ISSUER, PUBLIC_URL). */
  env?: Record<string, string>;
  /** Further options of the bundled API. */
  api?: Omit<CommerceApiOptions, 'dbFile' | 'channel'>;
  /**
   * As `npm start` runs it: the API as the bundled one (COMMERCE_API_PORT, no ICM_BASE_URL), whose
   * images and payment provider the storefront proxies; otherwise the API stands in for a real ICM.
   */
  bundledApi?: boolean;
  /**
   * The bundled API as its own process, run by the test (as compose runs it) on this seeded database:
   * no API starts in the test's process, and stopApi() and runDueRecurringOrders() are the test's to do.
   */
  apiProcess?: { origin: string; dbFile: string };
}

/** The bundled API in the test's own process, on a fresh seeded database. */
async function startApiInProcess(options: BuiltStorefrontOptions) {
  const database = createSeededDatabase(buildCatalog());
  const api = await createCommerceApi({ ...options.api, dbFile: database.dbFile, channel: CHANNEL });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return { api, database, origin: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` };
}

export async function startBuiltStorefront(options: BuiltStorefrontOptions = {}): Promise<BuiltStorefront> {
  const inProcess = options.apiProcess ? undefined : await startApiInProcess(options);
  const apiOrigin = options.apiProcess?.origin ?? inProcess!.origin;
  const apiPort = new URL(apiOrigin).port;
  // The built config reads the environment when first imported.
  const port = options.port ?? (await freePort());
  process.env.PORT = String(port);
  if (options.bundledApi) {
    delete process.env.ICM_BASE_URL;
    process.env.COMMERCE_API_PORT = apiPort;
  } else {
    process.env.ICM_BASE_URL = `${apiOrigin}${restBasePath(CHANNEL)}`;
  }
  Object.assign(process.env, options.env);
  const built = (file: string) => import(pathToFileURL(path.resolve('build/server', file)).href);
  const { createStorefront } = (await built('server.js')) as typeof import('../../server');
  const app = createStorefront((await built('index.js')) as ServerBuild);
  let apiStopped: Promise<void> | undefined;
  // Tests end with requests of their own (or the storefront's proxy) possibly still open at the API:
  // closing ends them rather than waiting for them.
  const closeApi = async () => {
    if (!inProcess) return;
    inProcess.api.server.closeAllConnections();
    await inProcess.api.close();
  };
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    apiOrigin,
    dbFile: options.apiProcess?.dbFile ?? inProcess!.database.dbFile,
    stopApi: () => apiStopped ??= closeApi(),
    runDueRecurringOrders: () => void inProcess?.api.recurringOrderScheduler.runDue(),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await (apiStopped ??= closeApi());
      if (inProcess) rmSync(inProcess.database.directory, { recursive: true, force: true });
    },
  };
}

/** Runs `change` on the bundled API's database (seeding demo data, setting budgets), on a connection of its own. */
export function withDatabase<T>(shop: BuiltStorefront, change: (db: Db) => T): T {
  const db = openDatabase(shop.dbFile);
  try {
    return change(db);
  } finally {
    db.close();
  }
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request as a client may send it: any method, raw path and headers (Host included), no redirects followed. */
export function rawRequest(origin: string, rawPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
