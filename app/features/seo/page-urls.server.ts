import { absoluteUrl } from '~/public-origin.server';
import { defaultLocale, localizePath, shopLocales } from '~/i18n/locales';
import type { ShopContext } from '~/shop-context.server';
import type { Alternate } from '~/features/seo/page-meta';

/**
 * The canonical URL of a page and its language versions, built from the page's clean shop path
 * (`/cameras-ctgCameras?page=2`, without locale prefix) on the public origin, never from the
 * requested URL: its case, trailing slashes, stray parameters and `.data` suffix stay out.
 */
export function pageUrls(request: Request, shop: ShopContext, shopPath: string): { canonical: string; alternates: Alternate[] } {
  const alternates: Alternate[] = shopLocales.map((locale) => ({
    hrefLang: locale.lang,
    href: absoluteUrl(request, localizePath(shopPath, locale)),
  }));
  alternates.push({ hrefLang: 'x-default', href: absoluteUrl(request, localizePath(shopPath, defaultLocale)) });
  return { canonical: absoluteUrl(request, localizePath(shopPath, shop.locale)), alternates };
}
