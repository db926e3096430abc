// Adding the products a link names (basket-url-entries.ts): each entry is checked against its
// product like a form's; entries that cannot be added are dropped with a message, the rest are added.
import { isCommerceError } from '~/commerce/errors';
import type { ShopMessage } from '~/forms/form-reply';
import type { ShopContext } from '~/shop-context.server';
import { withBasket } from './basket-session.server';
import type { BasketUrlEntry } from './basket-url-entries';
import { isOrderable, orderRulesOf, quantityProblem } from './order-rules';

async function checkedEntry(shop: ShopContext, entry: BasketUrlEntry): Promise<BasketUrlEntry | ShopMessage> {
  const dropped: ShopMessage = { type: 'error', key: 'shopping_cart.add_by_url.dropped.error', values: { sku: entry.sku } };
  try {
    const product = await shop.commerce.products.get(entry.sku);
    if (!isOrderable(product) || quantityProblem(entry.quantity, orderRulesOf(product))) return dropped;
    return entry;
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return dropped;
    throw error;
  }
}

export async function addUrlEntries(shop: ShopContext, entries: BasketUrlEntry[]): Promise<ShopMessage[]> {
  const checked = await Promise.all(entries.map((entry) => checkedEntry(shop, entry)));
  const items = checked.filter((value): value is BasketUrlEntry => 'sku' in value);
  const messages = checked.filter((value): value is ShopMessage => 'key' in value);
  if (items.length === 0) return messages;
  try {
    await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, items));
  } catch (error) {
    if (!isCommerceError(error) || error.status >= 500 || error.status === 0) throw error;
    return [...messages, { type: 'error', key: 'shopping_cart.add_by_url.failed.error' }];
  }
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return [{ type: 'success', key: 'shopping_cart.add_by_url.added.message', values: { count } }, ...messages];
}
