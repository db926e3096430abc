// Shipping methods (basket.v1 `eligible-shipping-methods`, a basket's `commonShippingMethod`).
import { z } from 'zod';

import { idString, lenientString } from './lenient-scalars';
import { mapPriceItem, type PriceItem, priceItemDataSchema } from './money';

export interface ShippingMethod {
  id: string;
  name: string;
  description?: string;
  shippingCosts?: PriceItem;
  /** Days. */
  shippingTimeMin?: number;
  /** Days. */
  shippingTimeMax?: number;
}

export const shippingMethodDataSchema = z.looseObject({
  id: idString,
  name: lenientString.optional(),
  description: lenientString.optional(),
  deliveryTimeMin: z.unknown().optional(),
  deliveryTimeMax: z.unknown().optional(),
  shippingTimeMin: z.unknown().optional(),
  shippingTimeMax: z.unknown().optional(),
  shippingCosts: priceItemDataSchema.nullish(),
});
export type ShippingMethodData = z.infer<typeof shippingMethodDataSchema>;

export const shippingMethodListDataSchema = z.looseObject({
  data: z.array(shippingMethodDataSchema).nullish(),
});

/**
 * Days of an ISO-8601 duration of days and weeks (`P3D`, `P1W`, `P1W2D`, `PT0S`); a plain number is
 * taken as days. Durations with months, years or hours have no fixed number of days: undefined.
 */
export function durationInDays(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toUpperCase();
  if (/^\d+$/.test(text)) return Number(text);
  if (/^PT0+[HMS]$/.test(text)) return 0;
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  return Number(match[1] ?? 0) * 7 + Number(match[2] ?? 0);
}

export function mapShippingMethod(data: ShippingMethodData): ShippingMethod {
  const method: ShippingMethod = { id: data.id, name: data.name ?? data.id };
  if (data.description) method.description = data.description;
  const costs = mapPriceItem(data.shippingCosts);
  if (costs) method.shippingCosts = costs;
  const min = durationInDays(data.deliveryTimeMin ?? data.shippingTimeMin);
  const max = durationInDays(data.deliveryTimeMax ?? data.shippingTimeMax);
  if (min !== undefined) method.shippingTimeMin = min;
  if (max !== undefined) method.shippingTimeMax = max;
  return method;
}
