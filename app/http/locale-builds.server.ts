// The server build cut into one build per site. app/routes.ts repeats the shop's URL tree for the
// default site and once per locale (route ids `default:…`, `de_DE:…`), and React Router's per-request
// work (matching, the route objects each render builds, the page's manifest) grows with the number of
// routes: a catalogue slug is matched by the catch-all, the last of all branches. A request only ever
// needs the routes of the site its path names, so each site gets a build with its own tree and the
// routes of no tree (the root, robots.txt, sitemap.xml); the cost per request then stays that of one
// site, however many there are.
import type { ServerBuild } from 'react-router';
import { DEFAULT_SITE_TREE, localeOfPath, routeTreeOf, shopLocales, type ShopLocale } from '~/i18n/locales';

const TREES = [DEFAULT_SITE_TREE, ...shopLocales.map((locale) => locale.id)];

/** The build with the routes of `locale`'s tree and of no tree, in the server's and in the browser's manifest. */
export function localeBuild(build: ServerBuild, locale: ShopLocale): ServerBuild {
  const otherTrees = TREES.filter((tree) => tree !== routeTreeOf(locale)).map((tree) => `${tree}:`);
  const keep = (routeId: string) => !otherTrees.some((prefix) => routeId.startsWith(prefix));
  const pick = <T,>(routes: Record<string, T>) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/** React Router's route discovery: it asks for the routes of links of any locale at once. */
const MANIFEST_PATH = '/__manifest';
/** The suffix of a client navigation's data request (`/de/search.data`; the root's is `/_root.data`). */
const DATA_SUFFIX = '.data';

/**
 * The locale whose build answers a request for `pathname`; undefined for route discovery, which the
 * whole build answers.
 */
export function buildLocaleOfPath(pathname: string): ShopLocale | undefined {
  if (pathname === MANIFEST_PATH) return undefined;
  return localeOfPath(pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname);
}
