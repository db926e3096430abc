// Adding the products a link names (basket-url-entries.ts): each entry is checked against its
// product like a form's; entries that cannot be added are dropped with a message, the rest are added.
// A link followed from another site (Sec-Fetch-Site: cross-site) adds nothing by itself: the page
// shows what it would add, and the shopper's own post of that list (intent `add-by-link`) adds it.
import { redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { Product } from '~/commerce/models';
import type { ShopMessage } from '~/forms/form-reply';
import { flashMessages } from '~/forms/flash.server';
import { secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/shop-context.server';
import { withBasket } from './basket-session.server';
import { basketUrlEntries, type BasketUrlEntry } from './basket-url-entries';
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

/** The link was followed from another site's page: its products wait for the shopper's confirmation. */
export function needsConfirmation(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Site') === 'cross-site';
}

/** One line of a link, as the confirmation lists it. */
export interface LinkLine extends BasketUrlEntry {
  name: string;
}

/** The link's entries with their products' names (the SKU when the product is unknown), and the entries as the form posts them. */
export async function linkConfirmation(shop: ShopContext, entries: BasketUrlEntry[]): Promise<{ lines: LinkLine[]; add: string }> {
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const product = await secondary<Product | undefined>(shop, 'basket link product', shop.commerce.products.get(entry.sku), undefined);
      return { ...entry, name: product?.name ?? entry.sku };
    }),
  );
  return { lines, add: entries.map((entry) => `${entry.sku}|${entry.quantity}`).join(';') };
}

/** Intent `add-by-link`: the confirmed entries (field `add`, as a link writes them) go into the basket, back to the basket page. */
export async function addByLinkIntent(shop: ShopContext, form: FormData) {
  const { entries } = basketUrlEntries(new URLSearchParams({ add: String(form.get('add') ?? '') }));
  flashMessages(shop.session, entries.length > 0 ? await addUrlEntries(shop, entries) : [{ type: 'error', key: 'shopping_cart.add_by_url.invalid.error' }]);
  return redirect(localizePath('/basket', shop.locale), 303);
}
