// `npm start`: builds the storefront when no build exists, starts the bundled commerce API
// (which creates, migrates and seeds its database on first start) unless ICM_BASE_URL points
// at a real ICM, then starts the storefront on PORT.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

process.env.NODE_ENV ??= 'production';
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });

if (!process.env.SESSION_SECRET) {
  // A demo shop needs no set-up: keep a generated secret beside the database so sessions survive restarts.
  const secretFile = path.join(dataDir, 'session-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  process.env.SESSION_SECRET = readFileSync(secretFile, 'utf8').trim();
}

const serverBuild = path.resolve('build/server/index.js');
if (!existsSync(serverBuild)) {
  console.log('No build found: building the storefront…');
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
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

let commerceApi: ChildProcess | undefined;
if (!process.env.ICM_BASE_URL) {
  const port = process.env.COMMERCE_API_PORT ?? '4000';
  process.env.COMMERCE_API_PORT = port;
  process.env.COMMERCE_API_DB ??= path.join(dataDir, 'commerce.sqlite');
  commerceApi = spawn(process.execPath, ['--import', 'tsx', 'commerce-api/main.ts'], { stdio: 'inherit', env: process.env });
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, commerceApi);
}

process.on('exit', () => commerceApi?.kill('SIGTERM'));

const { createStorefront, listenGracefully } = await import('../server');
const build = await import(serverBuild);
const port = Number(process.env.PORT ?? 3000);
const app = await createStorefront(build);
await listenGracefully(app, port, async () => {
  commerceApi?.kill('SIGTERM');
});
console.log(`Storefront listening on http://localhost:${port}`);
