// The one place where e2e browsers start with cookie consent already given (required only, version 1),
// so that the cookie banner does not sit over what the flows click near the bottom of a page.
// playwright.config.ts gives it to every project; the cookie consent spec starts without it.
const record = encodeURIComponent(JSON.stringify({ enabledOptions: ['required'], version: 1 }));

/** A storage state holding the consent record for every shop the run starts (all on localhost). */
export const consentGiven = {
  cookies: [{ name: 'cookieConsent', value: record, domain: 'localhost', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};

/** Logging out a browser's session in a flow: its session cookie goes, its consent stays. */
export const SESSION_COOKIE_ONLY = { name: '__session' };
