// Every change to the basket, as one action with intents (add, update, remove, promotion codes, the
// message to the merchant, the cost centers of the basket and of its lines). Product pages, listings
// and the basket page export it as their action, so a form posts to the page it is on and, without
// JavaScript, comes back to that page.
import type { Product } from '~/commerce/models';
import { redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { ShopMessage } from '~/forms/form-reply';
import { flashMessages } from '~/forms/flash.server';
import { addManyIntent } from './add-many.server';
import { addByLinkIntent } from './basket-by-url.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { localizePath } from '~/i18n/locales';
import { commerceErrorResponse, isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { addToBasketFormId } from './add-form-ids';
import { DELIVERY_DATE_FORM_ID, lineFormId, MESSAGE_FORM_ID, PROMOTION_FORM_ID, RECURRENCE_FORM_ID, warrantyFormId } from './basket-form-ids';
import {
  addToBasketSchema,
  deliveryDateSchema,
  messageToMerchantSchema,
  promotionCodeSchema,
  recurrenceSchema,
  removeLineSchema,
  updateLineSchema,
  warrantySchema,
} from './basket-forms';
import { BASKET_STEP_SCOPES, deliveryRules, validationMessages } from './basket-page.server';
import { deliveryDateProblem, todayIso } from './delivery-date';
import { recurrenceProblems } from './recurrence';
import { basketIdOf, isBasketGone, withBasket } from './basket-session.server';
import { isOrderable, orderRulesOf, quantityProblem } from './order-rules';
import { saveCostCenter, saveLineCostCenter } from '~/features/checkout/cost-center-choice.server';
import { removeQuoteFromBasket, requestQuoteForBasket } from '~/features/quotes/quotes.server';
import { addByNumberIntent } from '~/features/quickorder/add-by-number.server';
import { lineBeforeChange, queueAddition, queueQuantityChange } from '~/features/tracking/page-events.server';

interface ActionArgs {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

async function orderableProduct(shop: ShopContext, sku: string): Promise<Product | undefined> {
  try {
    const product = await shop.commerce.products.get(sku);
    return isOrderable(product) ? product : undefined;
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return undefined;
    throw error;
  }
}

/** The warranties a product offers, by SKU (none when the product is gone). */
async function offeredWarranties(shop: ShopContext, sku: string): Promise<Set<string>> {
  try {
    const product = await shop.commerce.products.get(sku);
    return new Set(product.availableWarranties.map((warranty) => warranty.id));
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return new Set();
    throw error;
  }
}

/** The codes the basket holds, upper case; none when it cannot be read (adding the code then answers for it). */
async function appliedCodes(shop: ShopContext, basketId: string): Promise<Set<string>> {
  const basket = await shop.commerce.baskets.get(basketId, []).catch(() => undefined);
  return new Set((basket?.promotionCodes ?? []).map((applied) => applied.toUpperCase()));
}

const DESIRED_DELIVERY_DATE = 'desiredDeliveryDate';
const DELIVERY_DATE_MESSAGE_MS = 2000;
const noBasket: ShopMessage = { type: 'error', key: 'basket.not_found.error' };

const basketReplaced: ShopMessage = { type: 'info', key: 'shopping_cart.replaced.info' };

export async function basketAction({ request, context }: ActionArgs) {
  const shop = getShop(context);
  const form = await readForm(request);

  try {
    return await dispatchIntent(form, {
      'add-many': () => addManyIntent(request, shop, form),
      'add-by-link': () => addByLinkIntent(shop, form),
      'quote-request': () => requestQuoteForBasket(shop, request, form),
      'remove-quote': () => removeQuoteFromBasket(shop, request, form),
      // the quick order's lookup, with its feature (business-and-integration §6)
      ...(shop.features.has('quickorder') ? { 'add-by-number': () => addByNumberIntent(request, shop, form) } : {}),

      async add() {
        const submission = parseForm(form, addToBasketSchema);
        const formId = addToBasketFormId(String(form.get('sku') ?? ''));
        if (submission.status !== 'success') return rejected(formId, submission);
        const { sku, quantity } = submission.value;
        const product = await orderableProduct(shop, sku);
        if (!product) return refused(formId, submission, { type: 'error', key: 'product.error.not_orderable' });
        const problem = quantityProblem(quantity, orderRulesOf(product));
        if (problem) {
          return rejected(formId, submission, { fieldErrors: { quantity: [problem.key] } });
        }
        try {
          const { result, replaced } = await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, [{ sku, quantity }]));
          queueAddition(shop, product, quantity, result.lineItems);
          const messages: ShopMessage[] = [
            { type: 'success', key: 'ede.shopping_cart.product.added.message', values: { sku, name: product.name, count: quantity } },
            ...result.infos.map((info): ShopMessage => ({ type: 'info', key: 'basket.info.backend', values: { message: info.message } })),
            ...(replaced ? [basketReplaced] : []),
          ];
          return succeeded(request, shop, form, { formId, submission, messages, resetForm: true });
        } catch (error) {
          if (isRefusal(error)) return refused(formId, submission, refusalMessage(error));
          throw error;
        }
      },

      async update() {
        const submission = parseForm(form, updateLineSchema);
        const formId = lineFormId(String(form.get('lineItemId') ?? ''));
        if (submission.status !== 'success') return rejected(formId, submission);
        const basketId = basketIdOf(shop);
        if (!basketId) return refused(formId, submission, { type: 'error', key: 'basket.not_found.error' }, 404);
        const { lineItemId, quantity } = submission.value;
        const before = await lineBeforeChange(shop, basketId, lineItemId);
        try {
          if (quantity === 0) await shop.commerce.baskets.deleteItem(basketId, lineItemId);
          else await shop.commerce.baskets.updateItem(basketId, lineItemId, { quantity });
        } catch (error) {
          if (isRefusal(error)) return refused(formId, submission, refusalMessage(error));
          throw error;
        }
        queueQuantityChange(shop, before, quantity);
        const key = quantity === 0 ? 'shopping_cart.line_item.removed.message' : 'shopping_cart.line_item.updated.message';
        return succeeded(request, shop, form, { formId, submission, messages: [{ type: 'success', key }] });
      },

      async remove() {
        const submission = parseForm(form, removeLineSchema);
        const formId = lineFormId(String(form.get('lineItemId') ?? ''));
        if (submission.status !== 'success') return rejected(formId, submission);
        const basketId = basketIdOf(shop);
        if (!basketId) return refused(formId, submission, { type: 'error', key: 'basket.not_found.error' }, 404);
        const before = await lineBeforeChange(shop, basketId, submission.value.lineItemId);
        try {
          await shop.commerce.baskets.deleteItem(basketId, submission.value.lineItemId);
        } catch (error) {
          // A line already gone (another tab removed it) is what the shopper wanted.
          if (!isCommerceError(error, 404)) {
            if (isRefusal(error)) return refused(formId, submission, refusalMessage(error));
            throw error;
          }
        }
        queueQuantityChange(shop, before, 0);
        return succeeded(request, shop, form, {
          formId,
          submission,
          messages: [{ type: 'success', key: 'shopping_cart.line_item.removed.message' }],
        });
      },

      async 'promotion-add'() {
        const submission = parseForm(form, promotionCodeSchema);
        if (submission.status !== 'success') return rejected(PROMOTION_FORM_ID, submission);
        const basketId = basketIdOf(shop);
        if (!basketId) return refused(PROMOTION_FORM_ID, submission, { type: 'error', key: 'shopping_cart.promotion_code.error.empty_basket' });
        const { code } = submission.value;
        // Applying a code again changes nothing: say so rather than "applied" (codes are case-insensitive).
        if ((await appliedCodes(shop, basketId)).has(code.trim().toUpperCase())) {
          return succeeded(request, shop, form, {
            formId: PROMOTION_FORM_ID,
            submission,
            resetForm: true,
            messages: [{ type: 'info', key: 'shopping_cart.promotion_code.already_applied.message', values: { code } }],
          });
        }
        try {
          await shop.commerce.baskets.addPromotionCode(basketId, code);
        } catch (error) {
          if (isRefusal(error)) {
            return refused(PROMOTION_FORM_ID, submission, { type: 'error', key: 'shopping_cart.promotion_code.error.invalid', values: { code: submission.value.code } });
          }
          throw error;
        }
        return succeeded(request, shop, form, {
          formId: PROMOTION_FORM_ID,
          submission,
          resetForm: true,
          messages: [{ type: 'success', key: 'shopping_cart.promotion_code.added.message', values: { code: submission.value.code } }],
        });
      },

      async 'promotion-remove'() {
        const submission = parseForm(form, promotionCodeSchema);
        if (submission.status !== 'success') return rejected(PROMOTION_FORM_ID, submission);
        const basketId = basketIdOf(shop);
        if (basketId) {
          try {
            await shop.commerce.baskets.removePromotionCode(basketId, submission.value.code);
          } catch (error) {
            if (!isCommerceError(error, 404)) throw error;
          }
        }
        return succeeded(request, shop, form, {
          formId: PROMOTION_FORM_ID,
          submission,
          messages: [{ type: 'success', key: 'shopping_cart.promotion_code.removed.message', values: { code: submission.value.code } }],
        });
      },

      /** Leaving the basket: its scopes are validated with adjustments; only a clean result goes on (§4). */
      async checkout() {
        const basketId = basketIdOf(shop);
        const basketPage = localizePath('/basket', shop.locale);
        if (!basketId) return redirect(basketPage, 303);
        const validation = await shop.commerce.baskets.validate(basketId, BASKET_STEP_SCOPES, true).catch((error: unknown) => {
          // An ICM without validations: the checkout's own steps and the order creation still check.
          if (isCommerceError(error, 404) && !isBasketGone(error, shop)) return undefined;
          throw error;
        });
        if (!validation || (validation.valid && !validation.adjusted)) return redirect(localizePath('/checkout/address', shop.locale), 303);
        flashMessages(shop.session, validationMessages(validation));
        return redirect(`${basketPage}?error=true`, 303);
      },

      /** The desired delivery date, a basket attribute (§3, §5); empty removes it. */
      async 'delivery-date'() {
        const submission = parseForm(form, deliveryDateSchema);
        if (submission.status !== 'success') return rejected(DELIVERY_DATE_FORM_ID, submission);
        const basketId = basketIdOf(shop);
        if (!basketId) return refused(DELIVERY_DATE_FORM_ID, submission, noBasket, 404);
        const date = submission.value.desiredDeliveryDate;
        try {
          if (date) {
            const problem = deliveryDateProblem(date, deliveryRules(), todayIso());
            if (problem) return rejected(DELIVERY_DATE_FORM_ID, submission, { fieldErrors: { desiredDeliveryDate: [problem] } });
            await shop.commerce.baskets.setAttribute(basketId, DESIRED_DELIVERY_DATE, date);
          } else {
            await shop.commerce.baskets.deleteAttribute(basketId, DESIRED_DELIVERY_DATE).catch((error: unknown) => {
              // No date to remove is what the shopper wanted.
              if (!isCommerceError(error, 404) || isBasketGone(error, shop)) throw error;
            });
          }
        } catch (error) {
          if (isRefusal(error)) return refused(DELIVERY_DATE_FORM_ID, submission, refusalMessage(error));
          throw error;
        }
        return succeeded(request, shop, form, {
          formId: DELIVERY_DATE_FORM_ID,
          submission,
          // shopping-core §9: the delivery date's message shows 2 s
          messages: [
            date
              ? { type: 'success', key: 'checkout.desired_delivery_date.success.message', duration: DELIVERY_DATE_MESSAGE_MS }
              : { type: 'success', key: 'checkout.desired_delivery_date.removed.message' },
          ],
        });
      },

      /** A line's warranty: one its product offers (checked here, never taken from the form), or none. */
      async warranty() {
        const submission = parseForm(form, warrantySchema);
        const formId = warrantyFormId(String(form.get('lineItemId') ?? ''));
        if (submission.status !== 'success') return rejected(formId, submission);
        const basketId = basketIdOf(shop);
        if (!basketId) return refused(formId, submission, noBasket, 404);
        const { lineItemId, warranty } = submission.value;
        try {
          const basket = await shop.commerce.baskets.get(basketId, ['lineItems']);
          const line = basket.lineItems.find((item) => item.id === lineItemId);
          if (!line) return refused(formId, submission, { type: 'error', key: 'shopping_cart.line_item.not_found.error' }, 404);
          if (warranty && !(await offeredWarranties(shop, line.sku)).has(warranty)) {
            return rejected(formId, submission, { fieldErrors: { warranty: ['shopping_cart.warranty.error.not_offered'] } });
          }
          await shop.commerce.baskets.updateItem(basketId, line.id, { warranty: warranty ?? null });
        } catch (error) {
          if (isRefusal(error)) return refused(formId, submission, refusalMessage(error));
          throw error;
        }
        return succeeded(request, shop, form, {
          formId,
          submission,
          messages: [{ type: 'success', key: warranty ? 'shopping_cart.warranty.updated.message' : 'shopping_cart.warranty.removed.message' }],
        });
      },

      /** Order regularly: the basket's recurrence (§3, §9); unticked clears it. */
      async recurrence() {
        const submission = parseForm(form, recurrenceSchema);
        if (submission.status !== 'success') return rejected(RECURRENCE_FORM_ID, submission);
        const basketId = basketIdOf(shop);
        if (!basketId) return refused(RECURRENCE_FORM_ID, submission, noBasket, 404);
        const { recurring, interval, startDate, endDate, repetitions } = submission.value;
        const recurrence = recurring && interval && startDate ? { interval, startDate, ...(endDate ? { endDate } : {}), ...(repetitions ? { repetitions } : {}) } : null;
        if (recurrence) {
          const problems = recurrenceProblems(recurrence, todayIso());
          if (Object.keys(problems).length > 0) return rejected(RECURRENCE_FORM_ID, submission, { fieldErrors: problems });
        }
        try {
          await shop.commerce.baskets.update(basketId, { recurrence });
        } catch (error) {
          if (isRefusal(error)) return refused(RECURRENCE_FORM_ID, submission, refusalMessage(error));
          throw error;
        }
        return succeeded(request, shop, form, {
          formId: RECURRENCE_FORM_ID,
          submission,
          messages: [{ type: 'success', key: recurrence ? 'shopping_cart.recurrence.saved.message' : 'shopping_cart.recurrence.cleared.message' }],
        });
      },

      /** A business basket's cost center (shopping-core §3). */
      'cost-center': () => saveCostCenter(request, shop, form, basketIdOf(shop)),

      /** A line's own cost center, when the company chooses them per line item. */
      'line-cost-center': () => saveLineCostCenter(request, shop, form, basketIdOf(shop)),

      async message() {
        const submission = parseForm(form, messageToMerchantSchema);
        if (submission.status !== 'success') return rejected(MESSAGE_FORM_ID, submission);
        const basketId = basketIdOf(shop);
        if (!basketId) return refused(MESSAGE_FORM_ID, submission, { type: 'error', key: 'basket.not_found.error' }, 404);
        await shop.commerce.baskets.update(basketId, { messageToMerchant: submission.value.messageToMerchant });
        return succeeded(request, shop, form, {
          formId: MESSAGE_FORM_ID,
          submission,
          messages: [{ type: 'success', key: 'shopping_cart.message_to_merchant.saved.message' }],
        });
      },
    });
  } catch (error) {
    // An unavailable or failing backend is the error page (503/502), never a stack trace.
    throw commerceErrorResponse(error);
  }
}
