// The one money formatter of the storefront (ROADMAP: prices are always formatted by one function).

import type { Money, PriceItem } from '~/commerce/models/money';

export type DisplayType = 'b2c' | 'b2b';

/** b2b shows net prices, b2c gross prices (shopping-core §4). */
export function priceForDisplay(price: PriceItem, displayType: DisplayType): Money {
  return displayType === 'b2b' ? price.net : price.gross;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** ISO 4217 codes are three capital letters; anything else from a backend is not formatted as money. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

function formatterFor(intlLocale: string, currency: string, fractionDigits: number): Intl.NumberFormat | undefined {
  const key = `${intlLocale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (!CURRENCY_CODE.test(currency)) return undefined;
    formatter = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a price for the shopper: 2 decimals, 4 for values below 0.01 (shopping-core §9),
 * net or gross by display type when given a price item.
 */
export function formatPrice(price: Money | PriceItem, options: { locale: string; displayType: DisplayType }): string {
  const money = 'currency' in price ? price : priceForDisplay(price, options.displayType);
  const fractionDigits = money.value !== 0 && Math.abs(money.value) < 0.01 ? 4 : 2;
  return formatterFor(options.locale, money.currency, fractionDigits)?.format(money.value) ?? `${money.value.toFixed(fractionDigits)} ${money.currency}`;
}
