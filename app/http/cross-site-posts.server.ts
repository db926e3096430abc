// Which posts come from another site (docs/decisions/013). React Router compares a page action's
// Origin with the shop's hosts, but not a resource route's (an `action` without a page, such as
// /api/display-type): the root middleware repeats that comparison for every post, so both kinds are
// refused alike. Browsers also mark a request started by another site in Sec-Fetch-Site. A post with
// neither (an older browser, a privacy tool that strips Origin) still names the page it came from in
// Referer, when it sends one: a page of another site is refused as well. The same test tells a link
// followed from another site (a top-level GET, which carries no Origin), e.g. a basket link, and the route
// guards ask `isShopPage` whether a Referer names a page of the shop (docs/decisions/017).
//
// One path takes posts from anywhere: the punchout entry, which procurement systems post to from their
// own origin (OCI posts by default). It is a resource route, which React Router does not check either,
// and it starts a fresh session from the credentials in the post, so a forged post can only log the
// browser in as the forger's own punchout user, in a session that cannot check out (decision 019).
import { config } from '~/http/config.server';
import { unlocalizePath } from '~/i18n/locales';

/** The hosts the shop answers under besides the request's own: PUBLIC_URL's and ALLOWED_HOSTS. */
export function shopHosts(): string[] {
  return [...(config.publicUrl ? [new URL(config.publicUrl).host] : []), ...config.allowedHosts];
}

/** A page's URL (Origin or Referer) is the shop's: the request's own origin, or one of the shop's hosts. */
export function isShopPage(url: string, request: Request): boolean {
  if (!URL.canParse(url)) return false;
  const page = new URL(url);
  return page.origin === new URL(request.url).origin || shopHosts().includes(page.host.toLowerCase());
}

/** A request that another site's page started (a post it sent, a link on it that was followed). */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return true;
  // `Origin: null` (a sandboxed frame, a data: URL, a redirect from another site) names no shop page.
  const origin = request.headers.get('Origin');
  if (origin !== null) return !isShopPage(origin, request);
  const referer = request.headers.get('Referer');
  return referer ? !isShopPage(referer, request) : false;
}

/** The paths other sites may post to: the punchout entry alone. */
export const FOREIGN_POST_PATHS: readonly string[] = ['/punchout'];

export function isCrossSitePost(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return !FOREIGN_POST_PATHS.includes(unlocalizePath(new URL(request.url).pathname)) && isCrossSiteRequest(request);
}
