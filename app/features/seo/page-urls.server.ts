import { absoluteUrl } from '~/http/public-origin.server';
import type { ShopContext } from '~/http/shop-context.server';
import { type Alternate, defaultLocale, localizePath, shopLocales, type ShopLocale } from '~/i18n/locales';

/** A page's shop path (without locale prefix) in each language: one for all, or one per locale. */
export type ShopPaths = string | ((locale: ShopLocale) => string);

/**
 * The canonical URL of a page and its language versions, built from the page's clean shop path
 * (`/cameras-ctgCameras?page=2`, without locale prefix) on the public origin, never from the
 * requested URL: its case, trailing slashes, stray parameters and `.data` suffix stay out.
 * Catalogue pages name each language version by its own slug.
 */
export function pageUrls(request: Request, shop: ShopContext, paths: ShopPaths): { canonical: string; alternates: Alternate[] } {
  const pathIn = (locale: ShopLocale) => localizePath(typeof paths === 'string' ? paths : paths(locale), locale);
  const alternates: Alternate[] = shopLocales.map((locale) => ({ hrefLang: locale.lang, href: absoluteUrl(request, pathIn(locale)) }));
  alternates.push({ hrefLang: 'x-default', href: absoluteUrl(request, pathIn(defaultLocale)) });
  return { canonical: absoluteUrl(request, pathIn(shop.locale)), alternates };
}

/**
 * A catalogue page's path in every language: its slug in the page's own language, and in the other
 * languages the slug of the same item there (`load` reads it), or `fallback` when that cannot be had.
 */
export async function localizedPaths<T>(
  shop: ShopContext,
  ownPath: string,
  load: (locale: ShopLocale) => Promise<T>,
  pathOf: (item: T) => string,
  fallback: string,
): Promise<(locale: ShopLocale) => string> {
  const entries = await Promise.all(
    shopLocales.map(async (locale) => {
      if (locale.id === shop.locale.id) return [locale.id, ownPath] as const;
      try {
        return [locale.id, pathOf(await load(locale))] as const;
      } catch (error) {
        shop.degradation.record(`${locale.id} name`, error);
        return [locale.id, fallback] as const;
      }
    }),
  );
  const byLocale = new Map<string, string>(entries);
  return (locale) => byLocale.get(locale.id) ?? fallback;
}
