// Price arithmetic for the seed: EUR is the source, the USD, PLN and RON lists derive from it at the
// demo's fixed rates (reference/exchange-rates.ts).
import type { SeedPrice } from '../../catalog/catalog-types';
import { EUR_RATES } from '../../reference/exchange-rates';

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Unit prices below one cent keep four decimals, everything else two. */
export function roundPrice(value: number): number {
  return value < 0.01 ? round(value, 4) : round(value, 2);
}

/**
 * The USD price list: EUR × 1.08 (EUR_RATES.USD), keeping the price ending of the EUR price
 * (x.99 stays x.99, whole euros stay whole dollars).
 */
export function usdFromEur(eur: number): number {
  const usd = eur * EUR_RATES.USD;
  if (eur < 0.1) return round(usd, 4);
  if (eur < 1) return roundPrice(usd);
  const cents = Math.round((eur - Math.floor(eur)) * 100);
  if (cents === 0) return Math.round(usd);
  if (cents === 99) return round(Math.ceil(usd) - 0.01, 2);
  return round(usd, 2);
}

/** A list price a shop would print: ends in .99 from 10 upwards. */
export function listPriceAbove(sale: number, factor: number): number {
  const raw = sale * factor;
  if (raw < 10) return round(Math.max(raw, sale + 0.1), 2);
  const nice = Math.ceil(raw) - 0.01;
  return round(nice > sale ? nice : nice + 1, 2);
}

/**
 * The PLN and RON price lists (the Polish and Romanian sites): EUR × 4.30 or × 4.97 (EUR_RATES), printed
 * as a shop there would: from 10 units upwards the nearest whole zloty or leu less one grosz or ban
 * (752.50 -> 752.99), below that to the cent, and unit prices under 0.10 EUR to four decimals as in EUR.
 */
export function localPriceFromEur(eur: number, currency: 'PLN' | 'RON'): number {
  const local = eur * EUR_RATES[currency];
  if (eur < 0.1) return round(local, 4);
  if (local < 10) return round(local, 2);
  return round(Math.max(Math.round(local), 1) - 0.01, 2);
}

/** A product's PLN or RON prices from its EUR ones; a list price that rounding brought down to the sale price is left out. */
export function localPricesFromEur(eur: SeedPrice, currency: 'PLN' | 'RON'): SeedPrice {
  const sale = localPriceFromEur(eur.sale, currency);
  const list = eur.list === undefined ? undefined : localPriceFromEur(eur.list, currency);
  const scaled = eur.scaled?.map(({ minQuantity, sale: unit }) => ({ minQuantity, sale: localPriceFromEur(unit, currency) }));
  return { sale, ...(list !== undefined && list > sale ? { list } : {}), ...(scaled ? { scaled } : {}) };
}
