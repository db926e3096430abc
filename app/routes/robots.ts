import type { Route } from './+types/robots';
import { shopLocales, localizePath } from '~/i18n/locales';
import { absoluteUrl } from '~/http/public-origin.server';

/** Personal pages in every locale, and listing permutations that repeat the same products. */
function disallowedPaths(): string[] {
  const personal = shopLocales.flatMap((locale) => ['/basket', '/checkout', '/account'].map((path) => localizePath(path, locale)));
  const permutations = ['filters', 'sorting', 'sortKey', 'view'].map((parameter) => `/*?*${parameter}=`);
  return [...personal, ...permutations];
}

/** /robots.txt: keeps crawlers to the catalogue and points them at the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(request, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600, s-maxage=86400' },
  });
}
