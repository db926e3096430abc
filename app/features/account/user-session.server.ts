// The logged-in user as the session keeps it: starting a user session after a login (with the basket
// merge of spec §4), ending it at logout, and the login guard loaders and actions call.
import { redirect } from 'react-router';
import type { CustomerUser } from '~/commerce/customers.server';
import { isCommerceError } from '~/commerce/errors';
import type { BasketMessage } from '~/commerce/models/basket';
import type { ApiTokens } from '~/commerce/models/user';
import { flashMessages } from '~/forms/flash.server';
import { pagePath } from '~/http/page-path';
import type { ShopMessage } from '~/forms/form-reply';
import type { IdentityProviderId, SessionData, SessionUser } from '~/http/session.server';
import type { ShopContext } from '~/http/shop-context.server';
import { loginPath } from './login-path';
import { tokenTimes } from './token-lifetime';

/** Session fields that outlive a login or logout: everything else belongs to who was logged in. */
const KEPT_FIELDS = ['currency', 'placedOrders', 'trackedOrders'] as const satisfies readonly (keyof SessionData)[];

/** The user the session is logged in as, if any. */
export function signedInUser(shop: ShopContext): SessionUser | undefined {
  return shop.session.get('tokenType') === 'user' ? shop.session.get('user') : undefined;
}

/** Empties the session but for the fields that outlive a login: the cookie written is a new one. */
function clearSession(shop: ShopContext): void {
  for (const field of Object.keys(shop.session.data) as (keyof SessionData)[]) {
    if (!(KEPT_FIELDS as readonly string[]).includes(field)) shop.session.unset(field);
  }
}

export function sessionUserOf({ customer, user }: CustomerUser): SessionUser {
  const sessionUser: SessionUser = { customerNo: customer.customerNo, businessCustomer: customer.isBusinessCustomer };
  if (user.login) sessionUser.login = user.login;
  if (user.firstName) sessionUser.firstName = user.firstName;
  if (user.lastName) sessionUser.lastName = user.lastName;
  return sessionUser;
}

/** The session's user with names changed elsewhere (the profile, another device); roles stay as loaded at login. */
export function updateSessionUser(shop: ShopContext, customerUser: CustomerUser): void {
  const current = signedInUser(shop);
  const next = sessionUserOf(customerUser);
  if (current?.roleIds) next.roleIds = current.roleIds;
  if (current?.permissionIds) next.permissionIds = current.permissionIds;
  shop.session.set('user', next);
}

/**
 * The anonymous basket moves into the user's current basket (a new one when the user has none), as
 * ICM's merge does it; the merge's infos are shown on the next page. Without an anonymous basket, the
 * user's current basket (if any) becomes the session's.
 */
async function takeOverBasket(shop: ShopContext, anonymous: { basketId?: string; token?: string }): Promise<BasketMessage[]> {
  const { baskets } = shop.commerce;
  const current = await baskets.get('current', []).catch((error: unknown) => {
    if (isCommerceError(error, 404)) return undefined;
    throw error;
  });
  if (!anonymous.basketId || !anonymous.token) {
    if (current) shop.session.set('basketId', current.id);
    return [];
  }
  const targetId = current?.id ?? (await baskets.create()).basket.id;
  shop.session.set('basketId', targetId);
  try {
    const { infos } = await baskets.merge(targetId, anonymous.basketId, anonymous.token);
    return infos;
  } catch (error) {
    // The anonymous basket expired or was already merged: the user's basket stands on its own.
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return [];
    throw error;
  }
}

/**
 * After a successful token grant: a fresh session for the user (the old one's token, basket id and
 * everything else that belonged to the anonymous visitor is gone; a new cookie is written), the
 * customer and user read with the new token, the price display of the customer type, the
 * personalization group, and the anonymous basket merged.
 */
export async function startUserSession(shop: ShopContext, tokens: ApiTokens, provider: IdentityProviderId): Promise<CustomerUser> {
  // A sales representative acting for a customer (co-browse) brings no basket of the customer's own.
  const anonymous =
    shop.session.get('tokenType') === 'anonymous' && provider !== 'cobrowse'
      ? { basketId: shop.session.get('basketId'), token: shop.session.get('apiToken') }
      : {};
  clearSession(shop);
  shop.commerce.setToken(tokens.accessToken);
  const customerUser = await shop.commerce.customers.current();

  const { session } = shop;
  session.set('apiToken', tokens.accessToken);
  session.set('tokenType', 'user');
  if (tokens.refreshToken) session.set('refreshToken', tokens.refreshToken);
  session.set('tokenTimes', tokenTimes(tokens, Date.now()));
  session.set('identityProvider', provider);
  const sessionUser = sessionUserOf(customerUser);
  // Roles and permissions are loaded after login; without them the user is only what every user is.
  if (sessionUser.businessCustomer && sessionUser.login) {
    const authorization = await shop.commerce.customers.authorization(sessionUser.customerNo, sessionUser.login).catch(() => undefined);
    if (authorization) Object.assign(sessionUser, authorization);
  }
  session.set('user', sessionUser);
  // Spec §4: the display type is set on login from the customer type.
  session.set('displayType', customerUser.customer.isBusinessCustomer ? 'b2b' : 'b2c');
  const pgid = await shop.commerce.customers.personalization().catch(() => undefined);
  if (pgid) session.set('pgid', pgid);

  const infos = await takeOverBasket(shop, anonymous);
  const messages = infos.map((info): ShopMessage => ({ type: 'info', key: 'basket.info.backend', values: { message: info.message } }));
  flashMessages(session, messages);
  return customerUser;
}

/** Logout: ICM revokes the token (a copy of the old cookie is worthless), and the session forgets the user. */
export async function endUserSession(shop: ShopContext): Promise<void> {
  if (shop.session.get('tokenType') === 'user') {
    await shop.commerce.customers.logOut().catch(() => undefined);
  }
  clearSession(shop);
}

/**
 * The login guard: the logged-in user, or a redirect to the login page with the requested path and
 * query as returnUrl (a session that expired during this request says so: session_timeout).
 */
export function requireUser(shop: ShopContext, request: Request): SessionUser {
  const user = signedInUser(shop);
  if (user) return user;
  throw redirect(loginPath(shop.locale, pagePath(request), shop.sessionTimedOut ? 'session_timeout' : undefined), 303);
}
