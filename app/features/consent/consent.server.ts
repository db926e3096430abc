// The visitor's cookie consent on the server: read from the request's `cookieConsent` cookie against the
// configured version, and the Set-Cookie headers that store a choice and remove the cookies it does not allow.
import { config } from '~/http/config.server';
import { cookieValue } from '~/http/cookie-header';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentState,
  cookiesToRemove,
  storedConsent,
  type ConsentCategory,
  type ConsentState,
} from './consent-rules';

/** The consent of the request's Cookie header under the shop's configuration. */
export function requestConsent(cookieHeader: string | null | undefined): ConsentState {
  return consentState(cookieValue(cookieHeader, CONSENT_COOKIE), config.consentVersion);
}

/**
 * The record's Set-Cookie: a year, the whole shop, Lax like the session. HttpOnly: only the server
 * reads it (it renders the banner and decides what loads), so no script on the page can read or forge it.
 */
export function consentCookie(categories: ConsentCategory[]): string {
  const value = storedConsent({ enabledOptions: categories, version: config.consentVersion });
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; HttpOnly; SameSite=Lax${config.secureCookies ? '; Secure' : ''}`;
}

/** Set-Cookie headers expiring every cookie of the request a choice of `categories` does not allow (as set for the whole shop). */
export function removalCookies(cookieHeader: string | null | undefined, categories?: readonly ConsentCategory[]): string[] {
  return cookiesToRemove(cookieHeader, categories).map((name) => `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
}

/**
 * With consent disabled by configuration, the answer of a page that would have shown the banner stores
 * required-only consent instead (shopping-core §2); undefined otherwise.
 */
export function automaticConsentCookie(state: ConsentState): string | undefined {
  return config.cookieConsentDisabled && state.banner ? consentCookie(['required']) : undefined;
}

/** What pages are told: with consent disabled, never a banner. */
export function pageConsent(state: ConsentState): ConsentState {
  return config.cookieConsentDisabled && state.banner ? { banner: false, categories: ['required'] } : state;
}
