import type { Route } from './+types/register-approval';
import { registrationApprovalLoader } from '~/features/account/registration.server';
import { RegistrationApprovalPage } from '~/features/account/RegistrationApprovalPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /register/approval (shopping-core §2): shown after a registration whose customer the shop approves first.
export const loader = registrationApprovalLoader;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function RegisterApprovalRoute({ loaderData }: Route.ComponentProps) {
  return <RegistrationApprovalPage title={loaderData.title} />;
}
