// The URL a procurement system wants the basket back at (OCI's HOOK_URL, IDS's hookurl, cXML's
// BrowserFormPost URL): the shop posts contract prices there, and it ends up in a form's action, so
// only http(s) URLs of a sane length are taken. A `javascript:` or `data:` URL would run in the shop's
// origin; SAP GUI's `SAPEVENT:` needs a per-customer allowance that no configuration offers yet, so it
// is refused like every other scheme.

/** Longer URLs are no return address but an attack or a mistake (a browser keeps about 2,000 in a bar). */
export const MAX_RETURN_URL_LENGTH = 2_048;

/** The error page's message key for a URL the shop will not post to, or undefined for a good one. */
export function returnUrlProblem(url: string): string | undefined {
  if (url.length > MAX_RETURN_URL_LENGTH) return 'punchout.error.hook_url.too_long';
  if (!URL.canParse(url)) return 'punchout.error.hook_url.invalid';
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? undefined : 'punchout.error.hook_url.invalid';
}
