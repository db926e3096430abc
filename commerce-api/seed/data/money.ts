// Price arithmetic for the seed: EUR is the source, the USD list derives from it.

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Unit prices below one cent keep four decimals, everything else two. */
export function roundPrice(value: number): number {
  return value < 0.01 ? round(value, 4) : round(value, 2);
}

/**
 * The USD price list: EUR × 1.08, keeping the price ending of the EUR price
 * (x.99 stays x.99, whole euros stay whole dollars).
 */
export function usdFromEur(eur: number): number {
  const usd = eur * 1.08;
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
