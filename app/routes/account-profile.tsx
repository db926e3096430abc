import type { Route } from './+types/account-profile';
import { profileAction, profileLoader } from '~/features/account/profile.server';
import { ProfilePage } from '~/features/account/ProfilePage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /account/profile (shopping-core §2): name, e-mail address and password.
export const loader = profileLoader;

export const action = profileAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage data={loaderData} actionData={actionData} />;
}
