import type { Route } from './+types/account-organization-user-roles';
import { userRolesAction, userEditLoader } from '~/features/organization/users/organization-users.server';
import { UserRolesEditPage } from '~/features/organization/users/UserFormPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/users/{login}/roles: a company user's roles, changed; opened directly, it redirects to the user.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS', afterNavigation: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return userEditLoader({ request, context, login: params.login, part: 'roles' });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return userRolesAction({ request, context, login: params.login });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationUserRolesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UserRolesEditPage data={loaderData} actionData={actionData} />;
}
