// The demo back office's page frame: plain server-rendered HTML without script, every value
// escaped, a CSP that allows only its own hashed style and form posts to itself, no framing; and
// the check that keeps other sites from posting its forms.
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { escapeHtml } from '../checkout/payment-provider-routes';
import { isStorefrontLink } from '../mail/storefront-links';
import { BACK_OFFICE_USER } from './back-office-login';

export { escapeHtml };

/** Outside the REST base, on the API's own (loopback) origin only: the storefront never proxies it. */
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
    // not no-referrer: with it a browser sends `Origin: null` on the page's own posts
    .header('referrer-policy', 'same-origin')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
        `<body><nav><a href="${DEMO_PATH}/outbox">Outbox</a><a href="${DEMO_PATH}/customers">Customers</a><a href="${DEMO_PATH}/quote-requests">Quote requests</a></nav>` +
        `<h1>${escapeHtml(title)}</h1>${body}<p class="note">Demo back office of the bundled commerce API, for demos only.</p></body></html>`,
    );
}

/** The answer to a request without the back office's login: the browser asks for user and password. */
export function sendLoginRequired(reply: FastifyReply): FastifyReply {
  reply.header('www-authenticate', `Basic realm="Demo back office (user ${BACK_OFFICE_USER})", charset="UTF-8"`);
  return sendBackOfficePage(reply, 401, 'Login required', '<p>The demo back office needs its password; the commerce API prints it in its log at start.</p>');
}

/**
 * True when a POST comes from the back office's own pages. The browser sends the Basic login with
 * any request to the API's origin, a hostile page's form post included (cross-site request forgery),
 * so the post must prove its origin: Sec-Fetch-Site, which current browsers send and pages cannot
 * set, must say same-origin; without it, Origin must be the origin the page was asked at. A post
 * with neither, or with another origin, is refused.
 */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin !== undefined && request.headers.origin === `${request.protocol}://${request.headers.host}`;
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
