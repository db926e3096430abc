// The currency a page prices in: the one the shopper chose (kept in the session) when the page's site
// offers it, else the site's default, the first of its list (app/i18n/locales.ts). A choice the site does
// not offer (made on another site, or a tampered value) is ignored, never an error.
import type { ShopCurrency, ShopLocale } from './locales';

export function siteCurrency(locale: ShopLocale, chosen: unknown): ShopCurrency {
  return locale.currencies.find((currency) => currency === chosen) ?? locale.currencies[0];
}

/** The site lets the shopper choose a currency (the header's currency switch shows). */
export function offersCurrencyChoice(locale: ShopLocale): boolean {
  return locale.currencies.length > 1;
}
