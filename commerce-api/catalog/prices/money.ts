// Money is kept in integer cents; gross is derived from net with the product's tax rate.

export function toCents(amount: number): number {
  return Math.round(amount * 100 + (amount >= 0 ? 1e-7 : -1e-7));
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function grossCents(netCents: number, taxRate: number): number {
  const exact = netCents * (1 + taxRate);
  return Math.round(exact + 1e-7);
}
