// Gross price ranges of the price facet, in whole currency units: "0-25", ..., "2500-" (open).
import { languageTag } from '../../reference/locales';

const BOUNDARIES = [0, 25, 50, 100, 250, 500, 1000, 2500];

export interface PriceRange {
  key: string;
  fromCents: number;
  /** Exclusive upper bound; undefined for the open last range. */
  toCents?: number;
}

export const PRICE_RANGES: PriceRange[] = BOUNDARIES.map((from, index) => {
  const to = BOUNDARIES[index + 1];
  return {
    key: to === undefined ? `${from}-` : `${from}-${to}`,
    fromCents: from * 100,
    toCents: to === undefined ? undefined : to * 100,
  };
});

export function priceRangeOf(grossCents: number): PriceRange {
  return (
    PRICE_RANGES.find(range => grossCents >= range.fromCents && (range.toCents === undefined || grossCents < range.toCents)) ??
    PRICE_RANGES[0]
  );
}

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

export function priceRangeDisplay(range: PriceRange, locale: string, currency: string, openRangeText: string): string {
  const format = currencyFormat(locale, currency);
  const from = format.format(range.fromCents / 100);
  if (range.toCents === undefined) return openRangeText.replace('{{from}}', from);
  return `${from} – ${format.format((range.toCents - 1) / 100)}`;
}
