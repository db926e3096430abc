import type { Route } from './+types/account-organization-cost-centers-create';
import { costCenterCreateAction, costCenterCreateLoader } from '~/features/organization/cost-centers/cost-centers.server';
import { CostCenterFormPage } from '~/features/organization/cost-centers/CostCenterFormPage';
import { pageMeta } from '~/features/seo/page-meta';
import { ACCOUNT_OWNER_ROLE } from '~/features/organization/cost-centers/cost-center-access';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/cost-centers/create: a new cost center, for the account owner role only (a cost
// center owner manages their own cost centers, and creates none).
export const handle = { guard: { feature: 'costCenters', role: ACCOUNT_OWNER_ROLE, afterNavigation: true } satisfies RouteGuard };

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
