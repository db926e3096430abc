import type { Route } from './+types/account-requisition-buyer';
import { pageMeta } from '~/features/seo/page-meta';
import { PURCHASE_PERMISSION } from '~/features/requisitions/requisition-paths';
import { RequisitionPage } from '~/features/requisitions/RequisitionPage';
import { loadRequisition } from '~/features/requisitions/requisitions.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/requisitions/buyer/{requisitionId}: one of the buyer's requisitions.
export const handle = { guard: { login: true, permission: PURCHASE_PERMISSION } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRequisition(getShop(context), request, 'buyer', params.requisitionId);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountRequisitionBuyerRoute({ loaderData }: Route.ComponentProps) {
  return <RequisitionPage data={loaderData} />;
}
