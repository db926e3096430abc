import type { Route } from './+types/forgot-password';
import { forgotPasswordAction, forgotPasswordLoader } from '~/features/account-recovery/forgot-password.server';
import { ForgotPasswordPage } from '~/features/account-recovery/ForgotPasswordPage';
import { captchaPolicy } from '~/features/captcha/captcha.server';
import { captchaDocumentLoader } from '~/features/captcha/captcha-navigation';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /forgotPassword: request a mail with a link for a new password (shopping-core §2, §8; noindex), with
// a captcha when ICM asks for one (its page opens its Content-Security-Policy to Google's widget).
export const middleware = [captchaPolicy];

export const loader = forgotPasswordLoader;

export const clientLoader = (args: Route.ClientLoaderArgs) => captchaDocumentLoader(args);

export const action = forgotPasswordAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function ForgotPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage captcha={loaderData.captcha} actionData={actionData} />;
}
