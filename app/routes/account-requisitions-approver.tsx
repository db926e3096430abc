import type { Route } from './+types/account-requisitions-approver';
import { pageMeta } from '~/features/seo/page-meta';
import { APPROVER_PERMISSIONS } from '~/features/requisitions/requisition-paths';
import { RequisitionListPage } from '~/features/requisitions/RequisitionListPage';
import { loadRequisitionList } from '~/features/requisitions/requisitions.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/requisitions/approver (query status, default PENDING; page): the approver's requisitions.
export const handle = { guard: { login: true, permission: APPROVER_PERMISSIONS } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRequisitionList(getShop(context), request, 'approver');
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountRequisitionsApproverRoute({ loaderData }: Route.ComponentProps) {
  return <RequisitionListPage data={loaderData} />;
}
