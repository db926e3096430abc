// Money a client sends for a budget or a limit (`{currency, value}`, ICM's Money), as exact integer
// cents: a value must be a non-negative number with at most two decimals and a safe amount of cents,
// in one of the shop's currencies; anything else is ICM's 400 naming the attribute, never a rounding.
import { InvalidAttributeError } from '../http/icm-errors';

export interface MoneyInput {
  currency?: unknown;
  value?: unknown;
}

export interface Cents {
  cents: number;
  currency: string;
}

/** The amount in cents; throws a 400 for `attribute` when it is not exact money in a known currency. */
export function centsOf(money: MoneyInput, attribute: string, currencies: readonly string[]): Cents {
  const refuse = (why: string) => new InvalidAttributeError(attribute, 'customer.budget.invalid.error', `The ${attribute} ${why}.`);
  if (typeof money.currency !== 'string' || !currencies.includes(money.currency)) throw refuse(`needs one of the currencies ${currencies.join(', ')}`);
  const value = money.value;
  if (typeof value !== 'number' && typeof value !== 'string') throw refuse('needs a value');
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw refuse('must be an amount of at least 0 with at most two decimals');
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw refuse('is too large');
  return { cents, currency: money.currency };
}
