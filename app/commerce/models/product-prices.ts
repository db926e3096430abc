import { z } from 'zod';

import { idString, lenientNumber } from './lenient-scalars';
import { mapPriceItem, type PriceItem, priceItemDataSchema } from './money';

export interface ScaledPrice {
  minQuantity: number;
  price: PriceItem;
}

export interface ProductPrices {
  sku: string;
  /** Price for one unit; falls back to the list price when there is no sale price. */
  sale?: PriceItem;
  list?: PriceItem;
  /** Volume prices from a quantity above 1 on, ascending by minQuantity. */
  scaled: ScaledPrice[];
  /** Price range of a master's variations or a retail set's parts. */
  min?: PriceItem;
  max?: PriceItem;
  /** Sum of a retail set's parts. */
  summedUp?: PriceItem;
}

const priceEntryDataSchema = priceItemDataSchema.extend({
  minQuantity: z.union([z.looseObject({ value: lenientNumber.optional() }), lenientNumber]).nullish(),
  priceQuantity: z.union([z.looseObject({ value: lenientNumber.optional() }), lenientNumber]).nullish(),
});
type PriceEntryData = z.infer<typeof priceEntryDataSchema>;

const priceEntries = z.array(priceEntryDataSchema).nullish();

/** One element of `GET productprices` (pricing.v1). */
export const productPriceDetailsDataSchema = z.looseObject({
  sku: idString,
  prices: z
    .looseObject({
      SalePrice: priceEntries,
      ListPrice: priceEntries,
      MinSalePrice: priceEntries,
      MinListPrice: priceEntries,
      MaxSalePrice: priceEntries,
      MaxListPrice: priceEntries,
      SummedUpSalePrice: priceEntries,
      SummedUpListPrice: priceEntries,
    })
    .nullish(),
});
export type ProductPriceDetailsData = z.infer<typeof productPriceDetailsDataSchema>;

export const productPricesDataSchema = z.looseObject({
  data: z.array(productPriceDetailsDataSchema).nullish(),
});

function minQuantityOf(entry: PriceEntryData): number {
  const q = entry.minQuantity;
  const value = typeof q === 'object' && q !== null ? q.value : q;
  return value ?? 1;
}

function singlePrice(entries: PriceEntryData[] | null | undefined): PriceItem | undefined {
  const entry = entries?.find(e => minQuantityOf(e) === 1);
  return entry ? mapPriceItem(entry) : undefined;
}

export function mapProductPrices(data: ProductPriceDetailsData): ProductPrices {
  const p = data.prices ?? {};
  const scaled = (p.SalePrice ?? [])
    .map(entry => ({ minQuantity: minQuantityOf(entry), price: mapPriceItem(entry) }))
    .filter((s): s is ScaledPrice => s.minQuantity !== 1 && !!s.price)
    .sort((a, b) => a.minQuantity - b.minQuantity);
  const result: ProductPrices = { sku: data.sku, scaled };
  const sale = singlePrice(p.SalePrice) ?? singlePrice(p.ListPrice);
  const list = singlePrice(p.ListPrice);
  const min = singlePrice(p.MinSalePrice) ?? singlePrice(p.MinListPrice);
  const max = singlePrice(p.MaxSalePrice) ?? singlePrice(p.MaxListPrice);
  const summedUp = singlePrice(p.SummedUpSalePrice) ?? singlePrice(p.SummedUpListPrice);
  if (sale) result.sale = sale;
  if (list) result.list = list;
  if (min) result.min = min;
  if (max) result.max = max;
  if (summedUp) result.summedUp = summedUp;
  return result;
}

/** The unit price that applies to a quantity: the highest scaled price reached, else the sale price. */
export function priceForQuantity(prices: ProductPrices, quantity: number): PriceItem | undefined {
  let price = prices.sale;
  for (const s of prices.scaled) if (quantity >= s.minQuantity) price = s.price;
  return price;
}
