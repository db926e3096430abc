// The built shop as compose.yaml runs it, two processes: the bundled API on its own
// (build/commerce-api/main.js) and the storefront without one (build/start.js with COMMERCE_API_URL, two
// workers). SIGTERM stops each gracefully: a request in flight (its body still arriving) is answered in full,
// the process exits 0, and the API's database is closed (SQLite removes its write-ahead log on the last close).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, describe, expect, it } from 'vitest';

import { freePort } from './built-storefront';

const ROOT = join(import.meta.dirname, '..', '..');
const directory = mkdtempSync(join(tmpdir(), 'graceful-stop-'));
const dataDir = join(directory, 'data');
const children: ChildProcess[] = [];

/** A built entry with only what a fresh container has in its environment, plus `env`. */
function startBuilt(entry: string, env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function untilHealthy(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const status = await fetch(`${origin}/healthz`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${origin} did not become healthy`);
}

/**
 * A form post whose body arrives in two parts: the first now, the rest when `finish` is called. Until
 * then the request is in flight at the server, which cannot answer it yet.
 */
function slowPost(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const body = Buffer.from(new URLSearchParams(form).toString());
  const { hostname, port, pathname } = new URL(url);
  let outgoing!: ReturnType<typeof request>;
  const answer = new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    outgoing = request(
      { hostname, port, path: pathname, method: 'POST', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': body.length } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
  });
  outgoing.write(body.subarray(0, 10));
  return { answer, finish: () => outgoing.end(body.subarray(10)) };
}

describe('the API and the storefront as processes of their own', () => {
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
  });

  it('finish requests in flight on SIGTERM, close the database and exit 0', async () => {
    const apiPort = await freePort();
    const api = startBuilt('build/commerce-api/main.js', { COMMERCE_API_PORT: String(apiPort), DATA_DIR: dataDir, RECURRING_ORDERS_INTERVAL_SECONDS: '0' });
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    await untilHealthy(apiOrigin);
    expect(existsSync(join(dataDir, 'commerce.sqlite'))).toBe(true);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const storefront = startBuilt('build/start.js', {
      PORT: String(port),
      COMMERCE_API_URL: apiOrigin,
      SESSION_SECRET: 'graceful-stop-test-secret-of-32-characters',
      WEB_CONCURRENCY: '2',
      DATA_DIR: join(directory, 'storefront'),
    });
    await untilHealthy(origin);
    expect(await fetch(`${origin}/healthz`).then((response) => response.json())).toEqual({ status: 'ok', backend: 'ok' });
    // Without an API of its own: the storefront's output names no API, its data directory holds no database.
    expect(storefront.output()).not.toContain('Commerce API listening');
    expect(existsSync(join(directory, 'storefront', 'commerce.sqlite'))).toBe(false);

    // The storefront: a login in flight when it is told to stop completes (the API still answers).
    const login = slowPost(`${origin}/login`, { login: 'patricia@test.intershop.de', password: '!InterShop00!', returnUrl: '/account' }, { Origin: origin });
    await sleep(300);
    storefront.child.kill('SIGTERM');
    await sleep(500);
    expect(storefront.child.exitCode).toBeNull();
    login.finish();
    const loggedIn = await login.answer;
    expect(loggedIn.status).toBe(303);
    expect(loggedIn.headers.location).toBe('/account');
    expect(await storefront.exit).toBe(0);

    // The API: a token request in flight when it is told to stop is answered, then the database closes.
    const token = slowPost(`${apiOrigin}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/token`, {
      grant_type: 'password',
      username: 'patricia@test.intershop.de',
      password: '!InterShop00!',
    });
    await sleep(300);
    api.child.kill('SIGTERM');
    await sleep(500);
    expect(api.child.exitCode).toBeNull();
    expect(existsSync(join(dataDir, 'commerce.sqlite-wal'))).toBe(true);
    token.finish();
    const answered = await token.answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toHaveProperty('access_token');
    expect(await api.exit).toBe(0);
    expect(existsSync(join(dataDir, 'commerce.sqlite-wal'))).toBe(false);
  }, 90_000);
});
