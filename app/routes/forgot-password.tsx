import type { Route } from './+types/forgot-password';
import { forgotPasswordAction, forgotPasswordLoader } from '~/features/account-recovery/forgot-password.server';
import { ForgotPasswordPage } from '~/features/account-recovery/ForgotPasswordPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /forgotPassword: request a mail with a link for a new password (shopping-core §2, §8; noindex).
export const loader = forgotPasswordLoader;

export const action = forgotPasswordAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage actionData={actionData} />;
}
