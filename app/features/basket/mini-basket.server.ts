// The header's mini basket: how many items and lines, and the total. Secondary on every page: without
// it the header shows an empty basket link.
import type { PriceItem } from '~/commerce/models/money';
import { secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { basketIdOf, forgetBasket, isBasketGone } from './basket-session.server';

export interface MiniBasketSummary {
  itemCount: number;
  lineCount: number;
  total?: PriceItem;
}

export async function loadMiniBasket(shop: ShopContext): Promise<MiniBasketSummary | undefined> {
  const basketId = basketIdOf(shop);
  if (!basketId) return undefined;
  const basket = await secondary(
    shop,
    'mini basket',
    // The same call as the basket and checkout pages make, so that on those pages it is made once.
    shop.commerce.baskets.get(basketId).catch((error: unknown) => {
      // A basket that is gone is no failure: the shopper simply has none any more.
      if (!isBasketGone(error, shop)) throw error;
      forgetBasket(shop);
      return undefined;
    }),
    undefined,
  );
  if (!basket) return undefined;
  return { itemCount: basket.totalProductQuantity, lineCount: basket.itemCount, total: basket.totals.total };
}
