// /logout: a page with a button (a GET changes nothing: a link or a prefetch must not log anyone
// out), and the post that ends the session at ICM and in the cookie.
import { data, redirect } from 'react-router';
import { flashMessages } from '~/forms/flash.server';
import { NO_STORE } from '~/http/cache-policy';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/http/shop-context.server';
import { providerLogoutUrl } from './sso/sso-logout.server';
import { endUserSession, signedInUser } from './user-session.server';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export async function logoutLoader({ context }: Args) {
  const shop = getShop(context);
  if (!signedInUser(shop)) throw redirect(localizePath('/home', shop.locale), 303);
  return data({ title: shop.t('account.logout.heading') }, { headers: { 'Cache-Control': NO_STORE } });
}

export async function logoutAction({ context }: Args) {
  const shop = getShop(context);
  const wasLoggedIn = !!signedInUser(shop);
  const home = localizePath('/home', shop.locale);
  // Single sign-on: the identity provider's logout follows the shop's (docs/decisions/014).
  const providerLogout = await providerLogoutUrl(shop.session, home);
  await endUserSession(shop);
  if (wasLoggedIn) flashMessages(shop.session, [{ type: 'success', key: 'account.logout.success.message' }]);
  return redirect(providerLogout ?? home, 303);
}
