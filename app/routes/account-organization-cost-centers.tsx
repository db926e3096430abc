import type { Route } from './+types/account-organization-cost-centers';
import { costCentersLoader } from '~/features/organization/cost-centers/cost-centers.server';
import { CostCentersPage } from '~/features/organization/cost-centers/CostCentersPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/cost-centers (query nameOrId, page): the company's cost centers.
export const handle = { guard: { feature: 'costCenters', permission: 'APP_B2B_VIEW_COSTCENTER' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return costCentersLoader({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CostCentersRoute({ loaderData }: Route.ComponentProps) {
  return <CostCentersPage data={loaderData} />;
}
