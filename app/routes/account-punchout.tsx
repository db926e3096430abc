import type { Route } from './+types/account-punchout';
import { punchoutUsersLoader } from '~/features/punchout-admin/punchout-users.server';
import { PunchoutUsersPage } from '~/features/punchout-admin/PunchoutUsersPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/punchout: the company's punchout users, a standard at a time (business-and-integration §2.4).
export const handle = { guard: { permission: 'APP_B2B_MANAGE_PUNCHOUT', feature: 'punchout' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return punchoutUsersLoader({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountPunchoutRoute({ loaderData }: Route.ComponentProps) {
  return <PunchoutUsersPage data={loaderData} />;
}
