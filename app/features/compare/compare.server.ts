// Product compare on the server (/compare, feature compare; decision 027): the list is kept in the
// session (only SKUs, bounded by compare-list.ts), changed by posts to /compare's action, and shown as a
// table of the products loaded through the catalogue client (one call per SKU, all at once, shared
// answer cache; prices in one batched call).
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { Attribute } from '~/commerce/models/attribute';
import type { ProductPrices } from '~/commerce/models/product-prices';
import { safeReturnPath } from '~/features/account/login-path';
import { toProductCard } from '~/features/catalog/product-views';
import { readForm } from '~/forms/form-action.server';
import { flashMessages } from '~/forms/flash.server';
import { ENHANCED_FIELD, INTENT_FIELD, type FormReply, type ShopMessage } from '~/forms/form-reply';
import { secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { addToCompare, COMPARE_FORM_ID, commonAttributeNames, compareListOf, isCompareSku, MAX_COMPARE_PRODUCTS, removeFromCompare } from './compare-list';

/** The session's compare list. */
export function compareListOfSession(shop: ShopContext): string[] {
  return compareListOf(shop.session.get('compare'));
}

function keepCompareList(shop: ShopContext, list: string[]): void {
  // An empty list leaves no trace: a session without content keeps its pages shareable.
  if (list.length === 0) shop.session.unset('compare');
  else shop.session.set('compare', list);
}

export interface CompareProduct {
  card: ReturnType<typeof toProductCard>;
  attributes: Attribute[];
}

/** The compare page: the listed products that still exist, their prices, the attributes they share. */
export async function loadComparePage(shop: ShopContext) {
  const skus = compareListOfSession(shop);
  const gone = new Set<string>();
  const loaded = await Promise.all(
    skus.map((sku) =>
      shop.commerce.products.get(sku).catch((error: unknown) => {
        if (isCommerceError(error, 404)) gone.add(sku);
        return undefined;
      }),
    ),
  );
  // A product the catalogue no longer has leaves the list (a failing backend takes nothing off it).
  if (gone.size > 0) keepCompareList(shop, skus.filter((sku) => !gone.has(sku)));
  const products: CompareProduct[] = loaded
    .filter((product) => product !== undefined)
    .map((product) => ({ card: toProductCard(product), attributes: product.attributes }));
  const prices = await secondary(
    shop,
    'compare prices',
    shop.commerce.prices.get(products.map((product) => product.card.sku)),
    new Map<string, ProductPrices>(),
  );
  return { products, prices: Object.fromEntries(prices), commonAttributes: commonAttributeNames(products) };
}

export type ComparePageData = Awaited<ReturnType<typeof loadComparePage>>;

/** Whether the catalogue has the product (a cached answer, usually): only such SKUs go on the list. */
async function isInCatalog(shop: ShopContext, sku: string): Promise<boolean> {
  try {
    await shop.commerce.products.get(sku);
    return true;
  } catch (error) {
    if (isCommerceError(error, 404)) return false;
    throw error;
  }
}

/**
 * Adds or removes one SKU (intent add|remove, field sku). With JavaScript (a fetcher) the reply is data
 * with its toast; without, the message is flashed and the shopper goes back (303) to `returnTo`, a path of
 * this shop, else /compare.
 */
export async function compareAction(request: Request, shop: ShopContext) {
  const form = await readForm(request);
  const sku = form.get('sku');
  if (!isCompareSku(sku)) throw data(null, { status: 400 });
  const list = compareListOfSession(shop);
  const intent = form.get(INTENT_FIELD);
  let message: ShopMessage;
  if (intent === 'add') {
    if (!(await isInCatalog(shop, sku))) {
      message = { type: 'error', key: 'product.compare.not_found.error' };
    } else {
      const { list: next, outcome } = addToCompare(list, sku);
      keepCompareList(shop, next);
      message =
        outcome === 'full'
          ? { type: 'error', key: 'product.compare.full.error', values: { max: MAX_COMPARE_PRODUCTS } }
          : { type: 'success', key: 'product.compare.added.message' };
    }
  } else if (intent === 'remove') {
    const next = removeFromCompare(list, sku);
    keepCompareList(shop, next);
    message = { type: 'success', key: 'product.compare.removed.message' };
  } else {
    throw data(null, { status: 400 });
  }
  if (form.get(ENHANCED_FIELD) === '1') {
    const reply: FormReply = { formId: COMPARE_FORM_ID, messages: [message] };
    const status = message.type !== 'error' ? 200 : message.key === 'product.compare.not_found.error' ? 404 : 409;
    return data(reply, { status });
  }
  flashMessages(shop.session, [message]);
  const returnTo = form.get('returnTo');
  return redirect(safeReturnPath(typeof returnTo === 'string' ? returnTo : undefined, localizePath('/compare', shop.locale)), 303);
}
