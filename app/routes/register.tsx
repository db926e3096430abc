import type { Route } from './+types/register';
import { registrationAction, registrationLoader } from '~/features/account/registration.server';
import { RegistrationPage } from '~/features/account/RegistrationPage';
import { captchaPolicy } from '~/features/captcha/captcha.server';
import { captchaDocumentLoader } from '~/features/captcha/captcha-navigation';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /register (shopping-core §2, §4): a new private or business customer; never indexed. With a
// captcha when ICM asks for one (its page opens its Content-Security-Policy to Google's widget).
export const middleware = [captchaPolicy];

export const loader = registrationLoader;

export const clientLoader = (args: Route.ClientLoaderArgs) => captchaDocumentLoader(args);

export const action = registrationAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationPage data={loaderData} actionData={actionData} />;
}
