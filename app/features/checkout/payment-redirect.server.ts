// The payment provider's round trip (shopping-core §2, §4): the return URLs the order is given, and
// the parameters the provider appended when it sent the shopper back.
import type { RedirectUrls } from '~/commerce/baskets.server';
import { localizePath } from '~/i18n/locales';
import { absoluteUrl } from '~/http/public-origin.server';
import type { ShopContext } from '~/http/shop-context.server';

/** Query parameters of the shop's own, not the provider's. */
const SHOP_PARAMETERS = new Set(['redirect', 'orderId', 'error']);
const MAX_PARAMETERS = 20;

/** The provider's parameters from a return URL's query, as ICM's name/value pairs. */
export function providerParameters(query: URLSearchParams): { name: string; value: string }[] {
  return [...query.entries()]
    .filter(([name]) => !SHOP_PARAMETERS.has(name))
    .slice(0, MAX_PARAMETERS)
    .map(([name, value]) => ({ name: name.slice(0, 128), value: value.slice(0, 1_024) }));
}

/** Where the provider sends the shopper back: on the shop's public origin, in the page's language. */
export function returnUrls(request: Request, shop: ShopContext, orderId: string): RedirectUrls {
  const to = (path: string, status: string) =>
    absoluteUrl(request, `${localizePath(path, shop.locale)}?redirect=${status}&orderId=${encodeURIComponent(orderId)}`);
  return {
    successUrl: to('/checkout/receipt', 'success'),
    cancelUrl: to('/checkout/payment', 'cancel'),
    failureUrl: to('/checkout/payment', 'failure'),
  };
}
