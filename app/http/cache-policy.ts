// Cache-Control of the storefront's answers, decided in one place. Routes declare what their page
// may be (CATALOG_PAGE_CACHE); the request's middleware narrows it for personal, degraded, failed or
// cookie-setting answers, so no route can hand a shared cache something personal or incomplete.

/** Anonymous catalogue pages: shared caches (CDN) may keep them briefly and serve stale while revalidating. */
export const CATALOG_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Pages that depend on a session: never shared. */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';
/** Answers that must not be stored anywhere: degraded, failed, setting a cookie or showing a preview. */
export const NO_STORE = 'private, no-store';

export interface CacheFacts {
  /** The request carries a session with content. */
  personal: boolean;
  /** Secondary data failed: the answer is incomplete. */
  degraded: boolean;
  status: number;
  setsCookie: boolean;
  /** The page shows the storefront editor's preview (app/features/preview): the editor's alone. */
  preview?: boolean;
}

/** The Cache-Control an answer leaves with, given what its route declared. */
export function effectiveCacheControl(declared: string | null, facts: CacheFacts): string {
  if (facts.degraded || facts.setsCookie || facts.preview || facts.status >= 400) return NO_STORE;
  if (!declared) return PRIVATE_PAGE_CACHE;
  if (facts.personal && !/\bprivate\b|\bno-store\b/.test(declared)) return PRIVATE_PAGE_CACHE;
  return declared;
}

const strictness = (value: string) => (/\bno-store\b/.test(value) ? 2 : /\bprivate\b/.test(value) ? 1 : 0);

/** Of two declarations (a parent route's and a child's), the stricter; the child's when equal. */
export function stricterCacheControl(parent: string | null, child: string | null): string | null {
  if (!parent || !child) return child ?? parent;
  return strictness(parent) > strictness(child) ? parent : child;
}
