import type { Route } from './+types/account';
import { guardedBy, holdsPermission, type RouteGuard } from '~/http/route-guards.server';
import { AccountLayout } from '~/features/account/AccountLayout';
import { signedInUser } from '~/features/account/user-session.server';
import { APPROVAL_PERMISSION, PURCHASE_PERMISSION } from '~/features/requisitions/requisition-paths';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account and below (shopping-core §2): login required, never indexed.
export const handle = { guard: { login: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

/** What the navigation shows a business user, from the permissions loaded at login. */
export function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(getShop(context));
  const business = !!user?.businessCustomer;
  return {
    business: {
      requisitions: business && holdsPermission(user?.permissionIds, PURCHASE_PERMISSION),
      approvals: business && holdsPermission(user?.permissionIds, APPROVAL_PERMISSION),
    },
  };
}

export const headers = routeHeaders;

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountLayout business={loaderData.business} />;
}
