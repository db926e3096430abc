// Guards declared on routes as data (business-and-integration §2.3): a route module says what it needs
// in `handle.guard`, and `guardedBy` turns that into the middleware that checks it, on the server,
// before any of the route's (and its children's) loaders and actions run. Areas add rules here, not
// code paths; components only see what the guard let through.
import { redirect, type MiddlewareFunction } from 'react-router';
import { requireUser } from '~/features/account/user-session.server';
import { localizePath } from '~/i18n/locales';
import { isShopPage } from './cross-site-posts.server';
import type { FeatureToggle } from './features';
import { pagePath } from './page-path';
import { getShop, type ShopContext } from './shop-context.server';

export interface RouteGuard {
  /** Only for a logged-in user; others go to the login page and come back (returnUrl). */
  login?: boolean;
  /** Only for a user holding this permission, or any of these (a business user's permission ids). */
  permission?: string | readonly string[];
  /** Only for a user holding this role, or any of these (a business user's role ids, such as APP_B2B_ACCOUNT_OWNER). */
  role?: string | readonly string[];
  /** Only while this feature toggle is on; otherwise the error page with status 404. */
  feature?: FeatureToggle;
  /**
   * Create and edit pages open only from within the shop (§2.1's prior-navigation rule): a page
   * opened directly (a bookmark, a typed URL) redirects to its parent path.
   */
  afterNavigation?: boolean;
}

const errorPath = (shop: ShopContext, query: Record<string, string>) =>
  localizePath(`/error?${new URLSearchParams(query)}`, shop.locale);

const listOf = (ids: string | readonly string[]): readonly string[] => (typeof ids === 'string' ? [ids] : ids);

/** Whether the user holds one of the permissions. */
export function holdsPermission(permissionIds: readonly string[] | undefined, permission: string | readonly string[]): boolean {
  return listOf(permission).some((id) => permissionIds?.includes(id));
}

/** Whether the user holds one of the roles. */
function holdsRole(roleIds: readonly string[] | undefined, role: string | readonly string[]): boolean {
  return listOf(role).some((id) => roleIds?.includes(id));
}

/**
 * A page request that came from one of the shop's own pages (a link, a form, a client-side navigation):
 * the browser's Sec-Fetch-Site says so; a browser without it still names the page in Referer (the shop's
 * Referrer-Policy keeps the full URL on its own origin), which must be a page of the shop's hosts.
 */
function cameFromTheShop(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const referer = request.headers.get('Referer');
  return !!referer && isShopPage(referer, request);
}

/** A request for a page to look at (HEAD answers as GET would), not a form post. */
const viewsPage = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** The page one path segment up (…/users/create → …/users). */
function parentPath(request: Request): string {
  const path = pagePath(request).split('?')[0].replace(/\/+$/, '');
  return path.slice(0, path.lastIndexOf('/')) || '/';
}

export function guardedBy(guard: RouteGuard): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const shop = getShop(context);
    if (guard.feature && !shop.features.has(guard.feature)) {
      throw redirect(errorPath(shop, { error: 'feature-deactivated', feature: guard.feature }), 303);
    }
    if (guard.login || guard.permission || guard.role) {
      const user = requireUser(shop, request);
      if (guard.permission && !holdsPermission(user.permissionIds, guard.permission)) {
        throw redirect(errorPath(shop, { error: 'missing-permission', permission: listOf(guard.permission).join(',') }), 303);
      }
      if (guard.role && !holdsRole(user.roleIds, guard.role)) {
        throw redirect(errorPath(shop, { error: 'missing-permission', permission: listOf(guard.role).join(',') }), 303);
      }
    }
    if (guard.afterNavigation && viewsPage(request) && !cameFromTheShop(request)) {
      throw redirect(parentPath(request), 303);
    }
    return next();
  };
}
