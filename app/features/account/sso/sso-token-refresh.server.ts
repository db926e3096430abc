// Keeps a single sign-on user's ICM token alive (docs/decisions/014): at half its lifetime the
// provider's refresh token buys a new id_token, for which the commerce backend hands out a new ICM
// token (POST users/processtoken). So the shop's session lasts as long as the provider lets the user
// stay: without a refresh token (no offline access), or once the provider or the backend refuses, the
// session ends when the ICM token runs out (session_timeout).
import type { CommerceClient } from '~/commerce/client.server';
import { isCommerceError } from '~/commerce/errors';
import type { ShopSession } from '~/http/session.server';
import { tokenTimes } from '../token-lifetime';
import { refreshAtProvider } from './openid-provider.server';

/** For token-refresh.server.ts, once the session's token is due for renewal. */
export async function refreshSsoUserToken(session: ShopSession, client: () => CommerceClient, now: number): Promise<'current' | 'refreshed' | 'expired'> {
  const times = session.get('tokenTimes');
  const refreshToken = session.get('sso')?.refreshToken;
  try {
    if (!refreshToken) throw new Error('the provider gave no refresh token');
    const tokens = await refreshAtProvider(refreshToken);
    const processed = await client().sso.processToken(tokens.idToken);
    if (processed.status !== 'user') throw new Error("the provider's user has no customer in the shop");
    session.set('apiToken', processed.token);
    session.set('tokenTimes', tokenTimes({ expiresInSeconds: undefined }, now));
    session.set('sso', tokens);
    return 'refreshed';
  } catch (error) {
    // As for the shop's own tokens: the token in hand serves until it runs out, and a failing backend ends no session.
    if (times && now < times.expiresAt) return 'current';
    if (isCommerceError(error) && error.isBackendFailure) return 'current';
    session.unset('sso');
    return 'expired';
  }
}
