// The remembered language (business-and-integration §2.6, §9): the language switch's links carry the
// chosen site's locale id (`?lang=de_DE`); with the feature saveLanguageSelection on, a request with it
// stores the choice in the `preferredLocale` cookie for a year, and every such request is redirected to
// its address without the parameter. A later visit to the shop's root goes to the remembered site's home.
// A value naming no site is ignored.
import { redirect } from 'react-router';
import { config } from '~/http/config.server';
import { cookieValue } from '~/http/cookie-header';
import { LANG_PARAMETER } from '~/i18n/language-choice';
import { localizePath, shopLocales, type ShopLocale } from '~/i18n/locales';

export const PREFERRED_LOCALE_COOKIE = 'preferredLocale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const siteOf = (id: string | null | undefined): ShopLocale | undefined => shopLocales.find((locale) => locale.id === id);

/** The site the visitor chose before, if the feature is on and the cookie names one. */
export function preferredLocale(request: Request): ShopLocale | undefined {
  return config.features.has('saveLanguageSelection') ? siteOf(cookieValue(request.headers.get('Cookie'), PREFERRED_LOCALE_COOKIE)) : undefined;
}

/** The redirect that takes the language switch's parameter off the address (and remembers it), if the request has one. */
export function languageChoiceRedirect(request: Request): Response | undefined {
  const url = new URL(request.url);
  if (request.method !== 'GET' || !url.searchParams.has(LANG_PARAMETER)) return undefined;
  const chosen = siteOf(url.searchParams.get(LANG_PARAMETER));
  url.searchParams.delete(LANG_PARAMETER);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (chosen && config.features.has('saveLanguageSelection')) {
    headers.append(
      'Set-Cookie',
      `${PREFERRED_LOCALE_COOKIE}=${chosen.id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${config.secureCookies ? '; Secure' : ''}`,
    );
  }
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers });
}

/** Where the shop's root leads: the remembered site's home, else the home of the site the root belongs to. */
export function rootTarget(request: Request, locale: ShopLocale): string {
  return localizePath('/home', preferredLocale(request) ?? locale);
}
