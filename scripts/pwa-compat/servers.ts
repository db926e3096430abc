// Starts the two servers of the compatibility run on loopback and free ports, each in its own process
// group: the bundled commerce API with a fresh database in a temporary folder, allowing CORS for the
// PWA's origin, and the PWA's SSR server on Node 22 with ssr-preload.cjs (loopback only, its own calls
// to the API logged). Both are stopped by stopServers, also when the run fails or is interrupted.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PreparedPwa } from './prepare';

export const REST_BASE = '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-';

export interface Servers {
  apiOrigin: string;
  pwaOrigin: string;
  /** The JSON lines file of the SSR server's own calls (ssr-preload.cjs). */
  ssrCallLog: string;
  /** The temporary folder of the API's database, the servers' output and the SSR call log. */
  workDir: string;
}

const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a process in its own group, its output into a log file (shown when it fails to start). */
function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): ChildProcess {
  const output = createWriteStream(options.log);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(output);
  child.stderr!.pipe(output);
  started.push(child);
  return child;
}

async function waitUntilAnswering(name: string, url: string, child: ChildProcess, log: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}; its output: ${log}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer ${url} within ${seconds} s; its output: ${log}`);
}

export async function startServers(repoRoot: string, pwa: PreparedPwa): Promise<Servers> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'pwa-compat-'));
  const [apiPort, pwaPort] = [await freePort(), await freePort()];
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const pwaOrigin = `http://127.0.0.1:${pwaPort}`;
  const ssrCallLog = path.join(workDir, 'ssr-calls.jsonl');

  const apiLog = path.join(workDir, 'commerce-api.log');
  const api = startProcess(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['commerce-api/main.ts'], {
    cwd: repoRoot,
    log: apiLog,
    env: {
      ...process.env,
      COMMERCE_API_PORT: String(apiPort),
      COMMERCE_API_HOST: '127.0.0.1',
      COMMERCE_API_DB: path.join(workDir, 'commerce.sqlite'),
      COMMERCE_API_CORS_ORIGINS: pwaOrigin,
    },
  });
  const pwaLog = path.join(workDir, 'pwa-ssr.log');
  const preload = fileURLToPath(new URL('./ssr-preload.cjs', import.meta.url));
  const ssr = startProcess(pwa.node, ['--require', preload, 'dist/server/main.js'], {
    cwd: pwa.pwaDir,
    log: pwaLog,
    env: {
      ...process.env,
      PORT: String(pwaPort),
      ICM_BASE_URL: apiOrigin,
      ALLOWED_HOSTS: '127.0.0.1',
      PWA_SSR_CALL_LOG: ssrCallLog,
    },
  });

  const starting = Date.now();
  // The PWA boots meanwhile; asked before the API answers, it would log failed calls.
  await waitUntilAnswering('The commerce API', `${apiOrigin}${REST_BASE}/categories`, api, apiLog, 120);
  await waitUntilAnswering("The PWA's SSR server", `${pwaOrigin}/home`, ssr, pwaLog, 120);
  console.log(`[servers] API ${apiOrigin}, PWA ${pwaOrigin} answering after ${((Date.now() - starting) / 1000).toFixed(1)} s (logs in ${workDir})`);
  return { apiOrigin, pwaOrigin, ssrCallLog, workDir };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Stops every server started (their whole process groups) and waits until they are gone. */
export async function stopServers(): Promise<void> {
  await Promise.all(
    started.map(async child => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise(resolve => child.once('exit', resolve));
      signalGroup(child, 'SIGTERM');
      const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }),
  );
  started.length = 0;
}
