import type { Route } from './+types/account-punchout-configuration';
import { ociConfigurationAction, ociConfigurationLoader } from '~/features/punchout-admin/oci-configuration.server';
import { OciConfigurationPage } from '~/features/punchout-admin/OciConfigurationPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/punchout/configuration: the company's OCI configuration (business-and-integration §3).
export const handle = { guard: { permission: 'APP_B2B_MANAGE_PUNCHOUT', feature: 'punchout' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return ociConfigurationLoader({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return ociConfigurationAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountPunchoutConfigurationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OciConfigurationPage data={loaderData} actionData={actionData} />;
}
