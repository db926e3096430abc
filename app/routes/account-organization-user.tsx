import type { Route } from './+types/account-organization-user';
import { userDetailAction, userDetailLoader } from '~/features/organization/users/organization-users.server';
import { UserDetailPage } from '~/features/organization/users/UserDetailPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/users/{login}: one company user, and its deletion.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return userDetailLoader({ request, context, login: params.login });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return userDetailAction({ request, context, login: params.login });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationUserRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UserDetailPage data={loaderData} actionData={actionData} />;
}
