// Basket and order line items (basket.v1 / order.v1 `LineItem`), their discounts and name/value attributes.
// A line's `discounts` and `warranty` are references into the envelope's `included.lineItems_discounts`
// and `included.lineItems_warranty`; the mapper resolves them.
import { z } from 'zod';

import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { mapPriceItem, type PriceItem, priceItemDataSchema } from './money';

export type BasketAttributeValue = string | number | boolean;

/** The attribute that names a cost center by its number: the basket's, and a line's own (shopping-core §3). */
export const COST_CENTER_ATTRIBUTE = 'Order_CostCenter_ID';

export interface NameValue {
  name: string;
  value: BasketAttributeValue;
}

export interface BasketDiscount {
  id: string;
  promotionType?: string;
  code?: string;
  description?: string;
  amount?: PriceItem;
  /** What an order-level discount takes off: the items' value or the shipping (a line's discounts have none). */
  basis?: 'value' | 'shipping';
}

export interface LineItem {
  id: string;
  position: number;
  sku: string;
  /** Order lines carry the product's name and description as ordered. */
  name?: string;
  description?: string;
  quantity: number;
  unit?: string;
  /** Price of one unit (missing on an uncalculated line). */
  singleBasePrice?: PriceItem;
  undiscountedSingleBasePrice?: PriceItem;
  /** The line's price: single price times quantity, after item discounts. */
  total?: PriceItem;
  undiscountedTotal?: PriceItem;
  warrantySku?: string;
  warrantyPrice?: PriceItem;
  discounts?: BasketDiscount[];
  attributes: NameValue[];
  /** The line's own cost center (its Order_CostCenter_ID attribute), when the company chooses them per line item. */
  costCenter?: string;
  /** yyyy-mm-dd */
  desiredDelivery?: string;
  /** The quote this line came from (its quantity and price are the quote's). */
  quote?: string;
  /** False when ICM fixed the quantity (a quote line, a free gift). */
  editable: boolean;
  isFreeGift: boolean;
  isHiddenGift: boolean;
}

const scalarValue = z.unknown().transform((value): BasketAttributeValue | undefined =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined
);

export const nameValueDataSchema = z.looseObject({
  name: lenientString.optional(),
  value: scalarValue.optional(),
  type: lenientString.optional(),
});
export type NameValueData = z.infer<typeof nameValueDataSchema>;

/** Attributes (or custom fields) with a name and a scalar value; anything else is left out. */
export function mapNameValues(list: readonly NameValueData[] | null | undefined): NameValue[] {
  return (list ?? []).flatMap(entry => (entry.name && entry.value !== undefined ? [{ name: entry.name, value: entry.value }] : []));
}

/** `included.discounts` / `included.lineItems_discounts` entries (ICM `BasketRebate`/`Discount`). */
export const basketDiscountDataSchema = z.looseObject({
  id: idString.optional(),
  promotionType: lenientString.optional(),
  rebateType: lenientString.optional(),
  code: lenientString.optional(),
  description: lenientString.optional(),
  amount: priceItemDataSchema.nullish(),
  promotion: lenientString.optional(),
});
export type BasketDiscountData = z.infer<typeof basketDiscountDataSchema>;

export function mapBasketDiscount(id: string, data: BasketDiscountData): BasketDiscount {
  const discount: BasketDiscount = { id: data.id ?? id };
  const promotionType = data.promotionType ?? data.rebateType;
  if (promotionType) discount.promotionType = promotionType;
  if (data.code) discount.code = data.code;
  if (data.description) discount.description = data.description;
  const amount = mapPriceItem(data.amount);
  if (amount) discount.amount = amount;
  return discount;
}

export type Keyed<T> = Record<string, T>;

/** Referenced entries that are present, in reference order. */
export function resolve<T>(refs: readonly string[] | null | undefined, entries: Keyed<T> | null | undefined): [string, T][] {
  if (!refs || !entries) return [];
  return refs.flatMap(ref => (Object.hasOwn(entries, ref) ? [[ref, entries[ref]] as [string, T]] : []));
}

export const discountsDataSchema = z.record(z.string(), basketDiscountDataSchema);

const quantityDataSchema = z.union([
  z.looseObject({ value: lenientNumber.optional(), unit: lenientString.optional() }),
  lenientNumber,
]);

