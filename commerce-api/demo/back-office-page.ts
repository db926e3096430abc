// The demo back office's page frame: plain server-rendered HTML without script, every value
// escaped, a CSP that allows only its own hashed style and form posts to itself, no framing; and
// the check that keeps other sites from posting its forms.
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { escapeHtml } from '../checkout/payment-provider-routes';
import { isStorefrontLink } from '../mail/storefront-links';

export { escapeHtml };

/** Outside the REST base; the storefront proxies it like the payment provider's page. */
export const DEMO_PATH = '/INTERSHOP/demo';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}nav a{margin-right:1rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:.4rem;border-bottom:1px solid #ddd}form{display:inline}
button{font:inherit;padding:.3rem .8rem;border-radius:.3rem;border:1px solid #555;background:#fff;cursor:pointer}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.6rem;margin:.4rem 0}.note{color:#666;font-size:.9rem}
.mail{border-bottom:1px solid #ddd;padding:.6rem 0}.failed{color:#a00}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function sendBackOfficePage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
        `<body><nav><a href="${DEMO_PATH}/outbox">Outbox</a><a href="${DEMO_PATH}/customers">Customers</a></nav>` +
        `<h1>${escapeHtml(title)}</h1>${body}<p class="note">Demo back office of the bundled commerce API: no login, for demos only.</p></body></html>`,
    );
}

/**
 * True when a browser tells that this POST comes from another site. The back office has no login
 * and no cookie (a demo), so SameSite cookies cannot protect it, and the API listens on loopback:
 * a hostile page open in a browser on the same machine could otherwise make that browser approve
 * customers or send mails (cross-site request forgery). Current browsers send Sec-Fetch-Site, which
 * must be same-origin; older ones send Origin, which must be the origin the page was asked at (the
 * Host, or the forwarded host behind a proxy) or the storefront's, whose server proxies these
 * pages. A request with neither header comes from no browser form and passes.
 */
export function isCrossSitePost(request: FastifyRequest, storefrontUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== new URL(storefrontUrl).origin;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g;

/** The text, escaped, with the storefront's links clickable; any other URL stays text. */
export function textWithLinks(text: string, storefrontUrl: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += isStorefrontLink(storefrontUrl, url) ? `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>` : escapeHtml(url);
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}
