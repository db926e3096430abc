import type { Route } from './+types/account-organization-organization-settings';
import { companySettingsAction, companySettingsLoader } from '~/features/organization/settings/company-settings.server';
import { CompanySettingsPage } from '~/features/organization/settings/CompanySettingsPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/organization-settings: the company settings page, with feature costCenters.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS', feature: 'costCenters' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return companySettingsLoader({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return companySettingsAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationOrganizationSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanySettingsPage data={loaderData} actionData={actionData} />;
}
