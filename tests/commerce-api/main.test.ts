// The service entry: first start creates and seeds the database, generates the demo back office's
// password and prints it, answers health, stops on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const directory = mkdtempSync(join(tmpdir(), 'commerce-main-'));
const dbFile = join(directory, 'nested', 'commerce.sqlite');

function startMain(): { child: ChildProcess; address: Promise<string>; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'commerce-api/main.ts'], {
    cwd: ROOT,
    // only what a fresh shell has: settings other suites put into the environment (SMTP, SSO, ports) stay out
    env: { PATH: process.env.PATH, HOME: process.env.HOME, COMMERCE_API_PORT: '0', COMMERCE_API_DB: dbFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Commerce API listening at (http:\/\/127\.0\.0\.1:\d+)\n.*\n/.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', code => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, address, output: () => output };
}

describe('commerce-api/main.ts', () => {
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('seeds a new database, serves the catalogue and shuts down on SIGTERM', async () => {
    const { child, address, output } = startMain();
    const base = await address;
    expect(existsSync(dbFile)).toBe(true);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const tree = await fetch(`${base}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-;loc=en_US/categories?view=tree&limit=1`);
    expect((await tree.json()).elements.length).toBeGreaterThan(0);

    const password = readFileSync(join(directory, 'nested', 'demo-back-office-password'), 'utf8');
    expect(password).toMatch(/^\S{20,}$/);
    expect(statSync(join(directory, 'nested', 'demo-back-office-password')).mode & 0o077).toBe(0);
    expect(output()).toContain(`Demo back office (mails, customer approval) at ${base}/INTERSHOP/demo/outbox: user demo, password ${password}`);
    expect((await fetch(`${base}/INTERSHOP/demo/outbox`)).status).toBe(401);
    const login = { authorization: `Basic ${Buffer.from(`demo:${password}`).toString('base64')}` };
    expect((await fetch(`${base}/INTERSHOP/demo/outbox`, { headers: login })).status).toBe(200);
    const exit = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 120_000);
});
