import type { Route } from './+types/account-payments';
import { paymentsAction, paymentsLoader } from '~/features/account/payments/payments.server';
import { PaymentsPage } from '~/features/account/payments/PaymentsPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /account/payments (shopping-core §2, §5): the saved payment instruments and the preferred one.
export const loader = paymentsLoader;

export const action = paymentsAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountPaymentsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentsPage data={loaderData} actionData={actionData} />;
}
