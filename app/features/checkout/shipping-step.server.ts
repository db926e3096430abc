// /checkout/shipping: the basket's eligible shipping methods, one chosen. Ordering is blocked without
// a shipping method, so when the basket has none that is still eligible, the first eligible one is
// chosen for the shopper (shopping-core §5).
import type { Basket, ShippingMethod } from '~/commerce/models';
import { isCommerceError } from '~/commerce/errors';
import { parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { commerceErrorResponse, primary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { checkoutBasket, nextStepPath } from './checkout-basket.server';
import { SHIPPING_FORM_ID } from './checkout-form-ids';
import { shippingMethodSchema } from './checkout-forms';

export async function loadShippingStep(shop: ShopContext) {
  let basket: Basket = await checkoutBasket(shop, 'shipping');
  const methods: ShippingMethod[] = await primary(shop.commerce.baskets.eligibleShippingMethods(basket.id));
  const chosen = basket.commonShippingMethod?.id;
  if (methods.length > 0 && !methods.some((method) => method.id === chosen)) {
    basket = await primary(shop.commerce.baskets.update(basket.id, { commonShippingMethod: methods[0].id }));
  }
  return { methods, chosen: basket.commonShippingMethod?.id, totals: basket.totals };
}

export async function shippingStepAction(request: Request, shop: ShopContext) {
  const form = await readForm(request);
  const submission = parseForm(form, shippingMethodSchema);
  if (submission.status !== 'success') return rejected(SHIPPING_FORM_ID, submission);
  const basket = await checkoutBasket(shop, 'shipping');
  try {
    await shop.commerce.baskets.update(basket.id, { commonShippingMethod: submission.value.shippingMethod });
  } catch (error) {
    // An id that is not (or no longer) eligible: the backend refuses it; the choice is shown again.
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) {
      return refused(SHIPPING_FORM_ID, submission, { type: 'error', key: 'checkout.shipping.error.not_eligible' });
    }
    throw commerceErrorResponse(error);
  }
  return succeeded(request, shop, form, { formId: SHIPPING_FORM_ID, redirectTo: nextStepPath(shop, 'shipping') });
}
