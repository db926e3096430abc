import type { Route } from './+types/account-organization-cost-centers-edit';
import { costCenterEditAction, costCenterEditLoader } from '~/features/organization/cost-centers/cost-centers.server';
import { CostCenterFormPage } from '~/features/organization/cost-centers/CostCenterFormPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/cost-centers/{id}/edit: for an admin or the cost center's owner (the loader checks).
export const handle = { guard: { feature: 'costCenters', permission: 'APP_B2B_VIEW_COSTCENTER', afterNavigation: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return costCenterEditLoader({ request, context, id: params.costCenterId });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return costCenterEditAction({ request, context, id: params.costCenterId });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CostCenterEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CostCenterFormPage data={loaderData} actionData={actionData} />;
}
