// What every page of My Account reads: the logged-in customer and user. A token ICM no longer takes
// (revoked by a logout elsewhere, a password change, its expiry) ends the session: the login page says so.
import { redirect } from 'react-router';
import type { CustomerRef } from '~/commerce/addresses.server';
import type { CustomerUser } from '~/commerce/customers.server';
import { isCommerceError } from '~/commerce/errors';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { pagePath } from '~/http/page-path';
import type { ShopContext } from '~/http/shop-context.server';
import { loginPath } from './login-path';
import { signedInUser, updateSessionUser } from './user-session.server';

/** The user's session ran out while this request was made: to the login page, and back here after. */
export function sessionTimeout(shop: ShopContext, request: Request): Response {
  return redirect(loginPath(shop.locale, pagePath(request), 'session_timeout'), 303);
}

/** A user call failed because the token is gone, not because the call was wrong. */
export function isLoginLost(shop: ShopContext, error: unknown): boolean {
  return shop.commerce.tokenRejected || isCommerceError(error, 401);
}

/** A call for the logged-in user failed: to the login page when the login is lost, else the error page's answer. */
export function userCallFailed(shop: ShopContext, request: Request, error: unknown): never {
  if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
  throw commerceErrorResponse(error);
}

/** A call for the logged-in user: a lost login leads to the login page, other failures to the error page. */
export async function userCall<T>(shop: ShopContext, request: Request, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    userCallFailed(shop, request, error);
  }
}

/** The logged-in user's customer, as the session knows it (the account route lets only such in). */
export function sessionCustomer(shop: ShopContext, request: Request): CustomerRef {
  const user = signedInUser(shop);
  if (!user) throw sessionTimeout(shop, request);
  return { customerNo: user.customerNo, isBusinessCustomer: user.businessCustomer };
}

export async function currentCustomer(shop: ShopContext, request: Request): Promise<CustomerUser> {
  try {
    const customerUser = await shop.commerce.customers.current(signedInUser(shop)?.businessCustomer);
    // Names changed elsewhere (another device, the back office) show in the header from now on.
    updateSessionUser(shop, customerUser);
    return customerUser;
  } catch (error) {
    if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
    throw commerceErrorResponse(error);
  }
}
