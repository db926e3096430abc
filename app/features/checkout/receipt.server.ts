// /checkout/receipt: the placed order (or the recurring order, or the requisition sent for approval), shown only to the session that placed
// it. The return from the payment provider (redirect=success&orderId=…) first continues the stopped
// order (§4). The page says what the backend says of the order, never what the return URL claims: a
// payment the provider has not approved leaves the order STOPPED (pending), a cancelled or failed one
// leaves no order at all (failed); neither is thanked for, both lead back to the payment.
import { data, redirect } from 'react-router';
import type { Order, RecurringOrder } from '~/commerce/models';
import { isCommerceError } from '~/commerce/errors';
import { lineViews } from '~/features/basket/basket-page.server';
import { flashMessages } from '~/forms/flash.server';
import { commerceErrorResponse, primary, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';
import { providerParameters } from './payment-redirect.server';
import { placedBySession } from './placed-orders.server';
import { purchaseEvents } from '~/features/tracking/page-events.server';

const receiptPath = (shop: ShopContext, orderId: string) =>
  `${localizePath('/checkout/receipt', shop.locale)}?orderId=${encodeURIComponent(orderId)}`;

async function returnFromProvider(shop: ShopContext, orderId: string, query: URLSearchParams): Promise<never> {
  if (!placedBySession(shop, orderId)) throw data(null, { status: 404 });
  const order = await shop.commerce.orders.continue(orderId, { status: 'SUCCESS', parameters: providerParameters(query) }).catch((error: unknown) => {
    // Refused (continued already, or a success the provider never saw): the order speaks for itself on the receipt.
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return undefined;
    throw commerceErrorResponse(error);
  });
  if (order?.orderCreation.status === 'ROLLED_BACK') {
    flashMessages(shop.session, [{ type: 'error', key: 'checkout.order.rolled_back.error' }]);
    throw redirect(`${localizePath('/checkout/payment', shop.locale)}?error=true`, 303);
  }
  // The order is placed: the basket is done (its successor is created on the next add).
  if (order && order.orderCreation.status !== 'STOPPED') shop.session.unset('basketId');
  throw redirect(receiptPath(shop, orderId), 303);
}

/** What the receipt shows of an order whose payment is not approved, and the ways back to paying. */
export interface UnpaidOrder {
  payment: 'pending' | 'failed';
  documentNo?: string;
  /** The provider's page, to finish paying there (pending only; a URL of the web or of the shop). */
  providerUrl?: string;
  /** The payment step: for a pending payment, as the provider's cancel would return there. */
  paymentPath: string;
}

const WEB_OR_SHOP_URL = /^(?:https?:\/\/|\/(?![/\\]))/i;

function unpaidOrder(shop: ShopContext, orderId: string, order: Order | undefined): UnpaidOrder | undefined {
  const paymentStep = localizePath('/checkout/payment', shop.locale);
  const status = order?.orderCreation.status;
  // An order the session placed that the backend no longer has was rolled back: no order exists.
  if (!order || status === 'ROLLED_BACK') return { payment: 'failed', paymentPath: paymentStep };
  if (status !== 'STOPPED') return undefined;
  const providerUrl = order.orderCreation.stopAction?.redirectUrl;
  return {
    payment: 'pending',
    documentNo: order.documentNo,
    ...(providerUrl && WEB_OR_SHOP_URL.test(providerUrl) ? { providerUrl } : {}),
    paymentPath: `${paymentStep}?redirect=cancel&orderId=${encodeURIComponent(orderId)}`,
  };
}

export async function loadReceipt(shop: ShopContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const orderId = query.get('orderId');
  const recurringOrderId = query.get('recurringOrderId');
  if (orderId && query.get('redirect') === 'success') await returnFromProvider(shop, orderId, query);
  const requisitionId = query.get('requisitionId');
  if (requisitionId && !orderId) {
    if (!placedBySession(shop, requisitionId)) throw data(null, { status: 404 });
    // The basket went to an approver: the receipt shows the requisition instead of an order.
    const requisition = await primary(shop.commerce.requisitions.get(requisitionId));
    return { requisition, recurringOrderId: undefined, recurringOrder: undefined, order: undefined, lines: await lineViews(shop, requisition.lineItems), unpaid: undefined };
  }
  if (recurringOrderId && !orderId) {
    if (!placedBySession(shop, recurringOrderId)) throw data(null, { status: 404 });
    // Its number and schedule are secondary: without them the receipt still names the recurring order.
    const recurringOrder = await secondary<RecurringOrder | undefined>(shop, 'recurring order', shop.commerce.recurringOrders.get(recurringOrderId), undefined);
    return { requisition: undefined, recurringOrderId, recurringOrder, order: undefined, lines: [], unpaid: undefined };
  }
  if (!orderId || !placedBySession(shop, orderId)) throw data(null, { status: 404 });
  const order = await primary(shop.commerce.orders.get(orderId).catch((error: unknown) => (isCommerceError(error, 404) ? undefined : Promise.reject(error))));
  const unpaid = unpaidOrder(shop, orderId, order);
  if (unpaid || !order) return { requisition: undefined, recurringOrderId: undefined, recurringOrder: undefined, order: undefined, lines: [], unpaid };
  const lines = await lineViews(shop, order.lineItems);
  return { requisition: undefined, recurringOrderId: undefined, recurringOrder: undefined, order, lines, unpaid: undefined, tracking: purchaseEvents(shop, order, lines) };
}
