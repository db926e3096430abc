// Passwords and tokens never reach the API's log: the service runs at log level debug while a
// customer registers, logs in, uses and refreshes the token, changes the password and logs out, and
// while a procurement system punches in with a cXML setup request whose session the storefront starts.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const directory = mkdtempSync(join(tmpdir(), 'commerce-logging-'));

afterAll(() => rmSync(directory, { recursive: true, force: true }));

function startService(): { child: ChildProcess; output: () => string; address: Promise<string> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'commerce-api/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      COMMERCE_API_PORT: '0',
      COMMERCE_API_DB: join(directory, 'commerce.sqlite'),
      COMMERCE_API_LOG_LEVEL: 'debug',
      RECURRING_ORDERS_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Commerce API listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', code => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, output: () => output, address };
}

it('logs requests without passwords or tokens', async () => {
  const service = startService();
  const base = `${await service.address}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-`;
  const password = 'LogSecret42x';
  const newPassword = 'LogSecret43y';
  const email = 'logging-check@test.example.com';
  const json = (body: unknown, token?: string) => ({
    headers: { 'content-type': 'application/json', ...(token ? { 'authentication-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  const registered = await fetch(`${base}/privatecustomers`, {
    method: 'POST',
    ...json({ firstName: 'Log', lastName: 'Check', email, address: { firstName: 'Log', lastName: 'Check', addressLine1: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' }, credentials: { login: email, password } }),
  });
  expect(registered.status).toBe(201);
  const tokens = await (await fetch(`${base}/token`, form({ grant_type: 'password', username: email, password }))).json();
  expect((await fetch(`${base}/token`, form({ grant_type: 'password', username: email, password: 'WrongGuess77' }))).status).toBe(401);
  expect((await fetch(`${base}/customers/-`, { headers: { 'authentication-token': tokens.access_token } })).status).toBe(200);
  const refreshed = await (await fetch(`${base}/token`, form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }))).json();
  const changed = await fetch(`${base}/credentials/password`, {
    method: 'PUT',
    ...json({ password: newPassword, currentPassword: password }, refreshed.access_token),
  });
  expect(changed.status).toBe(204);
  await fetch(`${base}/token/logout`, { method: 'PUT', headers: { 'authentication-token': refreshed.access_token } });

  const exit = new Promise(resolve => service.child.on('exit', resolve));
  service.child.kill('SIGTERM');
  await exit;
  const log = service.output();
  expect(log).toContain('/token');
  for (const secret of [password, newPassword, 'WrongGuess77', tokens.access_token, tokens.refresh_token, refreshed.access_token, refreshed.refresh_token]) {
    expect(log).not.toContain(secret);
  }
}, 60_000);

it("logs cXML punchout calls without the shared secret, the start token or the punchout user's tokens", async () => {
  const service = startService();
  const base = `${await service.address}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-`;
  const sharedSecret = '!InterShop00!';
  const setupRequest = `<?xml version="1.0"?><cXML payloadID="log-1@buyer.example" timestamp="2025-01-01T00:00:00Z"><Header>
    <From><Credential domain="NetworkID"><Identity>AN01</Identity></Credential></From><To><Credential domain="DUNS"><Identity>1</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>cxml_oilcorp</Identity><SharedSecret>${sharedSecret}</SharedSecret></Credential><UserAgent>Log</UserAgent></Sender></Header>
    <Request><PunchOutSetupRequest operation="create"><BuyerCookie>log</BuyerCookie><BrowserFormPost><URL>https://srm.example/return</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>`;

  const answer = await (await fetch(`${base}/customers/OilCorp/punchouts/cxml1.2/setuprequest`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: setupRequest })).text();
  const startPage = new URL(/<URL>([^<]+)<\/URL>/.exec(answer)![1].replaceAll('&amp;', '&'));
  const startToken = startPage.searchParams.get('access-token')!;
  const started = await fetch(`${base}/customers/-/punchouts/cxml1.2/sessions/${startPage.searchParams.get('sid')}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: startToken }),
  });
  expect(started.status).toBe(200);
  const tokens = await started.json();

  const exit = new Promise(resolve => service.child.on('exit', resolve));
  service.child.kill('SIGTERM');
  await exit;
  const log = service.output();
  expect(log).toContain('/setuprequest');
  for (const secret of [sharedSecret, startToken, tokens.access_token, tokens.refresh_token]) {
    expect(log).not.toContain(secret);
  }
}, 60_000);
