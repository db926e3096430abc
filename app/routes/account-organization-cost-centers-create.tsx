import type { Route } from './+types/account-organization-cost-centers-create';
import { costCenterCreateAction, costCenterCreateLoader } from '~/features/organization/cost-centers/cost-centers.server';
import { CostCenterFormPage } from '~/features/organization/cost-centers/CostCenterFormPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/cost-centers/create: a new cost center, for those who manage cost centers.
export const handle = { guard: { feature: 'costCenters', permission: 'APP_B2B_MANAGE_COSTCENTER', afterNavigation: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return costCenterCreateLoader({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return costCenterCreateAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CostCenterCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CostCenterFormPage data={loaderData} actionData={actionData} />;
}
