// `npm start` (after scripts/ensure-build.mjs), compiled to build/start.js: starts the bundled commerce API
// (which creates, migrates and seeds its database on first start) unless ICM_BASE_URL points
// at a real ICM, then starts the storefront on PORT: one worker process per CPU core
// (WEB_CONCURRENCY overrides), since the storefront keeps no state between requests.
import { spawn, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The commerce API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The commerce API did not become healthy at ${url}`);
}

async function startCommerceApi(): Promise<ChildProcess | undefined> {
  if (process.env.ICM_BASE_URL) return undefined;
  process.env.COMMERCE_API_PORT ??= '4000';
  const child = spawn(process.execPath, [built('./commerce-api/main.js')], { stdio: 'inherit', env: process.env });
  process.on('exit', () => child.kill('SIGTERM'));
  await waitForHealth(`http://127.0.0.1:${process.env.COMMERCE_API_PORT}/healthz`, child);
  return child;
}

if (cluster.isPrimary) {
  prepareDataDir();
  const commerceApi = await startCommerceApi();
  const workerCount = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
  if (workerCount <= 1) {
    await startStorefront(async () => {
      commerceApi?.kill('SIGTERM');
    });
  } else {
    let stopping = false;
    for (let index = 0; index < workerCount; index++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          commerceApi?.kill('SIGTERM');
          process.exit(0);
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