export const lineItemPricingDataSchema = z.looseObject({
  price: priceItemDataSchema.nullish(),
  undiscountedPrice: priceItemDataSchema.nullish(),
  singleBasePrice: priceItemDataSchema.nullish(),
  undiscountedSingleBasePrice: priceItemDataSchema.nullish(),
  total: priceItemDataSchema.nullish(),
});

export const lineItemDataSchema = z.looseObject({
  id: idString,
  position: lenientNumber.optional(),
  product: idString.optional(),
  /** Order lines (order.v1) name the product too. */
  productSKU: idString.optional(),
  displayName: lenientString.optional(),
  description: lenientString.optional(),
  quantity: quantityDataSchema.nullish(),
  calculated: lenientBoolean.optional(),
  freeGift: lenientBoolean.optional(),
  hiddenGift: lenientBoolean.optional(),
  quantityFixed: lenientBoolean.optional(),
  quote: idString.nullish(),
  pricing: lineItemPricingDataSchema.nullish(),
  discounts: z.array(idString).nullish(),
  warranty: idString.nullish(),
  desiredDelivery: lenientString.optional(),
  attributes: z.array(nameValueDataSchema).nullish(),
  customFields: z.array(nameValueDataSchema).nullish(),
});
export type LineItemData = z.infer<typeof lineItemDataSchema>;

/** `included.lineItems_warranty`: the warranty product of a line, keyed by the line's `warranty` reference. */
export const lineItemWarrantyDataSchema = z.looseObject({
  product: idString.optional(),
  sku: idString.optional(),
  price: priceItemDataSchema.nullish(),
});
export type LineItemWarrantyData = z.infer<typeof lineItemWarrantyDataSchema>;

export interface LineItemIncluded {
  lineItems_discounts?: Keyed<BasketDiscountData> | null;
  lineItems_warranty?: Keyed<LineItemWarrantyData> | null;
}

export function mapLineItem(data: LineItemData, included: LineItemIncluded = {}): LineItem {
  const q = data.quantity;
  const quantity = typeof q === 'object' && q !== null ? q.value : q;
  const unit = typeof q === 'object' && q !== null ? q.unit : undefined;
  const pricing = data.pricing ?? {};
  const line: LineItem = {
    id: data.id,
    position: data.position ?? 0,
    sku: data.product ?? data.productSKU ?? '',
    quantity: quantity ?? 0,
    attributes: mapNameValues(data.attributes),
    editable: !data.quantityFixed && !data.quote,
    isFreeGift: data.freeGift ?? false,
    isHiddenGift: data.hiddenGift ?? false,
  };
  if (data.quote) line.quote = data.quote;
  if (data.displayName) line.name = data.displayName;
  if (data.description) line.description = data.description;
  if (unit) line.unit = unit;
  const prices = {
    singleBasePrice: mapPriceItem(pricing.singleBasePrice),
    undiscountedSingleBasePrice: mapPriceItem(pricing.undiscountedSingleBasePrice),
    total: mapPriceItem(pricing.price) ?? mapPriceItem(pricing.total),
    undiscountedTotal: mapPriceItem(pricing.undiscountedPrice),
  };
  for (const [key, value] of Object.entries(prices) as [keyof typeof prices, PriceItem | undefined][]) {
    if (value) line[key] = value;
  }
  if (data.warranty) {
    const warranties = included.lineItems_warranty;
    // A reference into lineItems_warranty; ICMs that do not resolve it send nothing we can show.
    const entry = warranties && Object.hasOwn(warranties, data.warranty) ? warranties[data.warranty] : undefined;
    const sku = entry?.product ?? entry?.sku;
    if (sku) line.warrantySku = sku;
    const price = mapPriceItem(entry?.price);
    if (price) line.warrantyPrice = price;
  }
  if (data.discounts?.length) {
    line.discounts = resolve(data.discounts, included.lineItems_discounts).map(([id, d]) => mapBasketDiscount(id, d));
  }
  if (data.desiredDelivery) line.desiredDelivery = data.desiredDelivery;
  const costCenter = line.attributes.find((attribute) => attribute.name === COST_CENTER_ATTRIBUTE)?.value;
  if (costCenter !== undefined && costCenter !== '') line.costCenter = String(costCenter);
  return line;
}
