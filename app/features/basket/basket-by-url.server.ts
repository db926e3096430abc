// Adding the products a link names (basket-url-entries.ts): each entry is checked against its
// product like a form's; entries that cannot be added are dropped with a message, the rest are added.
// A link followed from another site (Sec-Fetch-Site: cross-site, or another site's Referer) adds
// nothing by itself: the page shows what it would add, and the shopper's own post of that list
// (intent `add-by-link`) adds it. The link's loader adds itself, outside the basket action's boundary:
// an unavailable backend is turned into the error page (503 with Retry-After) here.
import { redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { Product } from '~/commerce/models';
import type { ShopMessage } from '~/forms/form-reply';
import { flashMessages } from '~/forms/flash.server';
import { isCrossSiteRequest } from '~/http/cross-site-posts.server';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';
import { withBasket } from './basket-session.server';
import { basketUrlEntries, type BasketUrlEntry } from './basket-url-entries';
import { isOrderable, orderRulesOf, quantityProblem } from './order-rules';

/** The entry's product, or undefined when the backend does not know it (a 4xx). */
async function productOf(shop: ShopContext, entry: BasketUrlEntry): Promise<Product | undefined> {
  try {
    return await shop.commerce.products.get(entry.sku);
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return undefined;
    throw commerceErrorResponse(error);
  }
}

async function checkedEntry(shop: ShopContext, entry: BasketUrlEntry): Promise<BasketUrlEntry | ShopMessage> {
  const product = await productOf(shop, entry);
  if (product && isOrderable(product) && !quantityProblem(entry.quantity, orderRulesOf(product))) return entry;
  return { type: 'error', key: 'shopping_cart.add_by_url.dropped.error', values: { sku: entry.sku } };
}

export async function addUrlEntries(shop: ShopContext, entries: BasketUrlEntry[]): Promise<ShopMessage[]> {
  const checked = await Promise.all(entries.map((entry) => checkedEntry(shop, entry)));
  const items = checked.filter((value): value is BasketUrlEntry => 'sku' in value);
  const messages = checked.filter((value): value is ShopMessage => 'key' in value);
  if (items.length === 0) return messages;
  try {
    await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, items));
  } catch (error) {
    if (!isCommerceError(error) || error.status >= 500 || error.status === 0) throw commerceErrorResponse(error);
    return [...messages, { type: 'error', key: 'shopping_cart.add_by_url.failed.error' }];
  }
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return [{ type: 'success', key: 'shopping_cart.add_by_url.added.message', values: { count } }, ...messages];
}

/** The link was followed from another site's page: its products wait for the shopper's confirmation. */
export const needsConfirmation = isCrossSiteRequest;

/** One line of a link, as the confirmation lists it: only what the backend says of the product. */
export interface LinkLine {
  sku: string;
  name: string;
  quantity: number;
}

/**
 * What a link from another site would add: the lines of the products the backend knows (their names
 * and SKUs as it gives them), how many entries name none (counted, never shown: the link's text is
 * another site's), and the known entries as the form posts them.
 */
export async function linkConfirmation(shop: ShopContext, entries: BasketUrlEntry[]): Promise<{ lines: LinkLine[]; unknown: number; add: string }> {
  const products = await Promise.all(entries.map((entry) => productOf(shop, entry)));
  const lines = entries.flatMap((entry, index) => {
    const product = products[index];
    return product ? [{ sku: product.sku, name: product.name, quantity: entry.quantity }] : [];
  });
  return { lines, unknown: entries.length - lines.length, add: lines.map((line) => `${line.sku}|${line.quantity}`).join(';') };
}

/** Intent `add-by-link`: the confirmed entries (field `add`, as a link writes them) go into the basket, back to the basket page. */
export async function addByLinkIntent(shop: ShopContext, form: FormData) {
  const { entries } = basketUrlEntries(new URLSearchParams({ add: String(form.get('add') ?? '') }));
  flashMessages(shop.session, entries.length > 0 ? await addUrlEntries(shop, entries) : [{ type: 'error', key: 'shopping_cart.add_by_url.invalid.error' }]);
  return redirect(localizePath('/basket', shop.locale), 303);
}
