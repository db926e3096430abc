// The user session's pure parts: where a login may return to, when a token is refreshed, and what a
// refresh does to the session.
import { createCookieSessionStorage } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CommerceClient } from '~/commerce/client.server';
import { CommerceError } from '~/commerce/errors';
import { loginPath, safeReturnPath } from '~/features/account/login-path';
import { tokenTimes } from '~/features/account/token-lifetime';
import { refreshUserToken } from '~/features/account/token-refresh.server';
import { shopLocales } from '~/i18n/locales';
import type { ShopSession } from '~/http/session.server';

const [english, german] = shopLocales;

describe('safeReturnPath', () => {
  it('keeps a path of the shop with its query', () => {
    expect(safeReturnPath('/account/orders?status=NEW', '/account')).toBe('/account/orders?status=NEW');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'account', '/\u0000x', ''])('refuses %j', (returnUrl) => {
    expect(safeReturnPath(returnUrl, '/account')).toBe('/account');
  });
});

describe('loginPath', () => {
  it('carries the page asked for and the message, in the page language', () => {
    expect(loginPath(german, '/de/account?x=1', 'session_timeout')).toBe('/de/login?returnUrl=%2Fde%2Faccount%3Fx%3D1&messageKey=session_timeout');
    expect(loginPath(english, '/account')).toBe('/login?returnUrl=%2Faccount');
  });
});

describe('tokenTimes', () => {
  it('refreshes at half the lifetime ICM gave', () => {
    expect(tokenTimes({ expiresInSeconds: 3600 }, 1_000)).toEqual({ refreshAt: 1_000 + 1_800_000, expiresAt: 1_000 + 3_600_000 });
  });

  it('assumes ICM’s hour when the answer does not say', () => {
    expect(tokenTimes({ expiresInSeconds: undefined }, 0).expiresAt).toBe(3_600_000);
  });
});

describe('refreshUserToken', () => {
  const storage = createCookieSessionStorage({ cookie: { name: 's', secrets: ['t'] } });

  async function userSession(times: { refreshAt: number; expiresAt: number }): Promise<ShopSession> {
    const session = (await storage.getSession()) as unknown as ShopSession;
    session.set('apiToken', 'old-access');
    session.set('tokenType', 'user');
    session.set('refreshToken', 'old-refresh');
    session.set('tokenTimes', times);
    return session;
  }

  const client = (refresh: () => Promise<unknown>) => () => ({ customers: { refresh } }) as unknown as CommerceClient;

  it('leaves a young token alone', async () => {
    const session = await userSession({ refreshAt: 2_000, expiresAt: 4_000 });
    const result = await refreshUserToken(session, client(() => Promise.reject(new Error('not called'))), 1_000);
    expect(result).toBe('current');
  });

  it('renews a token past half its lifetime with the refresh token', async () => {
    const session = await userSession({ refreshAt: 2_000, expiresAt: 4_000 });
    const fresh = { accessToken: 'new-access', refreshToken: 'new-refresh', expiresInSeconds: 10 };
    expect(await refreshUserToken(session, client(() => Promise.resolve(fresh)), 3_000)).toBe('refreshed');
    expect(session.get('apiToken')).toBe('new-access');
    expect(session.get('refreshToken')).toBe('new-refresh');
    expect(session.get('tokenTimes')).toEqual({ refreshAt: 8_000, expiresAt: 13_000 });
  });

  it('keeps a still valid token when the refresh is refused (another request won the race)', async () => {
    const session = await userSession({ refreshAt: 2_000, expiresAt: 4_000 });
    expect(await refreshUserToken(session, client(() => Promise.reject(new CommerceError({ status: 400 }))), 3_000)).toBe('current');
    expect(session.get('apiToken')).toBe('old-access');
  });

  it('ends a session whose token ran out and cannot be renewed', async () => {
    const session = await userSession({ refreshAt: 2_000, expiresAt: 4_000 });
    expect(await refreshUserToken(session, client(() => Promise.reject(new CommerceError({ status: 400 }))), 5_000)).toBe('expired');
  });

  it('does not end a session because the backend is down', async () => {
    const session = await userSession({ refreshAt: 2_000, expiresAt: 4_000 });
    expect(await refreshUserToken(session, client(() => Promise.reject(new CommerceError({ status: 503 }))), 5_000)).toBe('current');
  });
});
