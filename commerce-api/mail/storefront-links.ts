// Links into the storefront that mails carry. The storefront's public URL is configuration
// (createCommerceApi's `storefrontUrl`, STOREFRONT_URL in server.ts); the paths and query names are
// the PWA's routes (/forgotPassword/updatePassword?uid&Hash, /gdpr-requests?Hash&PersonalDataRequestID,
// /quote-list/{id}),
// under /de for a user who prefers German, as the storefront's locales.

export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

/** The storefront URL without a trailing slash; anything but an absolute http(s) URL without query is refused. */
export function storefrontBase(url: string = DEFAULT_STOREFRONT_URL): string {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password || parsed.search || parsed.hash) {
    throw new Error(`The storefront URL must be an absolute http(s) URL without credentials, query or fragment: ${url}`);
  }
  return parsed.href.replace(/\/+$/, '');
}

/** The storefront's pages in a user's language (preferredLanguage, e.g. de_DE): German ones under /de, as the storefront's locales. */
function localePrefix(language: string | undefined): string {
  return language?.startsWith('de') ? '/de' : '';
}

export function passwordResetLink(base: string, userId: string, secureCode: string, language?: string): string {
  return `${base}${localePrefix(language)}/forgotPassword/updatePassword?uid=${encodeURIComponent(userId)}&Hash=${encodeURIComponent(secureCode)}`;
}

export function personalDataRequestLink(base: string, requestId: string, hash: string, language?: string): string {
  return `${base}${localePrefix(language)}/gdpr-requests?Hash=${encodeURIComponent(hash)}&PersonalDataRequestID=${encodeURIComponent(requestId)}`;
}

export function loginLink(base: string, language?: string): string {
  return `${base}${localePrefix(language)}/login`;
}

/** A quote's page in My Account (the storefront's /quote-list/{id}). */
export function quoteLink(base: string, quoteId: string, language?: string): string {
  return `${base}${localePrefix(language)}/quote-list/${encodeURIComponent(quoteId)}`;
}

/** True for the storefront itself and the URLs below it (not for `http://localhost:3000.evil.example`). */
export function isStorefrontLink(base: string, url: string): boolean {
  return url === base || (url.startsWith(base) && '/?#'.includes(url.charAt(base.length)));
}
