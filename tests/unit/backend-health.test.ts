// The backend probe behind /healthz (app/http/backend-health.server.ts): cheap under load.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackendProbe } from '~/http/backend-health.server';

let server: Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** A backend answering `status` after `delayMs`, counting the requests it got. */
async function backend(status: number, delayMs = 0) {
  const seen = { requests: 0 };
  server = createServer((_request, response) => {
    seen.requests++;
    setTimeout(() => response.writeHead(status).end(), delayMs);
  });
  await new Promise((resolve) => server!.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/healthz`, seen };
}

describe('the backend probe', () => {
  it.each([
    [200, 'ok'],
    [404, 'ok'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ])('takes an answer %i as %s', async (status, health) => {
    const { url } = await backend(status);
    expect(await createBackendProbe(url)()).toBe(health);
  });

  it('takes a backend that does not answer in time as unavailable', async () => {
    const { url } = await backend(200, 500);
    expect(await createBackendProbe(url, { timeoutMs: 50 })()).toBe('unavailable');
  });

  it('asks once for many checks within the kept time, and again after it', async () => {
    const { url, seen } = await backend(200);
    let now = 0;
    const probe = createBackendProbe(url, { keepMs: 1_000, now: () => now });
    await Promise.all([probe(), probe(), probe()]);
    now = 999;
    await probe();
    expect(seen.requests).toBe(1);
    now = 1_000;
    await probe();
    expect(seen.requests).toBe(2);
  });
});
