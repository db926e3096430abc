// /checkout/review and the order submission (shopping-core §4): the basket is validated to the
// receipt, then the order is created. Each order creation outcome has its way on: back to payment
// (ROLLED_BACK), out to the payment provider (STOPPED with a redirect, after giving the order its
// return URLs when it asks for them), or to the receipt. The same basket submitted twice (double
// click without JavaScript, two tabs) gives the same order: the backend creates one per basket, and
// answers a basket that already became an order with that order, whose receipt the shopper then sees.
import { redirect, redirectDocument } from 'react-router';
import type { Basket, Order } from '~/commerce/models';
import type { BasketValidation } from '~/commerce/models/basket-validation';
import { isCommerceError } from '~/commerce/errors';
import { basketView, deliveryRules, shopWorded, validationMessages } from '~/features/basket/basket-page.server';
import { basketIdOf } from '~/features/basket/basket-session.server';
import { deliveryDateProblem, todayIso } from '~/features/basket/delivery-date';
import { flashMessages } from '~/forms/flash.server';
import { parseForm, readForm, refused, rejected } from '~/forms/form-action.server';
import { commerceErrorResponse, isRefusal, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';
import { approvalReasons } from './approval-reasons';
import { checkoutBasket, requireBasket } from './checkout-basket.server';
import { checkoutBudget } from './checkout-budget.server';
import { REVIEW_FORM_ID } from './checkout-form-ids';
import { reviewSchema } from './checkout-forms';
import { earliestFailingStep } from './checkout-steps';
import { returnUrls } from './payment-redirect.server';
import { rememberOrder } from './placed-orders.server';
import { checkoutStepEvents } from '~/features/tracking/page-events.server';

/**
 * What the shopper saw as the order's totals: sent back with the order and compared with the basket's
 * totals at submission, so a price that changed in between is shown before anything is ordered.
 */
function reviewedTotals(basket: Basket): string {
  const total = basket.totals.total;
  return total ? `${total.gross.currency} ${total.gross.value} ${total.net.value}` : '';
}

export async function loadReviewStep(shop: ShopContext) {
  const basket = await checkoutBasket(shop, 'review');
  const budget = await checkoutBudget(shop);
  const approval = basket.approvalRequired
    ? (basket.approval ?? { reasons: [], customerApproval: false, customerApprovers: [], costCenterApprovals: [] })
    : undefined;
  return {
    reviewedTotals: reviewedTotals(basket),
    basket: await basketView(shop, basket),
    invoiceToAddress: basket.invoiceToAddress,
    shipToAddress: basket.commonShipToAddress,
    shippingMethod: basket.commonShippingMethod,
    payment: basket.payment,
    costCenter: basket.costCenter,
    /** The order goes to an approver instead of being placed (a requisition, shopping-core §4). */
    approval,
    approvalReasons: approval ? approvalReasons(approval, basket.totals.total, budget) : [],
    budget,
    tracking: await checkoutStepEvents(shop, 'review', basket),
  };
}

/**
 * The desired delivery date goes to every line before the order is checked (§4); a line that has it
 * already is left alone (the same basket submitted twice). A date that can no longer be met (saved
 * days ago) is a problem for the shopper, not a silent change.
 */
async function writeDesiredDelivery(shop: ShopContext, basket: Basket): Promise<string | undefined> {
  const date = basket.desiredDeliveryDate;
  if (!date) return undefined;
  const problem = deliveryDateProblem(date, deliveryRules(), todayIso());
  if (problem) return problem;
  for (const line of basket.lineItems) {
    if (line.desiredDelivery !== date) await shop.commerce.baskets.updateItem(basket.id, line.id, { desiredDelivery: date });
  }
  return undefined;
}

/** Where the shopper goes after the order was created (or stopped). */
async function afterCreation(request: Request, shop: ShopContext, order: Order): Promise<Response> {
  const creation = order.orderCreation;
  if (creation.status === 'ROLLED_BACK') {
    flashMessages(shop.session, [{ type: 'error', key: 'checkout.order.rolled_back.error' }]);
    return redirect(`${localizePath('/checkout/payment', shop.locale)}?error=true`, 303);
  }
  if (creation.status === 'STOPPED' && creation.stopAction?.exitReason === 'redirect_urls_required') {
    const continued = await shop.commerce.orders.setRedirectUrls(order.id, returnUrls(request, shop, order.id));
    return afterCreation(request, shop, continued);
  }
  if (creation.status === 'STOPPED' && creation.stopAction?.type === 'Redirect' && creation.stopAction.redirectUrl) {
    rememberOrder(shop, order.id);
    // A document redirect: the provider's page is not one of the shop's routes, even on its origin.
    return redirectDocument(creation.stopAction.redirectUrl, 303);
  }
  if (creation.status === 'STOPPED' && creation.stopAction?.exitReason === 'recurring.order') {
    // The recurring order is this session's: the receipt shows its number and schedule to it alone.
    const recurringOrderId = order.recurringOrderId ?? order.id;
    rememberOrder(shop, recurringOrderId);
    shop.session.unset('basketId');
    return redirect(`${localizePath('/checkout/receipt', shop.locale)}?recurringOrderId=${encodeURIComponent(recurringOrderId)}`, 303);
  }
  // The order is placed: the basket is done (its successor is created on the next add).
  rememberOrder(shop, order.id);
  shop.session.unset('basketId');
  return redirect(`${localizePath('/checkout/receipt', shop.locale)}?orderId=${encodeURIComponent(order.id)}`, 303);
}

/**
 * A basket that needs approval becomes a requisition: ICM answers the order creation with 422 and
 * keeps the basket as a requisition of the same id (as the PWA's createRequisition expects). Whether
 * that happened is asked of the requisition itself, so a 422 for anything else stays a refusal.
 */
async function submittedRequisition(shop: ShopContext, basketId: string, error: unknown): Promise<string | undefined> {
  if (!isCommerceError(error, 422)) return undefined;
  const requisition = await shop.commerce.requisitions.get(basketId).catch(() => undefined);
  return requisition?.requisitionNo ? requisition.id : undefined;
}

function toRequisitionReceipt(shop: ShopContext, requisitionId: string): Response {
  rememberOrder(shop, requisitionId);
  shop.session.unset('basketId');
  return redirect(`${localizePath('/checkout/receipt', shop.locale)}?requisitionId=${encodeURIComponent(requisitionId)}`, 303);
}

/** Creates the order, or the requisition of a basket that needs approval. */
async function createOrderOrRequisition(request: Request, shop: ShopContext, basketId: string): Promise<Response> {
  let order: Order;
  try {
    order = await shop.commerce.orders.create(basketId, true);
  } catch (error) {
    const requisitionId = await submittedRequisition(shop, basketId, error);
    if (requisitionId) return toRequisitionReceipt(shop, requisitionId);
    throw error;
  }
  return afterCreation(request, shop, order);
}

export async function submitOrder(request: Request, shop: ShopContext) {
  const form = await readForm(request);
  const submission = parseForm(form, reviewSchema);
  if (submission.status !== 'success') return rejected(REVIEW_FORM_ID, submission);
  // No step guard here: the validation of `All` below checks every step and jumps the same way.
  const basketId = basketIdOf(shop);
  const basket = await requireBasket(shop).catch(async (gone: unknown) => {
    // Gone because it became an order already (a second click without JavaScript, a second tab): the
    // backend answers that basket's order again, and the shopper sees its receipt.
    const answer = basketId ? await createOrderOrRequisition(request, shop, basketId).catch(() => undefined) : undefined;
    throw answer ?? gone;
  });
  const reviewed = submission.value.reviewedTotals;
  if (reviewed !== undefined && reviewed !== reviewedTotals(basket)) {
    flashMessages(shop.session, [{ type: 'error', key: 'checkout.review.totals_changed.error' }]);
    return redirect(localizePath('/checkout/review', shop.locale), 303);
  }
  try {
    const dateProblem = await writeDesiredDelivery(shop, basket);
    if (dateProblem) {
      flashMessages(shop.session, [{ type: 'error', key: 'checkout.desired_delivery_date.error.expired' }]);
      return redirect(`${localizePath('/basket', shop.locale)}?error=true`, 303);
    }
    // A price, stock or address that changed since the review is caught here; nothing is lost.
    const validation = await secondary<BasketValidation | undefined>(shop, 'order validation', shop.commerce.baskets.validate(basket.id, ['All'], false), undefined);
    if (validation && !validation.valid) {
      flashMessages(shop.session, validationMessages(validation));
      const target = earliestFailingStep(validation.errors.flatMap((error) => error.scopes ?? []), 'review');
      return redirect(`${localizePath(target.path, shop.locale)}?error=true`, 303);
    }
    return await createOrderOrRequisition(request, shop, basket.id);
  } catch (error) {
    if (isRefusal(error)) {
      const worded = shopWorded([error.errorKey, ...(error.causes ?? []).map((cause) => cause.code)]);
      return refused(REVIEW_FORM_ID, submission, worded ?? refusalMessage(error));
    }
    throw commerceErrorResponse(error);
  }
}
