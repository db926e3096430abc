import type { Route } from './+types/account-organization-user-budget';
import { userBudgetAction, userEditLoader } from '~/features/organization/users/organization-users.server';
import { UserBudgetEditPage } from '~/features/organization/users/UserFormPages';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /account/organization/users/{login}/budget: a company user's budget, changed; opened directly, it redirects to the user.
export const handle = { guard: { permission: 'APP_B2B_MANAGE_USERS', afterNavigation: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return userEditLoader({ request, context, login: params.login, part: 'budget' });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return userBudgetAction({ request, context, login: params.login });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrganizationUserBudgetRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UserBudgetEditPage data={loaderData} actionData={actionData} />;
}
