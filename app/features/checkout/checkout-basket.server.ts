// The basket a checkout step works on. The basket is the step's primary resource: without one (or
// with an empty one) the shopper goes back to /basket. Before a step is shown, the scopes of every
// earlier step are validated; a failure sends the shopper to the earliest failing step with error=true
// (shopping-core §4), so no step can be skipped by typing its address, and says which step that is.
import { redirect } from 'react-router';
import type { Basket } from '~/commerce/models';
import type { BasketValidation } from '~/commerce/models/basket-validation';
import { loadSessionBasket, validationMessages } from '~/features/basket/basket-page.server';
import { flashMessages } from '~/forms/flash.server';
import type { ShopMessage } from '~/forms/form-reply';
import { secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';
import { CHECKOUT_STEPS, type CheckoutStepId, earliestFailingStep, scopesBefore, stepIndex } from './checkout-steps';

/**
 * The session's basket with lines, or a redirect to /basket; a basket the backend no longer has goes
 * to /basket?error=true with basket.not_found.error (shopping-core §4, §8).
 */
export async function requireBasket(shop: ShopContext): Promise<Basket> {
  const { basket, messages } = await loadSessionBasket(shop);
  if (!basket || basket.lineItems.length === 0) {
    flashMessages(shop.session, messages);
    throw redirect(`${localizePath('/basket', shop.locale)}${messages.length > 0 ? '?error=true' : ''}`, 303);
  }
  return basket;
}

export async function checkoutBasket(shop: ShopContext, step: CheckoutStepId): Promise<Basket> {
  const basket = await requireBasket(shop);
  const scopes = scopesBefore(step);
  if (scopes.length === 0) return basket;
  // An ICM without validations: the steps and the order creation still check what they need.
  const validation = await secondary<BasketValidation | undefined>(shop, 'checkout validation', shop.commerce.baskets.validate(basket.id, scopes, false), undefined);
  if (!validation || validation.valid) return basket;
  const previous = CHECKOUT_STEPS[stepIndex(step) - 1].id;
  const target = earliestFailingStep(
    validation.errors.flatMap((error) => error.scopes ?? []),
    previous,
  );
  if (target.id === step) return basket;
  // The step the shopper lands on is named first: the backend's messages say what is missing, not where.
  const missingStep: ShopMessage[] = target.id === 'basket' ? [] : [{ type: 'error', key: 'checkout.step.missing.error', values: { step: shop.t(`checkout.progress.${target.id}`) } }];
  flashMessages(shop.session, [...missingStep, ...validationMessages(validation)]);
  throw redirect(`${localizePath(target.path, shop.locale)}?error=true`, 303);
}

/** Where a step's successful post goes next. */
export function nextStepPath(shop: ShopContext, step: CheckoutStepId): string {
  return localizePath(CHECKOUT_STEPS[stepIndex(step) + 1]?.path ?? '/checkout/review', shop.locale);
}
