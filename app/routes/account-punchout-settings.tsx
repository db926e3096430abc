import type { Route } from './+types/account-punchout-settings';
import { punchoutSettingsAction, punchoutSettingsLoader } from '~/features/punchout-admin/punchout-settings.server';
import { PunchoutSettingsPage } from '~/features/punchout-admin/PunchoutSettingsPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/punchout/settings: the company's punchout settings (return origins, framing origins, SAPEVENT).
export const handle = { guard: { permission: 'APP_B2B_MANAGE_PUNCHOUT', feature: 'punchout' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return punchoutSettingsLoader({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return punchoutSettingsAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountPunchoutSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PunchoutSettingsPage data={loaderData} actionData={actionData} />;
}
