import type { Route } from './+types/account-organization-users';
import { usersLoader } from '~/features/organization/users/organization-users.server';
import { UsersPage } from '~/features/organization/users/UsersPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/users: the company's users (business-and-integration §2.1).
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return usersLoader({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationUsersRoute({ loaderData }: Route.ComponentProps) {
  return <UsersPage data={loaderData} />;
}
