import type { Route } from './+types/login';
import { loginAction, loginLoader } from '~/features/account/login.server';
import { LoginPage } from '~/features/account/LoginPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /login (shopping-core §2; returnUrl and messageKey queries): the default identity provider's login.
export const loader = loginLoader;

export const action = loginAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage data={loaderData} actionData={actionData} />;
}
