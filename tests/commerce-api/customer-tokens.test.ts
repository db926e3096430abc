// POST token (password, refresh_token and anonymous grants), token lifetimes with an injected
// clock, refresh token rotation and replay, PUT token/logout, and the user's owner key: baskets
// and orders of a logged-in user survive new logins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newBasket, basketCall } from './basket-support';
import { DEMO_PASSWORD, customerCall, loginAs, tokenCall } from './customer-support';
import { type TestApi, startTestApi, errorCode } from './support';
import { TEST_CATALOG } from './fixtures/test-catalog';

const PATRICIA = 'patricia@test.intershop.de';
const HOUR = 60 * 60 * 1000;

let api: TestApi;
let clock = new Date('2030-01-01T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  api = await startTestApi(TEST_CATALOG, { now: () => clock });
});
afterAll(() => api.close());

const logout = (token: string | undefined, body?: Record<string, string>) =>
  api.inject({
    method: 'PUT',
    url: `/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/token/logout`,
    headers: {
      ...(token ? { 'authentication-token': token } : {}),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body ? { payload: new URLSearchParams(body).toString() } : {}),
  });

describe('password grant', () => {
  it('answers the ICM token document for the right password', async () => {
    const response = await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'user',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(body.access_token).not.toBe(body.refresh_token);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the login in any letter case', async () => {
    const response = await tokenCall(api, { grant_type: 'password', username: 'Patricia@Test.Intershop.DE', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 for a wrong password and for an unknown login alike', async () => {
    const wrong = await tokenCall(api, { grant_type: 'password', username: 'jlink@test.intershop.de', password: 'wrong-password1' });
    const unknown = await tokenCall(api, { grant_type: 'password', username: 'nobody@test.intershop.de', password: 'whatever1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(errorCode(response)).toBe('rest.authentication.credentials.invalid.error');
      expect(response.body).not.toMatch(/AuthenticationToken/);
    }
  });

  it('answers 400 without username or password', async () => {
    const response = await tokenCall(api, { grant_type: 'password', username: PATRICIA });
    expect(response.statusCode).toBe(400);
  });

  it('refuses grant types it does not offer', async () => {
    const response = await tokenCall(api, { grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.authentication.grant_type.unsupported.error');
  });

  it('answers 400 without a grant type', async () => {
    const none = await tokenCall(api, {});
    expect(none.statusCode).toBe(400);
    expect(errorCode(none)).toBe('rest.request.malformed.error');
  });
});

describe('access tokens', () => {
  it('open customers/- and stop working after an hour', async () => {
    const token = await loginAs(api, PATRICIA, DEMO_PASSWORD);
    expect((await customerCall(api, 'GET', '/customers/-', { token })).statusCode).toBe(200);
    advance(HOUR - 1000);
    expect((await customerCall(api, 'GET', '/customers/-', { token })).statusCode).toBe(200);
    advance(1000);
    const expired = await customerCall(api, 'GET', '/customers/-', { token });
    expect(expired.statusCode).toBe(401);
    expect(errorCode(expired)).toBe('rest.authentication.token.invalid.error');
  });

  it('answer 401 token.missing without a token and token.invalid for an anonymous one', async () => {
    const missing = await customerCall(api, 'GET', '/customers/-');
    expect(errorCode(missing)).toBe('rest.authentication.token.missing.error');
    const anonymous = (await tokenCall(api, { grant_type: 'anonymous' })).json().access_token as string;
    const refused = await customerCall(api, 'GET', '/customers/-', { token: anonymous });
    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused)).toBe('rest.authentication.token.invalid.error');
  });
});

describe('refresh grant', () => {
  it('rotates: new tokens work, the old refresh token does not', async () => {
    const first = (await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD })).json();
    const refreshed = await tokenCall(api, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await customerCall(api, 'GET', '/customers/-', { token: second.access_token })).statusCode).toBe(200);

    const again = await tokenCall(api, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(again.statusCode).toBe(401);
    expect(errorCode(again)).toBe('rest.authentication.refresh_token.invalid.error');
  });

  it('revokes the whole login when a used refresh token is replayed', async () => {
    const first = (await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD })).json();
    const second = (await tokenCall(api, { grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    await tokenCall(api, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect((await customerCall(api, 'GET', '/customers/-', { token: second.access_token })).statusCode).toBe(401);
    expect((await tokenCall(api, { grant_type: 'refresh_token', refresh_token: second.refresh_token })).statusCode).toBe(401);
  });

  it('works after the access token expired, not after a day', async () => {
    const first = (await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD })).json();
    advance(2 * HOUR);
    const refreshed = await tokenCall(api, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    advance(24 * HOUR);
    const late = await tokenCall(api, { grant_type: 'refresh_token', refresh_token: refreshed.json().refresh_token });
    expect(late.statusCode).toBe(401);
  });

  it('takes a live access token, as ICM does, and answers a new pair of the same login', async () => {
    const first = (await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD })).json();
    const response = await tokenCall(api, { grant_type: 'refresh_token', refresh_token: first.access_token });
    expect(response.statusCode).toBe(200);
    const renewed = response.json();
    expect(renewed).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'user',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    // the PWA reads the basket with the presented token right after the refresh
    expect((await customerCall(api, 'GET', '/customers/-', { token: first.access_token })).statusCode).toBe(200);
    expect((await customerCall(api, 'GET', '/customers/-', { token: renewed.access_token })).statusCode).toBe(200);
    await logout(renewed.access_token);
    expect((await customerCall(api, 'GET', '/customers/-', { token: first.access_token })).statusCode).toBe(401);
  });

  it('refuses an access token that has expired', async () => {
    const first = (await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD })).json();
    advance(HOUR);
    expect((await tokenCall(api, { grant_type: 'refresh_token', refresh_token: first.access_token })).statusCode).toBe(401);
  });

  it('takes an anonymous token and answers it again with the time it has left, keeping its basket', async () => {
    const anonymous = (await tokenCall(api, { grant_type: 'anonymous' })).json().access_token as string;
    const basketId = (await basketCall(api, 'POST', '/baskets', { token: anonymous })).json().data.id as string;
    const response = await tokenCall(api, { grant_type: 'refresh_token', refresh_token: anonymous });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: anonymous, token_type: 'anonymous', expires_in: expect.any(Number) });
    // anonymous tokens live 8 hours from their creation (the wall clock, not the test's)
    expect(response.json().expires_in).toBeGreaterThan(8 * 3600 - 60);
    expect(response.json().expires_in).toBeLessThanOrEqual(8 * 3600);
    expect((await basketCall(api, 'GET', '/baskets/current', { token: anonymous })).json().data.id).toBe(basketId);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await tokenCall(api, { grant_type: 'refresh_token', refresh_token: 'made-up' })).statusCode).toBe(401);
    expect((await tokenCall(api, { grant_type: 'refresh_token' })).statusCode).toBe(400);
  });
});

