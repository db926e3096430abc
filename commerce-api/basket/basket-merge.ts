// Merging baskets (POST baskets/{target}/merges): the source basket's lines move into the target.
// A product the target already has adds its quantity to the target's line, clipped by the quantity
// rules (quantity-rules.ts; stock is left to the validation's Products scope), except to a line
// accepted from a quote, whose quantity stays (quoting/basket-quote-routes.ts); a line the target
// lacks moves over as it is (with its attributes and desired delivery date). The source basket is
// then deleted with everything else it held (addresses, payment instruments, attributes).
//
// Infos: `basket.line_item.add_item_added_to_existing_line_item.info` for each product added to an
// existing line (ICM's code, as when an item is added to one; storefronts hide it, spec §8),
// `basket.line_item.quantity.adjusted.info` when the sum was clipped (parameters: lineItemId,
// productSku, as in the validation's feedback), in the request's locale.
import type { ProductStore } from '../catalog/products/product-store';
import type { AnonymousTokens } from './anonymous-tokens';
import type { BasketRecord, BasketStore } from './basket-store';
import { QUANTITY_ADJUSTED_INFO, clippedQuantity } from './basket-validation-products';
import { feedbackText } from './feedback-texts';
import { productLabel, quantityRulesOf } from './quantity-rules';

export const LINE_ITEM_MERGED_INFO = 'basket.line_item.add_item_added_to_existing_line_item.info';

export interface MergeStores {
  tokens: AnonymousTokens;
  baskets: BasketStore;
  products: ProductStore;
  maxItemQuantity: () => number;
}

export interface MergeInfo {
  code: string;
  message: string;
  parameters: { lineItemId: string; productSku: string };
}

/**
 * The open basket `basketId` of the token `token`, or undefined when the token is unknown or
 * expired, the basket is another token's or unknown, or it was submitted: callers answer all of
 * these alike, so a merge reveals nothing about baskets of other tokens. Token ownership goes
 * through `tokens.resolve` and `baskets.find`, as for the request's own token (basket-access.ts).
 */
export function ownedOpenBasket(basketId: string, token: string, stores: MergeStores): BasketRecord | undefined {
  const tokenHash = token === '' ? undefined : stores.tokens.resolve(token);
  const basket = tokenHash === undefined ? undefined : stores.baskets.find(basketId, tokenHash);
  return basket?.submittedOrderId === null ? basket : undefined;
}

/** Moves the source's lines into the target and deletes the source; run it in one transaction. */
export function mergeBaskets(target: BasketRecord, source: BasketRecord, stores: MergeStores, locale: string): MergeInfo[] {
  const targetLines = new Map(stores.baskets.lineItems(target.id).map(line => [line.productId, line]));
  const sourceLines = stores.baskets.lineItems(source.id);
  const products = new Map(stores.products.findByIds(sourceLines.map(line => line.productId), locale).map(product => [product.id, product]));
  const infos: MergeInfo[] = [];
  for (const line of sourceLines) {
    const existing = targetLines.get(line.productId);
    if (!existing) {
      stores.baskets.moveLineItem(source.id, line.id, target.id);
      continue;
    }
    const product = products.get(line.productId);
    const sku = product?.sku ?? String(line.productId);
    const sum = existing.quantity + line.quantity;
    // a sum no quantity within the rules reaches keeps the target's quantity
    const quantity =
      existing.quoteId === null ? (product && clippedQuantity(sum, quantityRulesOf(product, stores.maxItemQuantity()))) || existing.quantity : existing.quantity;
    stores.baskets.saveLines(target.id, [
      { id: existing.id, productId: existing.productId, quantity, warrantyId: existing.warrantyId ?? line.warrantyId },
    ]);
    const parameters = { lineItemId: existing.id, productSku: sku };
    infos.push({ code: LINE_ITEM_MERGED_INFO, message: feedbackText(locale, LINE_ITEM_MERGED_INFO, { sku }), parameters });
    if (quantity !== sum) {
      infos.push({ code: QUANTITY_ADJUSTED_INFO, message: feedbackText(locale, QUANTITY_ADJUSTED_INFO, { name: product ? productLabel(product) : sku, from: sum, to: quantity }), parameters });
    }
  }
  stores.baskets.delete(source.id);
  return infos;
}
