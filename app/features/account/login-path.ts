// The login page's address, coming back to `returnTo` afterwards (business-and-integration §2.3: the
// requested path with its query), optionally with the message the login page shows first.
import { defaultLocale, localeOfPath, localizePath, type ShopLocale, unlocalizePath } from '~/i18n/locales';

export function loginPath(locale: ShopLocale, returnTo: string, messageKey?: string): string {
  const query = new URLSearchParams({ returnUrl: returnTo });
  if (messageKey) query.set('messageKey', messageKey);
  return localizePath(`/login?${query}`, locale);
}

/**
 * The login link of the page at `pathname` (with its locale prefix) and `search`: back to that page
 * afterwards. On the login page itself, the page as it is (keeping where that login goes back to).
 */
export function loginPathFrom(locale: ShopLocale, pathname: string, search: string): string {
  return unlocalizePath(pathname) === '/login' ? `${pathname}${search}` : loginPath(locale, `${pathname}${search}`);
}

/**
 * Where a login goes back to: a path of this shop only. Anything else (another origin, `//host`,
 * a backslash trick, a scheme) falls back to `fallback`, so the login page is no open redirect.
 */
export function safeReturnPath(returnUrl: string | null | undefined, fallback: string): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || /[\\\u0000-\u001f]/.test(returnUrl)) return fallback;
  const url = new URL(returnUrl, 'http://shop.invalid');
  return url.origin === 'http://shop.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/**
 * A return path as the login page of `locale` means it: a path without a locale prefix, taken on the
 * page of another locale than the default (`/de/login?returnUrl=/basket`), is that locale's page (`/de/basket`).
 */
export function localizedReturnPath(path: string, locale: ShopLocale): string {
  if (locale === defaultLocale || localeOfPath(path) !== defaultLocale) return path;
  return localizePath(path, locale);
}

/** Where a login (with the shop's form or single sign-on) goes: the returnUrl of this shop in the login page's locale, else My Account. */
export function returnPathAfterLogin(returnUrl: string | null | undefined, locale: ShopLocale): string {
  return localizedReturnPath(safeReturnPath(returnUrl, localizePath('/account', locale)), locale);
}
