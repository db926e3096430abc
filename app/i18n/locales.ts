// The shop's locales. The default locale's pages have no path prefix; every other
// locale lives under its own prefix (/de/…). Routes, links and the ICM `;loc=`
// matrix parameter all derive from this table.

export interface ShopLocale {
  /** ICM locale id, sent as `;loc=`. */
  id: 'en_US' | 'de_DE';
  /** Message language and <html lang>. */
  lang: 'en' | 'de';
  /** Path prefix, without slashes; empty for the default locale. */
  prefix: string;
  /** Name of the language in itself, for the language switch. */
  nativeName: string;
  /** BCP 47 tag for Intl formatting. */
  intl: string;
}

/** A language version of a page (its absolute URL), for `<link rel="alternate" hreflang>` and the language switch. */
export interface Alternate {
  hrefLang: string;
  href: string;
}

export const shopLocales: readonly ShopLocale[] = [
  { id: 'en_US', lang: 'en', prefix: '', nativeName: 'English', intl: 'en-US' },
  { id: 'de_DE', lang: 'de', prefix: 'de', nativeName: 'Deutsch', intl: 'de-DE' },
];

export const defaultLocale = shopLocales[0];

export function localeByLang(lang: string): ShopLocale | undefined {
  return shopLocales.find((locale) => locale.lang === lang);
}

/** The locale a pathname belongs to, read from its first segment. */
export function localeOfPath(pathname: string): ShopLocale {
  const first = pathname.split('/')[1] ?? '';
  return shopLocales.find((locale) => locale.prefix && locale.prefix === first) ?? defaultLocale;
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
