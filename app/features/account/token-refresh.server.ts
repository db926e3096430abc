// Keeps a user's token alive (spec §4 "tokens are refreshed at expiry"): at the start of a request
// whose token is past half its lifetime, the refresh token buys a new one.
import type { CommerceClient } from '~/commerce/client.server';
import { isCommerceError } from '~/commerce/errors';
import type { ShopSession } from '~/http/session.server';
import { refreshSsoUserToken } from './sso/sso-token-refresh.server';
import { tokenTimes } from './token-lifetime';

/**
 * 'expired': the token ran out and could not be renewed, the user must log in again. A refresh that
 * fails while the token still works changes nothing: two requests of one shopper may race for the
 * same refresh token, and the loser keeps the token it has until the winner's cookie arrives.
 */
export async function refreshUserToken(session: ShopSession, client: () => CommerceClient, now = Date.now()): Promise<'current' | 'refreshed' | 'expired'> {
  const times = session.get('tokenTimes');
  if (session.get('tokenType') !== 'user' || !times || now < times.refreshAt) return 'current';
  // A single sign-on user renews through the identity provider (docs/decisions/014).
  if (session.get('identityProvider') === 'sso') return refreshSsoUserToken(session, client, now);
  const refreshToken = session.get('refreshToken');
  try {
    if (!refreshToken) throw new Error('no refresh token');
    const tokens = await client().customers.refresh(refreshToken);
    session.set('apiToken', tokens.accessToken);
    if (tokens.refreshToken) session.set('refreshToken', tokens.refreshToken);
    session.set('tokenTimes', tokenTimes(tokens, now));
    return 'refreshed';
  } catch (error) {
    if (now < times.expiresAt) return 'current';
    if (isCommerceError(error) && error.isBackendFailure) return 'current';
    return 'expired';
  }
}
