// Turns requested line items into changes of a basket's lines: checks that each SKU is orderable
// and each warranty is offered with its product, adds to an existing line of the same product, and
// applies the quantity rules to the resulting quantity. Every problem is collected as an error
// cause (in the request's locale); any cause refuses the whole request.
import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductRecord, ProductStore } from '../catalog/products/product-store';
import { IcmError, type IcmErrorCause } from '../http/icm-errors';
import type { LineItemRecord, LineItemValues } from './basket-store';
import { type FeedbackTextKey, feedbackText } from './feedback-texts';
import { quantityRulesOf, quantityViolations } from './quantity-rules';

export interface LineChangeStores {
  products: ProductStore;
  prices: PriceStore;
  /** The channel's maximum line quantity for products without their own. */
  maxItemQuantity: () => number;
}

export interface ChangeScope {
  locale: string;
  currency: string;
}

const ORDERABLE_KINDS = new Set<ProductRecord['kind']>(['product', 'variation', 'bundle', 'retailSet']);

const cause = (code: string, message: string, path: string): IcmErrorCause => ({ code, message, paths: [path] });

/** The product when it can be ordered, else the cause why not. */
function orderable(sku: string, product: ProductRecord | undefined, path: string, locale: string): { product: ProductRecord } | { cause: IcmErrorCause } {
  if (!product || !product.online) {
    // unknown, offline, or without a price in the basket currency
    const code = 'basket.line_item.product.not_found.error';
    return { cause: cause(code, feedbackText(locale, code, { sku }), path) };
  }
  if (product.kind === 'master' || !ORDERABLE_KINDS.has(product.kind)) {
    const text: FeedbackTextKey = product.kind === 'master' ? 'basket.line_item.product.variation_master' : 'basket.line_item.product.not_orderable.error';
    return { cause: cause('basket.line_item.product.not_orderable.error', feedbackText(locale, text, { sku }), path) };
  }
  return { product };
}

/** Ids of the products among `ids` that have a sale price in the currency. */
function pricedIds(ids: number[], currency: string, prices: PriceStore): Set<number> {
  const found = prices.pricesOf(ids, currency);
  return new Set(ids.filter(id => (found.get(id)?.sale.length ?? 0) > 0));
}

/** The id of a warranty offered (online, priced) with the product, else the cause why not. */
function offeredWarranty(
  product: ProductRecord,
  warrantySku: string,
  path: string,
  stores: LineChangeStores,
  scope: ChangeScope,
): { warrantyId: number } | { cause: IcmErrorCause } {
  const offered = stores.products.warranties(product.id, scope.locale);
  const priced = pricedIds(offered.map(warranty => warranty.id), scope.currency, stores.prices);
  const warranty = offered.find(candidate => candidate.sku === warrantySku && priced.has(candidate.id));
  if (warranty) return { warrantyId: warranty.id };
  const code = 'basket.line_item.warranty.not_available.error';
  return { cause: cause(code, feedbackText(scope.locale, code, { warranty: warrantySku, sku: product.sku }), path) };
}

/** The cause refusing a quantity change of a line accepted from a quote. */
function quantityFixed(sku: string, path: string, locale: string): IcmErrorCause {
  const code = 'basket.line_item.quantity_fixed.error';
  return cause(code, feedbackText(locale, code, { sku }), path);
}

function refused(code: 'basket.line_item.creation.failed' | 'basket.line_item.update.failed', locale: string, causes: IcmErrorCause[]): IcmError {
  return new IcmError(422, code, feedbackText(locale, code), causes);
}

/** Changes that add the items to the lines; `merged` lists the SKUs added to existing lines. */
export function planAdditions(
  items: { product: string; quantity: { value: number }; warranty?: string }[],
  lines: LineItemRecord[],
  stores: LineChangeStores,
  scope: ChangeScope,
): { changes: LineItemValues[]; merged: string[] } {
  const records = stores.products.findBySkus(items.map(item => item.product), scope.locale);
  const priced = pricedIds(records.map(record => record.id), scope.currency, stores.prices);
  const products = new Map(records.filter(record => priced.has(record.id)).map(record => [record.sku, record]));
  const changes = new Map<number, LineItemValues>(lines.map(line => [line.productId, { ...line }]));
  const quoted = new Set(lines.filter(line => line.quoteId !== null).map(line => line.productId));
  const touched = new Set<number>();
  const merged: string[] = [];
  const causes: IcmErrorCause[] = [];
  items.forEach((item, index) => {
    const check = orderable(item.product, products.get(item.product), `/${index}/product`, scope.locale);
    if ('cause' in check) {
      causes.push(check.cause);
      return;
    }
    const { product } = check;
    const existing = changes.get(product.id);
    if (quoted.has(product.id)) {
      causes.push(quantityFixed(product.sku, `/${index}/quantity/value`, scope.locale));
      return;
    }
    if (existing?.id !== undefined && !merged.includes(product.sku)) merged.push(product.sku);
    let warrantyId = existing?.warrantyId ?? null;
    if (item.warranty !== undefined) {
      const warranty = offeredWarranty(product, item.warranty, `/${index}/warranty`, stores, scope);
      if ('cause' in warranty) causes.push(warranty.cause);
      else warrantyId = warranty.warrantyId;
    }
    const quantity = (existing?.quantity ?? 0) + item.quantity.value;
    changes.set(product.id, { id: existing?.id, productId: product.id, quantity, warrantyId });
    touched.add(product.id);
    const rules = quantityRulesOf(product, stores.maxItemQuantity());
    causes.push(...quantityViolations(product, quantity, rules, `/${index}/quantity/value`, scope.locale));
  });
  if (causes.length > 0) {
    throw refused('basket.line_item.creation.failed', scope.locale, causes);
  }
  return { changes: [...changes.values()].filter(change => touched.has(change.productId)), merged };
}

/**
 * The line with a new quantity (positive; zero deletes instead) and warranty (a SKU, or null or
 * '' to remove it); what is not given stays.
 */
export function planLineChange(
  line: LineItemRecord,
  requested: { quantity?: number; warranty?: string | null },
  stores: LineChangeStores,
  scope: ChangeScope,
): LineItemValues {
  const [record] = stores.products.findByIds([line.productId], scope.locale);
  const check = orderable(record?.sku ?? String(line.productId), record, '/product', scope.locale);
  const quantity = requested.quantity ?? line.quantity;
  let warrantyId = line.warrantyId;
  const causes: IcmErrorCause[] = [];
  if ('cause' in check) {
    causes.push(check.cause);
  } else if (line.quoteId !== null && quantity !== line.quantity) {
    causes.push(quantityFixed(check.product.sku, '/quantity/value', scope.locale));
  } else {
    const rules = quantityRulesOf(check.product, stores.maxItemQuantity());
    causes.push(...quantityViolations(check.product, quantity, rules, '/quantity/value', scope.locale));
    if (requested.warranty === null || requested.warranty === '') {
      warrantyId = null;
    } else if (requested.warranty !== undefined) {
      const warranty = offeredWarranty(check.product, requested.warranty, '/warranty', stores, scope);
      if ('cause' in warranty) causes.push(warranty.cause);
      else warrantyId = warranty.warrantyId;
    }
  }
  if (causes.length > 0) {
    throw refused('basket.line_item.update.failed', scope.locale, causes);
  }
  return { id: line.id, productId: line.productId, quantity, warrantyId };
}
