import type { HeadersFunction } from 'react-router';
import { stricterCacheControl } from '~/http/cache-policy';

/**
 * The one `headers` export of every page route: what the parent routes, the loader, the action and a
 * thrown error response set, merged (later wins), with the stricter Cache-Control of parent and child.
 * Without it React Router keeps only the deepest route's headers, dropping e.g. the root's caching.
 */
export const routeHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== 'cache-control') headers.set(name, value);
    });
  }
  let cacheControl = parentHeaders.get('Cache-Control');
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    cacheControl = stricterCacheControl(cacheControl, source?.get('Cache-Control') ?? null);
  }
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};
