import { useLocation } from 'react-router';
import { localeOfPath, localizePath, type ShopLocale } from '~/i18n/locales';

/** The locale of the current page and a function that puts a shop path into it. */
export function useShopLocale(): { locale: ShopLocale; href: (path: string) => string } {
  const locale = localeOfPath(useLocation().pathname);
  return { locale, href: (path: string) => localizePath(path, locale) };
}
