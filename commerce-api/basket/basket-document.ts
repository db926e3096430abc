// The basket.v1 documents: basket data with its totals, line items, and the `{data, included,
// infos}` envelope with line items and their warranties resolved on `include=lineItems,lineItems_warranty`.
// A line's `warranty` names its entry in `lineItems_warranty` (keyed by the line id).
import type { BasketRecord } from './basket-store';
import type { PricedBasket, PricedLine } from './basket-pricing';
import { moneyValue, priceItem, taxCents } from './money';

export interface IcmInfo {
  code: string;
  message: string;
}

/** Includes the basket resolves; any other requested include is reported as not resolved. */
const RESOLVED_INCLUDES = ['lineItems', 'lineItems_warranty'];

export function lineItemData(priced: PricedLine, currency: string) {
  const { line, product, unitPrice, total, warranty } = priced;
  return {
    id: line.id,
    position: line.position,
    product: product.sku,
    quantity: { value: line.quantity, unit: product.packingUnit },
    calculated: true,
    freeGift: false,
    hiddenGift: false,
    ...(warranty ? { warranty: line.id } : {}),
    pricing: {
      singleBasePrice: priceItem(unitPrice, currency),
      undiscountedSingleBasePrice: priceItem(unitPrice, currency),
      price: priceItem(total, currency),
      undiscountedPrice: priceItem(total, currency),
      total: priceItem(total, currency),
      salesTaxTotal: moneyValue(taxCents(total), currency),
    },
  };
}

export function basketData(basket: BasketRecord, priced: PricedBasket) {
  const { currency } = basket;
  return {
    id: basket.id,
    purchaseCurrency: currency,
    calculated: true,
    lineItems: priced.lines.map(line => line.line.id),
    totalProductQuantity: priced.totalQuantity,
    ...(basket.messageToMerchant === null ? {} : { messageToMerchant: basket.messageToMerchant }),
    ...(basket.externalOrderReference === null ? {} : { externalOrderReference: basket.externalOrderReference }),
    // no discounts, shipping, payment costs or surcharges yet: the grand total is the item total
    totals: {
      itemTotal: priceItem(priced.itemTotal, currency),
      undiscountedItemTotal: priceItem(priced.itemTotal, currency),
      grandTotal: { ...priceItem(priced.itemTotal, currency), tax: moneyValue(taxCents(priced.itemTotal), currency) },
    },
  };
}

/** `include` is ICM's comma list; each entry not resolved here gets an `include.not_resolved.error` info. */
export function basketEnvelope(basket: BasketRecord, priced: PricedBasket, include: string[]) {
  const infos: IcmInfo[] = include
    .filter(name => !RESOLVED_INCLUDES.includes(name))
    .map(name => ({ code: 'include.not_resolved.error', message: `The include '${name}' is not resolved.` }));
  const { currency } = basket;
  const included = {
    ...(include.includes('lineItems')
      ? { lineItems: Object.fromEntries(priced.lines.map(line => [line.line.id, lineItemData(line, currency)])) }
      : {}),
    ...(include.includes('lineItems_warranty')
      ? {
          lineItems_warranty: Object.fromEntries(
            priced.lines.flatMap(({ line, warranty }) =>
              warranty ? [[line.id, { product: warranty.sku, price: priceItem(warranty.total, currency) }]] : [],
            ),
          ),
        }
      : {}),
  };
  return {
    data: basketData(basket, priced),
    ...(Object.keys(included).length > 0 ? { included } : {}),
    ...(infos.length > 0 ? { infos } : {}),
  };
}
