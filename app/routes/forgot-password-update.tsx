import type { Route } from './+types/forgot-password-update';
import { updatePasswordAction, updatePasswordLoader } from '~/features/account-recovery/update-password.server';
import { UpdatePasswordPage } from '~/features/account-recovery/UpdatePasswordPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /forgotPassword/updatePassword?uid=…&Hash=…: a new password from the reminder's link (shopping-core §2, §8; noindex).
export const loader = updatePasswordLoader;

export const action = updatePasswordAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function UpdatePasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UpdatePasswordPage data={loaderData} actionData={actionData} />;
}
