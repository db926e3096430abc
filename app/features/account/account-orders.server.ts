// The order history of My Account (shopping-core §2, §4 "orders paging", §7 Orders): the user's
// orders by status, 30 to a page, one order with everything on it, and the CSV export. An order
// manager (APP_B2B_MANAGE_ORDERS: order managers, account admins) switches to the company's orders
// (`view=allBuyers`, ICM's allBuyers) with each order's buyer and a filter by buyer; anybody else
// asking for them by the URL gets their own orders.
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import { flashMessages } from '~/forms/flash.server';
import { localizePath } from '~/i18n/locales';
import { DEFAULT_ORDER_LIMIT } from '~/commerce/orders.server';
import type { Order } from '~/commerce/models';
import type { OrderBuyer } from '~/commerce/models/order';
import { lineViews } from '~/features/basket/basket-page.server';
import { NO_STORE } from '~/http/cache-policy';
import { holdsPermission } from '~/http/route-guards.server';
import type { ShopContext } from '~/http/shop-context.server';
import { isLoginLost, userCall, userCallFailed } from './account.server';
import { ORDER_STATUS_FILTERS, type OrderBuyerOption, type OrderHistory, type OrderRow, type OrderStatusFilter, type OrderView } from './order-history';
import { signedInUser } from './user-session.server';

const MAX_PAGE = 10_000;
/** The permission of the company's orders (business-and-integration: the order manager). */
const MANAGE_ORDERS = 'APP_B2B_MANAGE_ORDERS';
/** How many of the company's orders name the buyers of the filter (ICM's largest page). */
const BUYER_SCAN_LIMIT = 100;
const MAX_LOGIN_LENGTH = 256;

const buyerName = (buyer: OrderBuyer | undefined) => [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || buyer?.login;

const toRow = (order: Order): OrderRow => {
  const row: OrderRow = {
    id: order.id,
    documentNo: order.documentNo,
    creationDate: order.creationDate,
    status: order.status,
    itemCount: order.totalProductQuantity || order.itemCount,
    total: order.totals.total,
  };
  const name = buyerName(order.buyer);
  if (name) row.buyerName = name;
  return row;
};

function isOrderManager(shop: ShopContext): boolean {
  const user = signedInUser(shop);
  return !!user?.businessCustomer && holdsPermission(user.permissionIds, MANAGE_ORDERS);
}

/** The buyers of the company's recent orders, by name: whom the filter offers. */
async function companyBuyers(shop: ShopContext, request: Request): Promise<OrderBuyerOption[]> {
  const { orders } = await userCall(shop, request, shop.commerce.orders.list({ buyer: 'all', limit: BUYER_SCAN_LIMIT }));
  const byLogin = new Map<string, OrderBuyerOption>();
  for (const { buyer } of orders) {
    if (buyer?.login && !byLogin.has(buyer.login)) byLogin.set(buyer.login, { login: buyer.login, name: buyerName(buyer) ?? buyer.login });
  }
  return [...byLogin.values()].sort((a, b) => a.name.localeCompare(b.name, shop.locale.intl));
}


export async function loadOrderHistory(shop: ShopContext, request: Request, limit = DEFAULT_ORDER_LIMIT) {
  const query = new URL(request.url).searchParams;
  const requestedStatus = query.get('status') ?? '';
  const status = (ORDER_STATUS_FILTERS as readonly string[]).includes(requestedStatus) ? (requestedStatus as OrderStatusFilter) : undefined;
  const pageNumber = Number(query.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const manager = isOrderManager(shop);
  const view: OrderView = manager && query.get('view') === 'allBuyers' ? 'allBuyers' : 'buyer';
  const requestedBuyer = query.get('buyer')?.trim() ?? '';
  const buyer = view === 'allBuyers' && requestedBuyer && requestedBuyer.length <= MAX_LOGIN_LENGTH ? requestedBuyer : undefined;
  const selection = { limit, offset: (page - 1) * limit, statusCode: status, ...(view === 'allBuyers' ? { buyer: buyer ?? 'all' } : {}) };
  const [{ orders, total }, buyers] = await Promise.all([
    userCall(shop, request, shop.commerce.orders.list(selection)),
    view === 'allBuyers' ? companyBuyers(shop, request) : [],
  ]);
  const history: OrderHistory = {
    title: shop.t('account.orders.heading'),
    orders: orders.map(toRow),
    status,
    manager,
    view,
    buyers,
    ...(buyer ? { buyer } : {}),
    page,
    // Spec §4: all are retrieved when fewer than the limit come back.
    hasNextPage: total !== undefined ? page * limit < total : orders.length === limit,
  };
  return data(history, { headers: { 'Cache-Control': NO_STORE } });
}

/** The recent orders of the account overview. */
export async function recentOrders(shop: ShopContext, request: Request, count: number): Promise<OrderRow[]> {
  const { orders } = await userCall(shop, request, shop.commerce.orders.list({ limit: count }));
  return orders.map(toRow);
}

/** One of the user's orders; another's (or none) is not found, as ICM answers it. */
export async function loadAccountOrder(shop: ShopContext, request: Request, orderId: string) {
  const order = await userCall(shop, request, shop.commerce.orders.get(orderId));
  return { order, lines: await lineViews(shop, order.lineItems) };
}

/** Order ids as the CSV export takes them: known characters only, at most a page's worth. */
export function exportableOrderIds(values: string[]): string[] {
  return [...new Set(values.filter((id) => /^[\w.-]{1,100}$/.test(id)))].slice(0, DEFAULT_ORDER_LIMIT);
}

/** `orders.csv`, or `order-{document number or id}.csv` for one order (shopping-core §7 Orders). */
export async function ordersCsv(shop: ShopContext, request: Request, ids: string[]): Promise<Response> {
  let csv: string;
  try {
    csv = await shop.commerce.orders.csv(ids);
  } catch (error) {
    // Orders ICM does not know for this user (another's, or none): back to the history with a message.
    if (!isCommerceError(error, 404) || isLoginLost(shop, error)) userCallFailed(shop, request, error);
    flashMessages(shop.session, [{ type: 'error', key: 'account.orders.csv.not_found.error' }]);
    return redirect(localizePath('/account/orders', shop.locale), 303);
  }
  const fileName = ids.length === 1 ? `order-${ids[0]}.csv` : 'orders.csv';
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': NO_STORE,
    },
  });
}
