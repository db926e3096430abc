import type { Route } from './+types/account-organization-user-profile';
import { userProfileAction, userEditLoader } from '~/features/organization/users/organization-users.server';
import { UserProfileEditPage } from '~/features/organization/users/UserFormPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/users/{login}/profile: a company user's profile, changed; opened directly, it redirects to the user.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS', afterNavigation: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return userEditLoader({ request, context, login: params.login, part: 'profile' });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return userProfileAction({ request, context, login: params.login });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationUserProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UserProfileEditPage data={loaderData} actionData={actionData} />;
}
