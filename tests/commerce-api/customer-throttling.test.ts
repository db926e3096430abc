// Login throttling with an injected clock: per login and client address after 5 failures in 15
// minutes (429 with Retry-After, a delay doubling from 30 s to 15 min with every further failure,
// right passwords included), per login from all addresses after 100 (except at an address the login
// has logged in from before), per client address after 50; the delay always ends, and a stranger's failures elsewhere do not lock the owner out. The address is
// X-Forwarded-For only from a loopback peer. Wrong current passwords of a password change count too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { throttleDelayMs, throttledAddress } from '../../commerce-api/customer/login-throttle';
import { customerCall, loginAs, registerPrivateCustomer, tokenCall } from './customer-support';
import { TEST_CATALOG } from './fixtures/test-catalog';
import { type TestApi, startTestApi, errorCode } from './support';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let api: TestApi;
let clock = new Date('2030-06-01T08:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  api = await startTestApi(TEST_CATALOG, { now: () => clock });
});
afterAll(() => api.close());

let address = 0;
/** A client address of its own per call, so the per-address count stays apart (198.18.0.0/15: for tests). */
const newAddress = () => `198.18.${++address >> 8}.${address & 255}`;

const attempt = (username: string, password: string, from: string) =>
  tokenCall(api, { grant_type: 'password', username, password }, { 'x-forwarded-for': from });

async function fail(username: string, times: number, from: string) {
  for (let i = 0; i < times; i++) expect((await attempt(username, 'wrong-pass1', from)).statusCode).toBe(401);
}

describe('the delay', () => {
  it('is 30 s at the first level and doubles per level up to 15 minutes', () => {
    expect([1, 2, 3, 6, 7, 100].map(level => throttleDelayMs(level) / SECOND)).toEqual([30, 60, 120, 900, 900, 900]);
  });
});

describe('per login', () => {
  it('answers 429 with Retry-After after 5 failures, for the right password too', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const from = newAddress();
    await fail(login, 5, from);
    const throttled = await attempt(login, password, from);
    expect(throttled.statusCode).toBe(429);
    expect(errorCode(throttled)).toBe('rest.authentication.throttled.error');
    expect(throttled.headers['retry-after']).toBe('30');
  });

  it('does not lock the owner out: failures from one address leave the login open from another', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const stranger = newAddress();
    await fail(login, 5, stranger);
    expect((await attempt(login, password, stranger)).statusCode).toBe(429);

    expect((await attempt(login, password, newAddress())).statusCode).toBe(200);
  });

  it('keeps a stranger throttled when the owner logs in elsewhere', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const stranger = newAddress();
    await fail(login, 5, stranger);
    expect((await attempt(login, password, newAddress())).statusCode).toBe(200);

    expect((await attempt(login, password, stranger)).statusCode).toBe(429);
  });

  it('lets the right password in once the delay is over', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const from = newAddress();
    await fail(login, 5, from);
    advance(20 * SECOND);
    expect((await attempt(login, password, from)).headers['retry-after']).toBe('10');
    advance(10 * SECOND);
    expect((await attempt(login, password, from)).statusCode).toBe(200);
  });

  it('doubles the delay with every further failure, up to 15 minutes, and never locks out for good', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const from = newAddress();
    await fail(login, 5, from);
    const delays: string[] = [];
    for (let i = 0; i < 8; i++) {
      const throttled = await attempt(login, 'wrong-pass1', from);
      delays.push(String(throttled.headers['retry-after']));
      advance(Number(throttled.headers['retry-after']) * SECOND);
      expect((await attempt(login, 'wrong-pass1', from)).statusCode).toBe(401);
    }
    expect(delays).toEqual(['30', '60', '120', '240', '480', '900', '900', '900']);
    expect((await attempt(login, password, from)).statusCode).toBe(429);
    advance(15 * MINUTE);
    expect((await attempt(login, password, from)).statusCode).toBe(200);
  });

  it('ends 15 minutes after the delay when nothing more fails', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const from = newAddress();
    await fail(login, 5, from);
    advance(30 * SECOND + 15 * MINUTE);
    await fail(login, 4, from);
    expect((await attempt(login, password, from)).statusCode).toBe(200);
  });

  it('forgets failures older than 15 minutes, and a successful login clears them', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const from = newAddress();
    await fail(login, 4, from);
    advance(16 * MINUTE);
    await fail(login, 4, from);
    expect((await attempt(login, password, from)).statusCode).toBe(200);
    await fail(login, 4, from);
    expect((await attempt(login, password, from)).statusCode).toBe(200);
  });

  it('counts unknown logins, in any letter case', async () => {
    const from = newAddress();
    await fail('Ghost@Test.Example.com', 3, from);
    await fail('ghost@test.example.com', 2, from);
    expect((await attempt('GHOST@test.example.com', 'whatever1', from)).statusCode).toBe(429);
  });
});

