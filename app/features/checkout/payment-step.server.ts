// /checkout/payment: the eligible payment methods (LimitedTender ones are dropped by the client's
// mapper), one chosen with its parameters. A method with parameters gets a payment instrument made
// from them, or is paid with one of the logged-in user's saved instruments of it; one without is paid
// with the method itself. The basket's payment is preselected, else the user's preferred one. Coming
// back from the payment provider with redirect=cancel|failure continues the stopped order with that
// status and shows why the shopper is here. That happens in the route's middleware, before any loader
// (the header's mini basket included) reads the basket, which is an order's until it is continued.
import { redirect } from 'react-router';
import type { CustomerUser } from '~/commerce/customers.server';
import type { Basket } from '~/commerce/models';
import { signedInUser } from '~/features/account/user-session.server';
import type { ShopMessage } from '~/forms/form-reply';
import { flashMessages } from '~/forms/flash.server';
import { parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { commerceErrorResponse, isRefusal, primary, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';
import { checkoutBasket, nextStepPath } from './checkout-basket.server';
import { chosenParameters, chosenSavedInstrument, formMethods, namesInstrument, PAYMENT_FORM_ID, type PaymentFormMethod } from './payment-form';
import { paymentSchema } from './payment-schema';
import { providerParameters } from './payment-redirect.server';
import { checkoutStepEvents } from '~/features/tracking/page-events.server';

/**
 * The return from the provider after a cancelled or failed payment: the order is continued, its basket
 * (open again) is the session's once more, then the step is shown clean.
 */
export async function returnFromProvider(shop: ShopContext, request: Request): Promise<void> {
  const query = new URL(request.url).searchParams;
  const status = query.get('redirect');
  const orderId = query.get('orderId');
  if ((status !== 'cancel' && status !== 'failure') || !orderId) return;
  const order = await secondary(shop, 'payment return', shop.commerce.orders.continue(orderId, { status: status.toUpperCase(), parameters: providerParameters(query) }), undefined);
  if (order?.basketId) shop.session.set('basketId', order.basketId);
  const message: ShopMessage = { type: 'error', key: status === 'cancel' ? 'checkout.payment.cancelled.error' : 'checkout.payment.failed.error' };
  flashMessages(shop.session, [message]);
  throw redirect(`${localizePath('/checkout/payment', shop.locale)}?error=true`, 303);
}

/** What the form starts with: a method and, of a method with parameters, the saved instrument (its urn) if one is chosen. */
interface Preselection {
  method?: string;
  instrument?: string;
}

/** The method and saved instrument an id names, if the basket may be paid with it. */
function preselectionOf(methods: PaymentFormMethod[], reference: string): Preselection | undefined {
  for (const method of methods.filter((candidate) => !candidate.isRestricted)) {
    const instrument = method.savedInstruments.find((candidate) => namesInstrument(candidate, reference));
    if (instrument) return { method: method.id, instrument: instrument.urn };
    if (method.id === reference && method.parameters.length === 0) return { method: method.id };
  }
  return undefined;
}

/** The basket's payment; without one, a logged-in user's preferred instrument (or method without parameters). */
async function preselection(shop: ShopContext, basket: Basket, methods: PaymentFormMethod[]): Promise<Preselection> {
  const payment = basket.payment;
  if (payment?.paymentMethodId) {
    const method = methods.find((candidate) => candidate.id === payment.paymentMethodId);
    const current = payment.paymentInstrument;
    const saved = current && method?.savedInstruments.find((candidate) => namesInstrument(candidate, current.urn ?? current.id));
    // an instrument typed in before is not shown: its parameters are asked for again
    return { method: payment.paymentMethodId, ...(saved ? { instrument: saved.urn } : {}) };
  }
  if (!signedInUser(shop)) return {};
  // the session keeps no preference; without the customer's answer, nothing is preselected
  const customer = await secondary<CustomerUser | undefined>(shop, 'preferred payment instrument', shop.commerce.customers.current(signedInUser(shop)?.businessCustomer), undefined);
  const preferred = customer?.user.preferredPaymentInstrumentId;
  return (preferred && preselectionOf(methods, preferred)) || {};
}

export async function loadPaymentStep(shop: ShopContext) {
  const basket = await checkoutBasket(shop, 'payment');
  const methods = formMethods(await primary(shop.commerce.baskets.eligiblePaymentMethods(basket.id)));
  const chosen = await preselection(shop, basket, methods);
  return { methods, chosen: chosen.method, chosenInstrument: chosen.instrument, totals: basket.totals, tracking: await checkoutStepEvents(shop, 'payment', basket) };
}

export async function paymentStepAction(request: Request, shop: ShopContext) {
  const form = await readForm(request);
  const basket = await checkoutBasket(shop, 'payment');
  const methods = formMethods(await primary(shop.commerce.baskets.eligiblePaymentMethods(basket.id)));
  const submission = parseForm(form, paymentSchema(methods));
  if (submission.status !== 'success') return rejected(PAYMENT_FORM_ID, submission);
  const method = methods.find((candidate) => candidate.id === submission.value.paymentMethod)!;
  const saved = chosenSavedInstrument(method, submission.value.instrument);
  try {
    const instrumentId = saved
      ? saved.urn
      : method.parameters.length > 0
        ? (await shop.commerce.baskets.createPaymentInstrument(basket.id, { paymentMethod: method.id, parameters: chosenParameters(method, submission.value.param) })).id
        : method.id;
    await shop.commerce.baskets.setPayment(basket.id, instrumentId);
  } catch (error) {
    if (isRefusal(error)) return refused(PAYMENT_FORM_ID, submission, refusalMessage(error));
    throw commerceErrorResponse(error);
  }
  return succeeded(request, shop, form, { formId: PAYMENT_FORM_ID, redirectTo: nextStepPath(shop, 'payment') });
}
