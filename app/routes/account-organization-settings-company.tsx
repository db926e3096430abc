import type { Route } from './+types/account-organization-settings-company';
import { companyProfileAction, companyProfileLoader } from '~/features/organization/settings/company-settings.server';
import { CompanyProfileEditPage } from '~/features/organization/settings/CompanySettingsPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/settings/company: the company profile, changed.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return companyProfileLoader({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return companyProfileAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationSettingsCompanyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyProfileEditPage data={loaderData} actionData={actionData} />;
}
