// Which posts come from another site (docs/decisions/013). React Router compares a post's Origin with
// the shop's hosts; browsers also mark a request started by another site in Sec-Fetch-Site. A post
// with neither (an older browser, a privacy tool that strips Origin) still names the page it came
// from in Referer, when it sends one: a page of another site is refused as well.
import { config } from '~/config.server';

/** The hosts the shop answers under besides the request's own: PUBLIC_URL's and ALLOWED_HOSTS. */
export function shopHosts(): string[] {
  return [...(config.publicUrl ? [new URL(config.publicUrl).host] : []), ...config.allowedHosts];
}

function isShopHost(host: string, request: Request): boolean {
  return host === new URL(request.url).host.toLowerCase() || shopHosts().includes(host);
}

export function isCrossSitePost(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return true;
  // React Router's own check compares the Origin.
  if (request.headers.has('Origin')) return false;
  const referer = request.headers.get('Referer');
  if (!referer) return false;
  try {
    return !isShopHost(new URL(referer).host.toLowerCase(), request);
  } catch {
    return true;
  }
}
