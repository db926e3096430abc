import type { Route } from './+types/account-organization-cost-centers-detail';
import { costCenterDetailAction, costCenterDetailLoader } from '~/features/organization/cost-centers/cost-centers.server';
import { CostCenterDetailPage } from '~/features/organization/cost-centers/CostCenterDetailPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/cost-centers/{id} (query confirmDelete): one cost center; activate, deactivate, delete.
export const handle = { guard: { feature: 'costCenters', permission: 'APP_B2B_VIEW_COSTCENTER' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return costCenterDetailLoader({ request, context, id: params.costCenterId });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return costCenterDetailAction({ request, context, id: params.costCenterId });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CostCenterDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CostCenterDetailPage data={loaderData} actionData={actionData} />;
}
