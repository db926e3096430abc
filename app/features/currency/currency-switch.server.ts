// The currency switch (issue 20 §2): keeps the shopper's choice among the site's currencies in the
// session and reprices the basket in it at once, so that the next page's basket, mini basket and
// checkout agree with its catalogue prices. The repricing is the basket read's own
// (app/commerce/baskets.server.ts `get`: a basket in another currency is recalculated in the client's);
// what it could not reprice stays as it was, and a toast says so.
import { isCommerceError } from '~/commerce/errors';
import type { ShopContext } from '~/http/shop-context.server';
import type { ShopCurrency } from '~/i18n/locales';
import { flashMessages } from '~/forms/flash.server';
import type { ShopMessage } from '~/forms/form-reply';
import { basketIdOf } from '~/features/basket/basket-session.server';

/** Keeps `currency` (one of the site's) as the shopper's choice and tells with a toast what became of the basket. */
export async function switchCurrency(shop: ShopContext, currency: ShopCurrency): Promise<void> {
  // The site's default needs no record: a session without a choice may stay empty, its pages shareable.
  if (currency === shop.locale.currencies[0]) shop.session.unset('currency');
  else shop.session.set('currency', currency);
  if (currency === shop.currency) return;
  const message = await repricedBasket(shop, currency);
  if (message) flashMessages(shop.session, [message]);
}

/** Reads the session's basket in the new currency (which recalculates it); the message for the shopper, if any. */
async function repricedBasket(shop: ShopContext, currency: ShopCurrency): Promise<ShopMessage | undefined> {
  const basketId = basketIdOf(shop);
  if (!basketId) return undefined;
  try {
    const basket = await shop.commerceIn(shop.locale, currency).baskets.get(basketId, []);
    if (basket.purchaseCurrency && basket.purchaseCurrency !== currency) {
      return { type: 'warning', key: 'currency_switch.basket_kept.warning', values: { basketCurrency: basket.purchaseCurrency, currency } };
    }
    return basket.itemCount > 0 ? { type: 'info', key: 'currency_switch.basket_repriced.info', values: { currency } } : undefined;
  } catch (error) {
    // A basket that is gone is the next page's business (it forgets it); nothing to reprice.
    if (isCommerceError(error, 404) || isCommerceError(error, 401)) return undefined;
    return { type: 'error', key: 'currency_switch.basket_failed.error', values: { currency } };
  }
}
