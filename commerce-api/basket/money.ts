// Basket money: integer minor units (cents) only, so sums are exact. Rounding rules:
// 1. Rounding happens once per unit price: in the catalogue, which stores integer cents net and
//    gross (gross = net × (1 + tax rate), rounded half away from zero; catalog/prices/money.ts),
//    or, for a ship-to country with its own rates, here (`grossAt`, the same rounding).
// 2. The basket never rounds: a line is unit cents × quantity, totals are sums of lines, and tax
//    is gross − net of the same amount, so net + tax = gross holds to the cent on every level.
// 3. Every amount must stay a safe integer; anything larger is refused rather than rounded.
// 4. Values leave the API as decimals (cents / 100, which JSON prints as the shortest decimal);
//    both shop currencies (EUR, USD) have two minor digits.

export interface NetGross {
  netCents: number;
  grossCents: number;
}

export const ZERO: NetGross = { netCents: 0, grossCents: 0 };

function checked(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of the exact range: ${cents} cents`);
  return cents;
}

export function times(amount: NetGross, quantity: number): NetGross {
  return { netCents: checked(amount.netCents * quantity), grossCents: checked(amount.grossCents * quantity) };
}

export function plus(a: NetGross, b: NetGross): NetGross {
  return { netCents: checked(a.netCents + b.netCents), grossCents: checked(a.grossCents + b.grossCents) };
}

export function taxCents(amount: NetGross): number {
  return amount.grossCents - amount.netCents;
}

/** ICM's money value: `{currency, value}`. */
export function moneyValue(cents: number, currency: string) {
  return { currency, value: cents / 100 };
}

/** ICM's price item: net and gross. */
export function priceItem(amount: NetGross, currency: string) {
  return { net: moneyValue(amount.netCents, currency), gross: moneyValue(amount.grossCents, currency) };
}

/**
 * The gross of a net amount at a rate in basis points, rounded half away from zero to the cent,
 * in integers only (the one rounding of rule 1 when a ship-to country's rate applies).
 */
export function grossAt(netCents: number, basisPoints: number): number {
  const scaled = checked(netCents * (10_000 + basisPoints));
  const halfUp = Math.abs(scaled) + 5_000;
  const rounded = (halfUp - (halfUp % 10_000)) / 10_000;
  return checked(scaled < 0 ? -rounded : rounded);
}

export function minus(a: NetGross, b: NetGross): NetGross {
  return { netCents: checked(a.netCents - b.netCents), grossCents: checked(a.grossCents - b.grossCents) };
}

/**
 * A percentage (in basis points, 1000 = 10 %) of a non-negative amount in cents, rounded half up
 * to the cent, in integers only (promotions; decision 011, addendum).
 */
export function percentOf(cents: number, basisPoints: number): number {
  if (cents < 0 || basisPoints < 0) throw new RangeError('percentOf takes non-negative amounts');
  const scaled = checked(cents * basisPoints);
  return (scaled + 5_000 - ((scaled + 5_000) % 10_000)) / 10_000;
}

/**
 * Splits `cents` over parts in proportion to their weights (non-negative integers), to the cent:
 * each part gets the floor of its share and the cents left over go to the parts with the largest
 * remainders (earlier parts first on ties), so the shares always add up to `cents` exactly.
 */
export function allocate(cents: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map(weight => checked(cents * weight));
  const shares = exact.map(value => Math.floor(value / total));
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value % total })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
