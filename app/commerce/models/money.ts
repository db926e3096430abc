import { z } from 'zod';

import { lenientNumber, lenientString } from './lenient-scalars';

export interface Money {
  currency: string;
  value: number;
}

export interface PriceItem {
  net: Money;
  gross: Money;
}

/** ICM `ProductPrice`/`Money`: older releases send only `currencyMnemonic`. */
export const moneyDataSchema = z.looseObject({
  type: lenientString.optional(),
  currency: lenientString.optional(),
  currencyMnemonic: lenientString.optional(),
  value: lenientNumber.optional(),
});
export type MoneyData = z.infer<typeof moneyDataSchema>;

/** ICM `PriceItem`: a gross and a net money value. */
export const priceItemDataSchema = z.looseObject({
  type: lenientString.optional(),
  gross: moneyDataSchema.nullish(),
  net: moneyDataSchema.nullish(),
});
export type PriceItemData = z.infer<typeof priceItemDataSchema>;

/** Money from ICM data; undefined when the value or currency is missing or 'N/A'. */
export function mapMoney(data: MoneyData | null | undefined): Money | undefined {
  if (!data) return undefined;
  const currency = data.currency ?? data.currencyMnemonic;
  if (!currency || currency === 'N/A' || data.value === undefined) return undefined;
  return { currency, value: data.value };
}

export function mapPriceItem(data: PriceItemData | null | undefined): PriceItem | undefined {
  const net = mapMoney(data?.net);
  const gross = mapMoney(data?.gross);
  return net && gross ? { net, gross } : undefined;
}

/** Accepts unknown input (an attribute value, say) and maps it when it looks like money. */
export function moneyFromUnknown(value: unknown): Money | undefined {
  const parsed = moneyDataSchema.safeParse(value);
  return parsed.success ? mapMoney(parsed.data) : undefined;
}
