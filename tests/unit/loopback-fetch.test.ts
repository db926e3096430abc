// The wire to a backend on this machine (app/commerce/loopback-fetch.server.ts): what the transport reads of
// an answer is what fetch would give, a kept-alive connection serves the next call, and a call is given up
// when its signal aborts or the backend drops the connection mid-answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackFetch } from '~/commerce/loopback-fetch.server';

let server: Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

interface Seen {
  method?: string;
  url?: string;
  headers?: IncomingMessage['headers'];
  body: string;
  sockets: Set<unknown>;
}

/** A backend answering with `answer`, recording the last request and every connection it got. */
async function backend(answer: (response: ServerResponse) => void) {
  const seen: Seen = { body: '', sockets: new Set() };
  server = createServer((request, response) => {
    seen.sockets.add(request.socket);
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      Object.assign(seen, { method: request.method, url: request.url, headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise((resolve) => server!.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

const call = (url: string, init: Partial<Parameters<typeof loopbackFetch>[1]> = {}) =>
  loopbackFetch(url, { method: 'GET', headers: {}, signal: AbortSignal.timeout(2_000), ...init });

describe('the loopback wire', () => {
  it('gives status, headers and the text of the answer, as fetch would', async () => {
    const { origin, seen } = await backend((response) =>
      response.writeHead(404, { 'content-type': 'application/json', 'error-key': 'basket.not_found' }).end('\ufeff{"a":"ä"}'),
    );
    const answer = await call(`${origin}/rest;loc=en_US/baskets/1?include=a%2Cb`, { headers: { Accept: 'application/json' } });
    expect(answer.status).toBe(404);
    expect(answer.ok).toBe(false);
    expect(answer.headers.get('error-key')).toBe('basket.not_found');
    expect(await answer.text()).toBe('{"a":"ä"}');
    expect(seen.url).toBe('/rest;loc=en_US/baskets/1?include=a%2Cb');
    expect(seen.headers?.accept).toBe('application/json');
  });

  it('sends a body with its length and the content type fetch would give it', async () => {
    const { origin, seen } = await backend((response) => response.writeHead(201).end());
    const json = await call(`${origin}/baskets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ü":1}' });
    expect(json.ok).toBe(true);
    expect(seen).toMatchObject({ method: 'POST', body: '{"ü":1}' });
    expect(seen.headers).toMatchObject({ 'content-type': 'application/json', 'content-length': '8' });
    await call(`${origin}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password' }) });
    expect(seen.body).toBe('grant_type=password');
    expect(seen.headers?.['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('keeps the connection for the next call', async () => {
    const { origin, seen } = await backend((response) => response.end('{}'));
    for (let index = 0; index < 3; index++) await (await call(`${origin}/configurations`)).text();
    expect(seen.sockets.size).toBe(1);
  });

  it('gives up when the signal aborts', async () => {
    const { origin } = await backend((response) => setTimeout(() => response.end('late'), 1_000));
    await expect(call(`${origin}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
  });

  it('fails when the backend drops the connection in the middle of its answer', async () => {
    const { origin } = await backend((response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('{"partial":');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    await expect(call(`${origin}/dropped`)).rejects.toThrow();
  });
});
