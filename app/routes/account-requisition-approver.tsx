import type { Route } from './+types/account-requisition-approver';
import { pageMeta } from '~/features/seo/page-meta';
import { APPROVER_PERMISSIONS } from '~/features/requisitions/requisition-paths';
import { RequisitionPage } from '~/features/requisitions/RequisitionPage';
import { loadRequisition, requisitionDecisionAction } from '~/features/requisitions/requisitions.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/requisitions/approver/{requisitionId}: one requisition to decide, approved or rejected with a comment.
export const handle = { guard: { login: true, permission: APPROVER_PERMISSIONS } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRequisition(getShop(context), request, 'approver', params.requisitionId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return requisitionDecisionAction(getShop(context), request, params.requisitionId);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountRequisitionApproverRoute({ loaderData }: Route.ComponentProps) {
  return <RequisitionPage data={loaderData} />;
}
