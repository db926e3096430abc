import type { Route } from './+types/sitemap-page';
import { primary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import { absoluteUrl } from '~/http/public-origin.server';
import { getShop } from '~/http/shop-context.server';
import { SITEMAP_HEADERS, SITEMAP_PAGE_SIZE, sitemapPaths, sitemapXml, type SitemapKind } from '~/features/seo/sitemap.server';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const SITEMAP_FILE = /^(categories|products|pages)-([1-9]\d{0,5})\.xml$/;

/** /sitemap/{categories|products|pages}-{page}.xml (below the locale prefix): one page of one kind's URLs. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const match = SITEMAP_FILE.exec(params.file);
  if (!match) throw notFound();
  const shop = getShop(context);
  const page = Number(match[2]);
  // The catalogue is the page's primary resource: an unavailable backend is a 503 with Retry-After.
  const paths = (await primary(sitemapPaths(shop, match[1] as SitemapKind))).slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
  // Page 1 always exists, empty for an empty catalogue, as the index lists it.
  if (paths.length === 0 && page > 1) throw notFound();
  const urls = paths.map((path) => absoluteUrl(request, localizePath(path, shop.locale)));
  return new Response(sitemapXml('urlset', urls), { headers: SITEMAP_HEADERS });
}
