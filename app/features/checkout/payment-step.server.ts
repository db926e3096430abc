// /checkout/payment: the eligible payment methods (LimitedTender ones are dropped by the client's
// mapper), one chosen with its parameters. A method with parameters gets a payment instrument made
// from them; one without is paid with the method itself. Coming back from the payment provider with
// redirect=cancel|failure continues the stopped order with that status and shows why the shopper is here.
import { redirect } from 'react-router';
import type { ShopMessage } from '~/forms/form-reply';
import { flashMessages } from '~/forms/flash.server';
import { parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { commerceErrorResponse, isRefusal, primary, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/shop-context.server';
import { checkoutBasket, nextStepPath } from './checkout-basket.server';
import { chosenParameters, formMethods, PAYMENT_FORM_ID } from './payment-form';
import { paymentSchema } from './payment-schema';
import { providerParameters } from './payment-redirect.server';

/** The return from the provider after a cancelled or failed payment: the order is continued, then the step shown clean. */
async function returnFromProvider(shop: ShopContext, query: URLSearchParams): Promise<void> {
  const status = query.get('redirect');
  const orderId = query.get('orderId');
  if ((status !== 'cancel' && status !== 'failure') || !orderId) return;
  await secondary(shop, 'payment return', shop.commerce.orders.continue(orderId, { status: status.toUpperCase(), parameters: providerParameters(query) }), undefined);
  const message: ShopMessage = { type: 'error', key: status === 'cancel' ? 'checkout.payment.cancelled.error' : 'checkout.payment.failed.error' };
  flashMessages(shop.session, [message]);
  throw redirect(`${localizePath('/checkout/payment', shop.locale)}?error=true`, 303);
}

export async function loadPaymentStep(shop: ShopContext, request: Request) {
  await returnFromProvider(shop, new URL(request.url).searchParams);
  const basket = await checkoutBasket(shop, 'payment');
  const methods = formMethods(await primary(shop.commerce.baskets.eligiblePaymentMethods(basket.id)));
  return { methods, chosen: basket.payment?.paymentMethodId, totals: basket.totals };
}

export async function paymentStepAction(request: Request, shop: ShopContext) {
  const form = await readForm(request);
  const basket = await checkoutBasket(shop, 'payment');
  const methods = formMethods(await primary(shop.commerce.baskets.eligiblePaymentMethods(basket.id)));
  const submission = parseForm(form, paymentSchema(methods));
  if (submission.status !== 'success') return rejected(PAYMENT_FORM_ID, submission);
  const method = methods.find((candidate) => candidate.id === submission.value.paymentMethod)!;
  try {
    const instrumentId =
      method.parameters.length > 0
        ? (await shop.commerce.baskets.createPaymentInstrument(basket.id, { paymentMethod: method.id, parameters: chosenParameters(method, submission.value.param) })).id
        : method.id;
    await shop.commerce.baskets.setPayment(basket.id, instrumentId);
  } catch (error) {
    if (isRefusal(error)) return refused(PAYMENT_FORM_ID, submission, refusalMessage(error));
    throw commerceErrorResponse(error);
  }
  return succeeded(request, shop, form, { formId: PAYMENT_FORM_ID, redirectTo: nextStepPath(shop, 'payment') });
}
