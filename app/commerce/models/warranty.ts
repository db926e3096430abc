import { z } from 'zod';

import { rawAttributeValue } from './attribute';
import { lenientNumber, lenientString } from './lenient-scalars';
import { type LinkData, linkDataSchema } from './link';
import { type Money, moneyDataSchema, mapMoney, moneyFromUnknown } from './money';

export interface Warranty {
  /** The warranty product's SKU. */
  id: string;
  name: string;
  price?: Money;
}

/** `availableWarranties` entries: links (price in the `WarrantyPrice` attribute) or plain objects. */
export const warrantyDataSchema = linkDataSchema.extend({
  id: lenientString.optional(),
  sku: lenientString.optional(),
  name: lenientString.optional(),
  price: z.union([moneyDataSchema, lenientNumber]).optional(),
  currencyCode: lenientString.optional(),
});
export type WarrantyData = z.infer<typeof warrantyDataSchema>;

export function mapWarranty(data: WarrantyData & LinkData): Warranty | undefined {
  const id = data.sku ?? data.id ?? data.uri?.slice(data.uri.lastIndexOf('/') + 1);
  if (!id) return undefined;
  let price = moneyFromUnknown(rawAttributeValue(data.attributes, 'WarrantyPrice'));
  if (!price && typeof data.price === 'number' && data.currencyCode) price = { currency: data.currencyCode, value: data.price };
  if (!price && data.price && typeof data.price === 'object') price = mapMoney(data.price);
  const warranty: Warranty = { id, name: data.name ?? data.title ?? id };
  if (price) warranty.price = price;
  return warranty;
}

export function mapWarranties(data: WarrantyData[] | null | undefined): Warranty[] {
  return (data ?? []).map(mapWarranty).filter((w): w is Warranty => !!w);
}
