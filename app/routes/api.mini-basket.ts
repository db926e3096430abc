import { data } from 'react-router';
import type { Route } from './+types/api.mini-basket';
import type { MiniBasketContent } from '~/features/basket/MiniBasket';
import { basketView, loadSessionBasket } from '~/features/basket/basket-page.server';
import { NO_STORE } from '~/http/cache-policy';
import { getShop, type ShopContext } from '~/http/shop-context.server';

async function miniBasketContent(shop: ShopContext): Promise<MiniBasketContent> {
  const { basket } = await loadSessionBasket(shop);
  if (!basket || basket.lineItems.length === 0) return { lines: [] };
  const view = await basketView(shop, basket);
  return {
    lines: view.lines.map(({ id, name, href, quantity, total }) => ({ id, name, href, quantity, total })),
    total: view.totals.total,
  };
}

/**
 * The mini basket's lines (business-and-integration §2.6: its content is a lazy section), as JSON for
 * the header's flyout, which asks for them when it opens. Only the session's own basket, never kept.
 * A failure leaves the flyout with its link to the basket page: it never becomes the page's error.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  let content: MiniBasketContent | undefined;
  try {
    content = await miniBasketContent(shop);
  } catch (error) {
    shop.degradation.record('mini basket content', error);
  }
  return data({ content }, { headers: { 'Cache-Control': NO_STORE } });
}
