import type { Route } from './+types/account-organization-users-create';
import { userCreateAction, userCreateLoader } from '~/features/organization/users/organization-users.server';
import { UserCreatePage } from '~/features/organization/users/UserFormPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/users/create: a new company user; opened directly, it redirects to the users.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS', afterNavigation: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return userCreateLoader({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return userCreateAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationUserCreateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UserCreatePage data={loaderData} actionData={actionData} />;
}
