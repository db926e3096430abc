// `npm start` (after scripts/ensure-build.mjs), compiled to build/start.js: starts the bundled commerce API
// (which creates, migrates and seeds its database on first start) unless ICM_BASE_URL points
// at a real ICM or COMMERCE_API_URL at the bundled API running as its own process
// (build/commerce-api/main.js), then starts the storefront on PORT: one worker process per CPU core
// (WEB_CONCURRENCY overrides), since the storefront keeps no state between requests.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { ServerBuild } from 'react-router';

process.env.NODE_ENV ??= 'production';
const port = Number(process.env.PORT ?? 3000);
/** A file of the build, relative to build/start.js, the file this script runs as. */
const built = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function startStorefront(onStop?: () => Promise<void>): Promise<void> {
  const { createStorefront, listenGracefully } = (await import(built('./server/server.js'))) as typeof import('../server');
  const app = createStorefront((await import(built('./server/index.js'))) as ServerBuild);
  await listenGracefully(app, port, onStop);
}

function prepareDataDir(): void {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  process.env.COMMERCE_API_DB ??= path.join(dataDir, 'commerce.sqlite');
  if (!process.env.SESSION_SECRET) {
    // A demo shop needs no set-up: keep a generated secret beside the database so sessions survive restarts.
    const secretFile = path.join(dataDir, 'session-secret');
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
    process.env.SESSION_SECRET = readFileSync(secretFile, 'utf8').trim();
  }
}

/**
 * The bundled commerce API, unless ICM_BASE_URL points at a real ICM or COMMERCE_API_URL at the bundled
 * API's own process. It runs in this supervising process, which otherwise only watches the workers: one
 * process less in memory.
 */
async function startBundledCommerceApi(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.ICM_BASE_URL || process.env.COMMERCE_API_URL) return undefined;
  // Links in the API's mails (password reset, personal data requests) lead to the storefront.
  process.env.STOREFRONT_URL ??= process.env.PUBLIC_URL || `http://localhost:${port}`;
  // Loaded only here: the workers never load the API's modules.
  const { startCommerceApi, DEFAULT_CHANNEL } = (await import(built('./commerce-api/server.js'))) as typeof import('../commerce-api/server');
  const api = await startCommerceApi({
    port: Number(process.env.COMMERCE_API_PORT ?? 4000),
    host: process.env.COMMERCE_API_HOST ?? '127.0.0.1',
    dbFile: path.resolve(process.env.COMMERCE_API_DB!),
    channel: process.env.ICM_CHANNEL ?? DEFAULT_CHANNEL,
    logLevel: (process.env.COMMERCE_API_LOG_LEVEL as 'warn' | undefined) ?? 'warn',
  });
  return () => api.close();
}

if (cluster.isPrimary) {
  prepareDataDir();
  const workerCount = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
  // With workers this process only serves the bundled API and supervises: its heap is kept small at some CPU
  // cost in the API, which is a small part of a page's (decision 021, "The fifth round"). The workers and the
  // database's preparation start with the command line's flags, which this does not change.
  if (workerCount > 1) setFlagsFromString('--optimize-for-size');
  const stopCommerceApi = await startBundledCommerceApi();
  if (workerCount <= 1) {
    await startStorefront(async () => {
      await stopCommerceApi?.();
    });
  } else {
    let stopping = false;
    // V8 sizes its heap by the machine's memory and collects lazily below that: a worker would grow to
    // hundreds of megabytes under load though it holds far less. The limit keeps it near what it uses.
    cluster.setupPrimary({
      execArgv: [...process.execArgv, `--max-old-space-size=${process.env.STOREFRONT_HEAP_MB ?? 128}`, '--max-semi-space-size=4'],
    });
    for (let index = 0; index < workerCount; index++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          void (stopCommerceApi?.() ?? Promise.resolve()).finally(() => process.exit(0));
        }
        return;
      }
      console.error(`Storefront worker ${worker.process.pid} exited with code ${code}; starting another`);
      cluster.fork();
    });
    const stop = () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), 15_000).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  }
  console.log(`Storefront listening on http://localhost:${port} (${Math.max(1, workerCount)} process${workerCount > 1 ? 'es' : ''})`);
} else {
  await startStorefront();
}
