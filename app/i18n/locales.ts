// The shop's sites: one per locale, each with its language and currency (business-and-integration §9).
// The default site's pages have no path prefix; every other site lives below its language's prefix
// (/de/…, /fr/…, and /en/… when English is not the default). Which site is the default is configuration
// (DEFAULT_LOCALE), read once when this module loads: on the server from the environment, in the browser
// from the document the server rendered (<html data-default-locale>). Routes, links, the ICM `;loc=`
// matrix parameter and the currencies a site offers for `;cur=` (app/i18n/site-currency.ts) all derive
// from this table.

type LocaleId = 'en_US' | 'de_DE' | 'fr_FR' | 'pl_PL' | 'ro_RO';

/** The currencies the shop prices in (the bundled API has a price list for each). */
export type ShopCurrency = 'EUR' | 'USD' | 'PLN' | 'RON';

export interface ShopLocale {
  /** ICM locale id, sent as `;loc=`. */
  id: LocaleId;
  /** Message language, <html lang> and, unless the site is the default, its path prefix. */
  lang: 'en' | 'de' | 'fr' | 'pl' | 'ro';
  /** Path prefix, without slashes; empty for the default site. */
  prefix: string;
  /** Name of the language in itself, for the language switch. */
  nativeName: string;
  /** BCP 47 tag for Intl formatting. */
  intl: string;
  /** The currencies the site offers, its default first; the shopper's choice is sent as `;cur=`. */
  currencies: readonly [ShopCurrency, ...ShopCurrency[]];
}

/** The sites in the spec's order of fallbacks. */
const SITES: readonly Omit<ShopLocale, 'prefix'>[] = [
  { id: 'en_US', lang: 'en', nativeName: 'English', intl: 'en-US', currencies: ['EUR', 'USD'] },
  { id: 'de_DE', lang: 'de', nativeName: 'Deutsch', intl: 'de-DE', currencies: ['EUR', 'USD'] },
  { id: 'fr_FR', lang: 'fr', nativeName: 'Français', intl: 'fr-FR', currencies: ['EUR', 'USD'] },
  { id: 'pl_PL', lang: 'pl', nativeName: 'Polski', intl: 'pl-PL', currencies: ['PLN'] },
  { id: 'ro_RO', lang: 'ro', nativeName: 'Română', intl: 'ro-RO', currencies: ['RON'] },
];

/** The site whose pages have no prefix when nothing else is configured: the demo's English. */
const FALLBACK_DEFAULT: LocaleId = 'en_US';

/** The configured default site's locale id (DEFAULT_LOCALE), wherever this module runs. */
function configuredDefault(): string | undefined {
  if (typeof document !== 'undefined') return document.documentElement.dataset.defaultLocale;
  return typeof process !== 'undefined' ? process.env.DEFAULT_LOCALE : undefined;
}

const defaultId = SITES.find((site) => site.id === configuredDefault())?.id ?? FALLBACK_DEFAULT;

export const shopLocales: readonly ShopLocale[] = SITES.map((site) => ({ ...site, prefix: site.id === defaultId ? '' : site.lang }));

export const defaultLocale = shopLocales.find((locale) => locale.id === defaultId)!;

/** The route tree (app/routes.ts) of the default site's unprefixed pages; every other site's tree is its locale id. */
export const DEFAULT_SITE_TREE = 'default';

/** The route tree a site's pages are in. */
export function routeTreeOf(locale: ShopLocale): string {
  return locale.prefix ? locale.id : DEFAULT_SITE_TREE;
}

/** A language version of a page (its absolute URL), for `<link rel="alternate" hreflang>` and the language switch. */
export interface Alternate {
  hrefLang: string;
  href: string;
}

export function localeByLang(lang: string): ShopLocale | undefined {
  return shopLocales.find((locale) => locale.lang === lang);
}

/** The locale a pathname belongs to, read from its first segment. */
export function localeOfPath(pathname: string): ShopLocale {
  const first = pathname.split('/')[1] ?? '';
  return shopLocales.find((locale) => locale.prefix && locale.prefix === first) ?? defaultLocale;
}

/**
 * The path without the default site's language prefix (`/en/home` → `/home` while English is the
 * default), for the redirect of such an address to its one URL; undefined for any other path.
 */
export function withoutDefaultPrefix(pathname: string): string | undefined {
  const prefix = `/${defaultLocale.lang}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  return sameOriginPath(pathname.slice(prefix.length));
}

/**
 * A path of this shop as links may use it: one leading slash. A path starting with `//` (or `/\\`,
 * which browsers read alike) would be a link to another site.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/** Prefixes a shop path ("/search?x") with the locale's path prefix. */
export function localizePath(path: string, locale: ShopLocale): string {
  const clean = sameOriginPath(path);
  return locale.prefix ? `/${locale.prefix}${clean === '/' ? '' : clean}` : clean;
}

/** Removes the locale prefix from a pathname. */
export function unlocalizePath(pathname: string): string {
  const locale = localeOfPath(pathname);
  return sameOriginPath(locale.prefix ? pathname.slice(locale.prefix.length + 1) : pathname);
}