describe('anonymous grant', () => {
  it('hands out a token that creates baskets', async () => {
    const response = await tokenCall(api, { grant_type: 'anonymous' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'anonymous', expires_in: 28800 });
    const created = await basketCall(api, 'POST', '/baskets', { token: body.access_token });
    expect(created.statusCode).toBe(201);
  });
});

describe('logout', () => {
  it('revokes the access token and its refresh token', async () => {
    const tokens = (await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD })).json();
    const response = await logout(tokens.access_token);
    expect(response.statusCode).toBe(204);
    expect((await customerCall(api, 'GET', '/customers/-', { token: tokens.access_token })).statusCode).toBe(401);
    expect((await tokenCall(api, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });

  it('leaves the user’s other logins alone', async () => {
    const kept = await loginAs(api, PATRICIA, DEMO_PASSWORD);
    await logout(await loginAs(api, PATRICIA, DEMO_PASSWORD));
    expect((await customerCall(api, 'GET', '/customers/-', { token: kept })).statusCode).toBe(200);
  });

  it('revokes by refresh token in the body when the access token has expired', async () => {
    const tokens = (await tokenCall(api, { grant_type: 'password', username: PATRICIA, password: DEMO_PASSWORD })).json();
    advance(2 * HOUR);
    const response = await logout(tokens.access_token, { token: tokens.refresh_token, token_type_hint: 'refresh_token' });
    expect(response.statusCode).toBe(204);
    expect((await tokenCall(api, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });

  it('answers 401 without a token and for an unknown one', async () => {
    expect(errorCode(await logout(undefined))).toBe('rest.authentication.token.missing.error');
    expect(errorCode(await logout('unknown'))).toBe('rest.authentication.token.invalid.error');
  });
});

describe('a user’s baskets', () => {
  it('belong to the user across logins, not to the token', async () => {
    const first = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const created = await basketCall(api, 'POST', '/baskets', { token: first });
    expect(created.statusCode).toBe(201);
    expect(created.headers['authentication-token']).toBeUndefined();
    const basketId = created.json().data.id as string;
    await logout(first);

    const second = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const read = await basketCall(api, 'GET', `/baskets/${basketId}`, { token: second });
    expect(read.statusCode).toBe(200);
    const current = await basketCall(api, 'GET', '/baskets/current', { token: second });
    expect(current.json().data.id).toBe(basketId);
  });

  it('are not another user’s, nor an anonymous token’s', async () => {
    const jack = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    const basketId = (await basketCall(api, 'POST', '/baskets', { token: jack })).json().data.id as string;
    const patricia = await loginAs(api, 'pmiller@test.intershop.de', DEMO_PASSWORD);
    expect((await basketCall(api, 'GET', `/baskets/${basketId}`, { token: patricia })).statusCode).toBe(404);
    const anonymous = await newBasket(api);
    expect((await basketCall(api, 'GET', `/baskets/${basketId}`, { token: anonymous.token })).statusCode).toBe(404);
  });

  it('stop being reachable with a revoked token (401)', async () => {
    const token = await loginAs(api, 'jlink@test.intershop.de', DEMO_PASSWORD);
    await logout(token);
    const response = await basketCall(api, 'GET', '/baskets', { token });
    expect(response.statusCode).toBe(401);
  });
});

describe('hostile token requests answer 4xx, never 500', () => {
  it.each([
    ['a huge username', `grant_type=password&username=${'a'.repeat(100_000)}&password=x1xxxxx`, 400],
    ['a huge password', `grant_type=password&username=${PATRICIA}&password=${'a1'.repeat(50_000)}`, 400],
    ['a __proto__ field', `grant_type=password&__proto__=x&username=${PATRICIA}&password=wrong1xx`, 401],
    ['a repeated field (the first counts)', `grant_type=password&username=nobody%40x.de&username=${PATRICIA}&password=wrong1xx`, 401],
    ['percent garbage', 'grant_type=%ZZ&username=%E0%A4%A', 400],
    ['an empty body', '', 400],
  ])('%s', async (_name, payload, status) => {
    const response = await api.inject({
      method: 'POST',
      url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(status);
  });

  it('refuses a text body', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=anonymous',
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.request.malformed.error');
  });
});
