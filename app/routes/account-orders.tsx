import type { Route } from './+types/account-orders';
import { loadOrderHistory } from '~/features/account/account-orders.server';
import { OrderHistoryPage } from '~/features/account/OrderHistoryPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/orders (query status, page): the order history.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderHistory(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage data={loaderData} />;
}
