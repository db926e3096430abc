import type { Route } from './+types/account-punchout-create';
import { punchoutUserCreateAction, punchoutUserCreateLoader } from '~/features/punchout-admin/punchout-users.server';
import { PunchoutUserCreatePage } from '~/features/punchout-admin/PunchoutUserPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/punchout/create?format=…: a new punchout user.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_PUNCHOUT', feature: 'punchout' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return punchoutUserCreateLoader({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return punchoutUserCreateAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountPunchoutCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PunchoutUserCreatePage data={loaderData} actionData={actionData} />;
}
