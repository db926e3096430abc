import { redirect } from 'react-router';
import type { Route } from './+types/account-orders-csv';
import { exportableOrderIds, ordersCsv } from '~/features/account/account-orders.server';
import { flashMessages } from '~/forms/flash.server';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/http/shop-context.server';

// /account/orders/csv?orderId=…: the chosen orders as CSV (orders.csv, or order-{id}.csv for one).
// A GET: it changes nothing, so the order history's selection form and a detail page's link can ask.
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShop(context);
  const ids = exportableOrderIds(new URL(request.url).searchParams.getAll('orderId'));
  if (ids.length === 0) {
    flashMessages(shop.session, [{ type: 'error', key: 'account.orders.csv.none_selected.error' }]);
    throw redirect(localizePath('/account/orders', shop.locale), 303);
  }
  return ordersCsv(shop, request, ids);
}
