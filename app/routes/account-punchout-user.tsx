import type { Route } from './+types/account-punchout-user';
import { punchoutUserAction, punchoutUserLoader } from '~/features/punchout-admin/punchout-users.server';
import { PunchoutUserPage } from '~/features/punchout-admin/PunchoutUserPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/punchout/{login}?format=…: one punchout user, changed or deleted.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_PUNCHOUT', feature: 'punchout' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return punchoutUserLoader({ request, context, login: params.login });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return punchoutUserAction({ request, context, login: params.login });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountPunchoutUserRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PunchoutUserPage data={loaderData} actionData={actionData} />;
}
