import { data } from 'react-router';
import type { Route } from './+types/account-order';
import { loadAccountOrder } from '~/features/account/account-orders.server';
import { AccountOrderPage } from '~/features/account/AccountOrderPage';
import { pageMeta } from '~/features/seo/page-meta';
import { NO_STORE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/orders/{orderId}: one order of the user.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = getShop(context);
  const detail = await loadAccountOrder(shop, request, params.orderId);
  const title = shop.t('account.order.heading', { number: detail.order.documentNo });
  return data({ ...detail, title }, { headers: { 'Cache-Control': NO_STORE } });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountOrderRoute({ loaderData }: Route.ComponentProps) {
  return <AccountOrderPage data={loaderData} />;
}
