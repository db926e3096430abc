import type { Route } from './+types/sitemap-index';
import { primary } from '~/http/commerce-boundary.server';
import { localizePath, shopLocales } from '~/i18n/locales';
import { absoluteUrl } from '~/http/public-origin.server';
import { getShop } from '~/http/shop-context.server';
import { SITEMAP_HEADERS, sitemapPageCounts, sitemapXml, type SitemapKind } from '~/features/seo/sitemap.server';

/** /sitemap.xml: the index of every locale's category and product sitemaps. */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Every locale has the same categories and products, only their names differ: one count serves all.
  // The catalogue is the sitemap's primary resource: an unavailable backend is a 503 with Retry-After.
  const counts = await primary(sitemapPageCounts(getShop(context)));
  const files = (Object.entries(counts) as [SitemapKind, number][]).flatMap(([kind, pages]) =>
    Array.from({ length: pages }, (_, index) => `/sitemap/${kind}-${index + 1}.xml`),
  );
  const urls = shopLocales.flatMap((locale) => files.map((file) => absoluteUrl(request, localizePath(file, locale))));
  return new Response(sitemapXml('sitemapindex', urls), { headers: SITEMAP_HEADERS });
}
