import type { Route } from './+types/account-requisitions';
import { APPROVER_PERMISSIONS, PURCHASE_PERMISSION } from '~/features/requisitions/requisition-paths';
import { requisitionsIndexRedirect } from '~/features/requisitions/requisitions.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { getShop } from '~/http/shop-context.server';

// /account/requisitions: to the approver's list for approvers, else to the buyer's.
export const handle = { guard: { login: true, permission: [PURCHASE_PERMISSION, ...APPROVER_PERMISSIONS] } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ context }: Route.LoaderArgs) {
  return requisitionsIndexRedirect(getShop(context));
}
