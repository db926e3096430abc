// The URL a procurement system wants the basket back at (OCI's HOOK_URL, IDS's hookurl, cXML's
// BrowserFormPost URL): the shop posts contract prices there, and it ends up in a form's action, so
// only http(s) URLs of a sane length are taken, and SAP GUI's `SAPEVENT:` where the company's punchout
// settings allow it. A `javascript:` or `data:` URL would run in the shop's origin. Checked twice: its
// form before the login (no credentials are used for an entry that cannot work), the company's
// settings after it (an allow-list, when the company has one, names the only origins taken).
import type { PunchoutSettings } from '~/commerce/models/punchout';

/** Longer URLs are no return address but an attack or a mistake (a browser keeps about 2,000 in a bar). */
export const MAX_RETURN_URL_LENGTH = 2_048;

/** SAP GUI's scheme: SAP GUI's HTML control takes a post to it as an event of the transaction. */
const SAP_EVENT = 'sapevent:';
const WEB_SCHEMES = ['https:', 'http:'];

/** The error page's message key for a URL the shop would never post to, or undefined for one it may. */
export function returnUrlProblem(url: string): string | undefined {
  if (url.length > MAX_RETURN_URL_LENGTH) return 'punchout.error.hook_url.too_long';
  if (!URL.canParse(url)) return 'punchout.error.hook_url.invalid';
  const { protocol } = new URL(url);
  return WEB_SCHEMES.includes(protocol) || protocol === SAP_EVENT ? undefined : 'punchout.error.hook_url.invalid';
}

/** The error page's message key for a URL the company's settings do not allow, or undefined. */
export function returnUrlRefusal(url: string, settings: PunchoutSettings): string | undefined {
  const problem = returnUrlProblem(url);
  if (problem) return problem;
  const { protocol, origin } = new URL(url);
  if (protocol === SAP_EVENT) return settings.allowSapEvent ? undefined : 'punchout.error.hook_url.invalid';
  const { allowedReturnOrigins } = settings;
  return allowedReturnOrigins.length === 0 || allowedReturnOrigins.includes(origin) ? undefined : 'punchout.error.hook_url.not_allowed';
}

/**
 * What a Content-Security-Policy's form-action needs to let a form post to the URL: its origin, or for
 * `SAPEVENT:` the scheme itself (CSP matches other schemes by scheme-source only; 'self' never does).
 */
export function formActionSource(url: string): string {
  const { protocol, origin } = new URL(url);
  return protocol === SAP_EVENT ? SAP_EVENT : origin;
}
