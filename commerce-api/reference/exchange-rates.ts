// The demo's fixed exchange rates. The demo catalogue is priced in EUR; its USD, PLN and RON price
// lists, the shipping and payment costs, the promotions' amounts and budgets in another currency are
// derived from EUR with these rates (seed/data/money.ts rounds prices as a shop prints them). They are
// the demo's, not a market's: fixed so that every seed gives the same prices.
import { type Currency, isCurrency } from './locales';

/** Units of the currency for one euro. */
export const EUR_RATES: Record<Currency, number> = { EUR: 1, USD: 1.08, PLN: 4.3, RON: 4.97 };

function rateOf(currency: string): number {
  if (!isCurrency(currency)) throw new Error(`The demo has no exchange rate for ${currency}`);
  return EUR_RATES[currency];
}

/** Integer cents of one of the shop's currencies in another at the demo rates, to the cent. */
export function convertCents(cents: number, from: string, to: string): number {
  return from === to ? cents : Math.round((cents * rateOf(to)) / rateOf(from));
}

/** An amount in EUR cents in the currency, rounded to whole units (fees, thresholds and budgets read best so). */
export function wholeUnitsFromEurCents(eurCents: number, to: Currency): number {
  return to === 'EUR' ? eurCents : Math.round((eurCents * EUR_RATES[to]) / 100) * 100;
}

/** Cents written for EUR and USD; the other currencies' amounts are derived from EUR unless written too. */
export type CentsPerCurrency = Record<'EUR' | 'USD', number> & Partial<Record<Currency, number>>;

/** The table's amount in the currency: its own, else the EUR amount in whole units of the currency. */
export function centsIn(table: CentsPerCurrency, currency: Currency): number {
  return table[currency] ?? wholeUnitsFromEurCents(table.EUR, currency);
}
