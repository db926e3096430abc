// Cache-Control policies of the storefront's pages, one place for all of them.

/** Anonymous catalogue pages: shared caches (CDN) may keep them briefly and serve stale while revalidating. */
export const CATALOG_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Pages that depend on a session: never shared. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

export function catalogCacheControl(personal: boolean): string {
  return personal ? PRIVATE_PAGE_CACHE : CATALOG_PAGE_CACHE;
}
