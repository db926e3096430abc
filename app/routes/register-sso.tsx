import type { Route } from './+types/register-sso';
import { ssoRegistrationAction, ssoRegistrationLoader } from '~/features/account/sso/sso-registration.server';
import { SsoRegistrationPage } from '~/features/account/sso/SsoRegistrationPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /register/sso?userid&firstName&lastName (business-and-integration §2.4): a new single sign-on user
// completes the registration; never indexed.
export const loader = ssoRegistrationLoader;

export const action = ssoRegistrationAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function RegisterSsoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SsoRegistrationPage data={loaderData} actionData={actionData} />;
}
