import type { Route } from './+types/account-organization-cost-centers-buyers';
import { costCenterBuyersAction, costCenterBuyersLoader } from '~/features/organization/cost-centers/cost-centers.server';
import { CostCenterBuyersPage } from '~/features/organization/cost-centers/CostCenterBuyersPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/cost-centers/{id}/buyers: for an admin or the cost center's owner (the loader checks).
export const handle = { guard: { feature: 'costCenters', permission: 'APP_B2B_VIEW_COSTCENTER', afterNavigation: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return costCenterBuyersLoader({ request, context, id: params.costCenterId });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return costCenterBuyersAction({ request, context, id: params.costCenterId });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CostCenterBuyersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CostCenterBuyersPage data={loaderData} actionData={actionData} />;
}
