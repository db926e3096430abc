// /checkout/receipt: the placed order (or the recurring order), shown only to the session that placed
// it. The return from the payment provider (redirect=success&orderId=…) first continues the stopped
// order (§4).
import { data, redirect } from 'react-router';
import type { RecurringOrder } from '~/commerce/models';
import { isCommerceError } from '~/commerce/errors';
import { lineViews } from '~/features/basket/basket-page.server';
import { commerceErrorResponse, primary, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/shop-context.server';
import { providerParameters } from './payment-redirect.server';
import { placedBySession } from './placed-orders.server';

const receiptPath = (shop: ShopContext, orderId: string) =>
  `${localizePath('/checkout/receipt', shop.locale)}?orderId=${encodeURIComponent(orderId)}`;

async function returnFromProvider(shop: ShopContext, orderId: string, query: URLSearchParams): Promise<never> {
  if (!placedBySession(shop, orderId)) throw data(null, { status: 404 });
  try {
    const order = await shop.commerce.orders.continue(orderId, { status: 'SUCCESS', parameters: providerParameters(query) });
    if (order && order.orderCreation.status === 'ROLLED_BACK') {
      throw redirect(`${localizePath('/checkout/payment', shop.locale)}?error=true`, 303);
    }
  } catch (error) {
    // Continued already (a reload of the return URL): the order speaks for itself on the receipt.
    if (!(isCommerceError(error) && error.status >= 400 && error.status < 500)) throw commerceErrorResponse(error);
  }
  shop.session.unset('basketId');
  throw redirect(receiptPath(shop, orderId), 303);
}

export async function loadReceipt(shop: ShopContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const orderId = query.get('orderId');
  const recurringOrderId = query.get('recurringOrderId');
  if (orderId && query.get('redirect') === 'success') await returnFromProvider(shop, orderId, query);
  if (recurringOrderId && !orderId) {
    if (!placedBySession(shop, recurringOrderId)) throw data(null, { status: 404 });
    // Its number and schedule are secondary: without them the receipt still names the recurring order.
    const recurringOrder = await secondary<RecurringOrder | undefined>(shop, 'recurring order', shop.commerce.recurringOrders.get(recurringOrderId), undefined);
    return { recurringOrderId, recurringOrder, order: undefined, lines: [] };
  }
  if (!orderId || !placedBySession(shop, orderId)) throw data(null, { status: 404 });
  const order = await primary(shop.commerce.orders.get(orderId));
  return { recurringOrderId: undefined, recurringOrder: undefined, order, lines: await lineViews(shop, order.lineItems) };
}
