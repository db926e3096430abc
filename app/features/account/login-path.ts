// The login page's address, coming back to `returnTo` afterwards (business-and-integration §2.3: the
// requested path with its query), optionally with the message the login page shows first.
import { localizePath, type ShopLocale } from '~/i18n/locales';

export function loginPath(locale: ShopLocale, returnTo: string, messageKey?: string): string {
  const query = new URLSearchParams({ returnUrl: returnTo });
  if (messageKey) query.set('messageKey', messageKey);
  return localizePath(`/login?${query}`, locale);
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
