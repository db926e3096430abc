// The page a request is for, as a shopper would write its address: React Router's data requests
// (`/account/orders.data?_routes=…`, `/_root.data` for the home path) name their page with a suffix and
// a parameter of the router's own, and forms posted to an index route carry its `index` marker.
// Addresses the shop hands back (the login's returnUrl, a redirect after a post) are built from this.

const DATA_SUFFIX = '.data';
const ROOT_DATA_PATH = '/_root.data';
const ROUTER_PARAMETERS = ['_routes', 'index'];

/** The path and query of the page `request` is for. */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  for (const parameter of ROUTER_PARAMETERS) url.searchParams.delete(parameter);
  let pathname = url.pathname;
  if (pathname === ROOT_DATA_PATH) pathname = '/';
  else if (pathname.endsWith(DATA_SUFFIX)) pathname = pathname.slice(0, -DATA_SUFFIX.length);
  return `${pathname}${url.search}`;
}