describe('per login from many addresses', () => {
  it('throttles a login after 100 failures spread over addresses, 4 from each, from every new address', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    for (let i = 0; i < 24; i++) await fail(login, 4, newAddress());
    await fail(login, 3, newAddress());
    // 99: still open (and the owner's login does not reset the strangers' count)
    expect((await attempt(login, password, newAddress())).statusCode).toBe(200);

    await fail(login, 1, newAddress());
    const throttled = await attempt(login, password, newAddress());

    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('30');
    advance(30 * SECOND);
    expect((await attempt(login, password, newAddress())).statusCode).toBe(200);
  });

  it('lets the owner in from an address they logged in from before, after 100 failures from 20 others', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const home = newAddress();
    expect((await attempt(login, password, home)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await fail(login, 5, newAddress());

    expect((await attempt(login, password, home)).statusCode).toBe(200);
    expect((await attempt(login, password, newAddress())).statusCode).toBe(429);
  });

  it('keeps a known address under its own limit of 5', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const home = newAddress();
    expect((await attempt(login, password, home)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await fail(login, 5, newAddress());
    await fail(login, 5, home);

    expect((await attempt(login, password, home)).statusCode).toBe(429);
  });

  it('forgets a known address after 90 days', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const home = newAddress();
    expect((await attempt(login, password, home)).statusCode).toBe(200);
    advance(91 * 24 * 60 * MINUTE);
    for (let i = 0; i < 20; i++) await fail(login, 5, newAddress());

    expect((await attempt(login, password, home)).statusCode).toBe(429);
  });

  it('knows only the last 10 addresses a login logged in from', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const addresses = Array.from({ length: 11 }, newAddress);
    for (const from of addresses) {
      expect((await attempt(login, password, from)).statusCode).toBe(200);
      advance(SECOND);
    }
    for (let i = 0; i < 20; i++) await fail(login, 5, newAddress());

    expect((await attempt(login, password, addresses[0])).statusCode).toBe(429);
    expect((await attempt(login, password, addresses[1])).statusCode).toBe(200);
  });
});

describe('the client address', () => {
  const fromPeer = (username: string, password: string, peer: string, forwardedFor: string) =>
    api.inject({
      method: 'POST',
      url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/token',
      remoteAddress: peer,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });

  it('is the peer’s own when the peer is not on loopback: a forged X-Forwarded-For does not escape the throttle', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const peer = newAddress();
    for (let i = 0; i < 5; i++) expect((await fromPeer(login, 'wrong-pass1', peer, newAddress())).statusCode).toBe(401);

    expect((await fromPeer(login, password, peer, newAddress())).statusCode).toBe(429);
  });

  it('is the forwarded one from a loopback peer (the storefront)', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const shopper = newAddress();
    for (let i = 0; i < 5; i++) expect((await fromPeer(login, 'wrong-pass1', '127.0.0.1', shopper)).statusCode).toBe(401);

    expect((await fromPeer(login, password, '127.0.0.1', shopper)).statusCode).toBe(429);
    expect((await fromPeer(login, password, '127.0.0.1', newAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64 network, an IPv4-mapped one as IPv4', () => {
    expect(throttledAddress('2001:db8:0:42::9')).toBe(throttledAddress('2001:0db8:0000:0042:ffff:1:2:3'));
    expect(throttledAddress('2001:db8:0:42::9')).not.toBe(throttledAddress('2001:db8:0:43::9'));
    expect(throttledAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(throttledAddress('198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('per client address', () => {
  it('answers 429 after 50 failures from one address, for any login', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const from = newAddress();
    for (let i = 0; i < 50; i++) {
      expect((await attempt(`guess-${i}@test.example.com`, 'wrong-pass1', from)).statusCode).toBe(401);
    }
    const throttled = await attempt(login, password, from);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('30');
    expect((await attempt(login, password, newAddress())).statusCode).toBe(200);
    advance(30 * SECOND);
    expect((await attempt(login, password, from)).statusCode).toBe(200);
  });
});

describe('password changes', () => {
  it('throttle wrong current passwords like logins', async () => {
    const { login, password } = await registerPrivateCustomer(api);
    const token = await loginAs(api, login, password);
    const from = newAddress();
    const change = (currentPassword: string) =>
      customerCall(api, 'PUT', '/credentials/password', {
        token,
        body: { password: 'newSecret9', currentPassword },
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 0; i < 5; i++) expect((await change('wrong-pass1')).statusCode).toBe(400);
    expect((await change(password)).statusCode).toBe(429);
    advance(30 * SECOND);
    expect((await change(password)).statusCode).toBe(204);
  });
});
