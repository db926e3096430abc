// Logging a single sign-on user out of the identity provider too (docs/decisions/014): after the
// shop's own logout, the shopper goes to the provider's end_session_endpoint with the id_token as
// hint and comes back to the shop's home page.
import type { ShopSession } from '~/http/session.server';
import { endSessionUrl } from './openid-provider.server';

/** Read before the local logout clears the session: the provider's logout URL, or undefined (not an SSO user, or no provider logout). */
export async function providerLogoutUrl(session: ShopSession, returnPath: string): Promise<string | undefined> {
  if (session.get('identityProvider') !== 'sso') return undefined;
  // A provider that cannot be reached now keeps its session; the shop's own logout has happened anyway.
  return endSessionUrl(session.get('sso')?.idToken, returnPath).catch(() => undefined);
}
