import type { Route } from './+types/account-recurring-orders';
import { loadRecurringOrders, recurringOrderAction } from '~/features/account/recurring-orders/recurring-orders.server';
import { RecurringOrdersPage } from '~/features/account/recurring-orders/RecurringOrdersPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/recurring-orders (query context, confirmDelete): the user's recurring orders.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadRecurringOrders(getShop(context), request);
}

export function action({ request, context }: Route.ActionArgs) {
  return recurringOrderAction(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountRecurringOrdersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RecurringOrdersPage data={loaderData} actionData={actionData} />;
}
