import type { Route } from './+types/account-recurring-order';
import { loadRecurringOrder, recurringOrderAction } from '~/features/account/recurring-orders/recurring-orders.server';
import { RecurringOrderPage } from '~/features/account/recurring-orders/RecurringOrderPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/recurring-orders/{id} (query context, confirmDelete): one recurring order of the user.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRecurringOrder(getShop(context), request, params.recurringOrderId);
}

export function action({ request, context }: Route.ActionArgs) {
  return recurringOrderAction(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountRecurringOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RecurringOrderPage data={loaderData} actionData={actionData} />;
}
