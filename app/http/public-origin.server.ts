// The shop's own origin for absolute URLs (canonical links, hreflang, JSON-LD, sitemaps, robots.txt).
// Host and X-Forwarded-* headers are client input: a shared cache would store a page whose canonical
// link points wherever the first requester said. So the origin comes from PUBLIC_URL; without it the
// request's origin is used only for hosts the operator allowed (ALLOWED_HOSTS) or loopback.
import { config } from '~/http/config.server';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function isAllowedHost(url: URL): boolean {
  const hostname = url.hostname.toLowerCase();
  return loopbackHosts.has(hostname) || config.allowedHosts.some((allowed) => allowed === hostname || allowed === url.host.toLowerCase());
}

/** The origin absolute URLs are built on, e.g. `https://shop.example.com`: never one chosen by a client alone. */
export function publicOrigin(request: Request): string {
  if (config.publicUrl) return config.publicUrl;
  const url = URL.canParse(request.url) ? new URL(request.url) : undefined;
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && isAllowedHost(url)) return url.origin;
  return config.allowedHosts.length > 0
    ? `${config.secureCookies ? 'https' : 'http'}://${config.allowedHosts[0]}`
    : `http://localhost:${config.port}`;
}

/** An absolute URL of a path of this shop (`/de/cameras-ctg1?x`), on the public origin. */
export function absoluteUrl(request: Request, path: string): string {
  return new URL(path.startsWith('/') ? path : `/${path}`, publicOrigin(request)).href;
}
