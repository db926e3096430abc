import type { Route } from './+types/account-punchout-cxml-configuration';
import { cxmlConfigurationAction, cxmlConfigurationLoader } from '~/features/punchout-admin/cxml-configuration.server';
import { CxmlConfigurationPage } from '~/features/punchout-admin/CxmlConfigurationPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/punchout/cxmlConfiguration/{login}: a cXML punchout user's configuration (business-and-integration §3).
export const handle = { guard: { permission: 'APP_B2B_MANAGE_PUNCHOUT', feature: 'punchout' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return cxmlConfigurationLoader({ request, context, login: params.login });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return cxmlConfigurationAction({ request, context, login: params.login });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountPunchoutCxmlConfigurationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CxmlConfigurationPage data={loaderData} actionData={actionData} />;
}
