// The cookie consent record (shopping-core §3, business-and-integration §3/§9): what a `cookieConsent`
// cookie holds, how a stored value is read (anything broken or foreign counts as no consent), when the
// banner shows, and which cookies survive a saved choice. Pure rules, for the server and the browser.

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_CATEGORIES = ['required', 'functional', 'tracking'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The shop's cookies a saved choice keeps (docs/decisions/024): the session, the record, the language, recently viewed. */
export const ALLOWED_COOKIES: readonly string[] = ['__session', CONSENT_COOKIE, 'preferredLocale', 'recentlyViewed'];
/** Allowed cookies that a choice without the functional category removes (docs/decisions/027). */
const FUNCTIONAL_ONLY_COOKIES: readonly string[] = ['recentlyViewed'];
/** A year, in seconds (business-and-integration §9). */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
/** Far more than the longest valid record (about 80 characters encoded): a longer value is not read at all. */
const MAX_STORED_LENGTH = 512;

export interface ConsentRecord {
  /** Always with `required`, in the order of CONSENT_CATEGORIES, without duplicates. */
  enabledOptions: ConsentCategory[];
  version: number;
}

/** What a page needs to know of the visitor's consent. */
export interface ConsentState {
  /** No valid record of the configured version: the banner asks. */
  banner: boolean;
  /** The categories the visitor accepted (only `required` while the banner asks). */
  categories: ConsentCategory[];
}

const isCategory = (value: unknown): value is ConsentCategory => CONSENT_CATEGORIES.includes(value as ConsentCategory);

/** The categories named, known ones only, `required` always. */
export function sanitizedCategories(names: readonly unknown[]): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => category === 'required' || names.includes(category));
}

/**
 * A stored cookie value (URL-encoded JSON, as the PWA writes it) as a record, or undefined when it is
 * not one: too long, not JSON, no positive whole version, a version above the configured one (a
 * record of a newer configuration the shop cannot know), or no list of options. Unknown options are dropped.
 */
export function parseConsent(stored: string | undefined, configuredVersion: number): ConsentRecord | undefined {
  if (!stored || stored.length > MAX_STORED_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(stored));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { enabledOptions, version } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(version) || (version as number) < 1 || (version as number) > configuredVersion) return undefined;
  if (!Array.isArray(enabledOptions)) return undefined;
  return { enabledOptions: sanitizedCategories(enabledOptions), version: version as number };
}

/** The state a stored value gives: the banner unless it is a record of the configured version. */
export function consentState(stored: string | undefined, configuredVersion: number): ConsentState {
  const record = parseConsent(stored, configuredVersion);
  if (!record || record.version < configuredVersion) return { banner: true, categories: ['required'] };
  return { banner: false, categories: record.enabledOptions };
}

/** The cookie's value for a record: URL-encoded JSON. */
export function storedConsent(record: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}

/** What a choice posted to /cookies means: everything, only the required category, or the boxes ticked. */
export function chosenCategories(intent: unknown, ticked: readonly unknown[]): ConsentCategory[] {
  if (intent === 'all') return [...CONSENT_CATEGORIES];
  if (intent === 'required') return ['required'];
  return sanitizedCategories(ticked);
}

/** The names of a Cookie header's cookies, each once. */
export function cookieNames(header: string | null | undefined): string[] {
  if (!header) return [];
  const names = header.split(';').map((pair) => pair.split('=')[0].trim());
  return [...new Set(names.filter((name) => /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)))];
}

/**
 * The cookies of a request a saved choice removes: every one not on the allowed list, and the functional
 * ones when the choice (its categories, when given) leaves the functional category out.
 */
export function cookiesToRemove(header: string | null | undefined, categories?: readonly ConsentCategory[]): string[] {
  const functional = !categories || categories.includes('functional');
  return cookieNames(header).filter((name) => !ALLOWED_COOKIES.includes(name) || (!functional && FUNCTIONAL_ONLY_COOKIES.includes(name)));
}

/**
 * The consent part of a kept page's key (app/http/page-cache.server.ts): pages differ by the banner and,
 * once optional sources exist, by the categories accepted.
 */
export function consentVariant(state: ConsentState): string {
  return state.banner ? 'banner' : state.categories.join(',');
}
