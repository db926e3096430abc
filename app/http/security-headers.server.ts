import { randomBytes } from 'node:crypto';

/** A fresh nonce for each HTML document: only scripts the page itself rendered may run. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of every page: own origin only, scripts by nonce, inline styles by their
 * hashes (the critical CSS, app/http/critical-style.server.ts), images also from ICM,
 * forms to the shop and to the payment providers the order submission redirects to (browsers check
 * form-action on a form post's redirects too), framed by the shop itself and, in a punchout session
 * only, by the origins the company configured (app/features/punchout).
 */
export function contentSecurityPolicy(
  nonce: string,
  imageOrigins: string[],
  formOrigins: string[] = [],
  frameAncestors: string[] = [],
  styleSources: string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' ${styleSources.join(' ')}`.trim(),
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Whether a policy lets other origins frame the answer. helmet's `X-Frame-Options: SAMEORIGIN` would
 * contradict it (browsers that know frame-ancestors ignore it, older ones would block the frame), so
 * server.ts drops that header for such answers.
 */
export function framedByOthers(policy: string | null): boolean {
  const directive = policy?.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'frame-ancestors');
  return !!directive && directive.slice(1).some((source) => source !== "'self'" && source !== "'none'");
}

/** The directives a page may open to third-party sources (an embedded widget's scripts, frames and calls, a map's tiles, a tag manager's). */
export type EmbedDirective = 'script-src' | 'frame-src' | 'img-src' | 'connect-src';

/**
 * The policy with further sources in the directives named, for the one page that embeds them (the
 * reCAPTCHA of registration and the password reminder). A directive the policy lacks falls back to
 * `default-src 'self'`, so it is added as `'self'` plus the sources.
 */
export function withEmbeddedSources(policy: string, sources: Partial<Record<EmbedDirective, readonly string[]>>): string {
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  for (const [name, added] of Object.entries(sources) as [EmbedDirective, readonly string[]][]) {
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
    const present = index >= 0 ? directives[index].split(/\s+/).slice(1) : ["'self'"];
    const directive = [name, ...present, ...added.filter((source) => !present.includes(source))].join(' ');
    if (index >= 0) directives[index] = directive;
    else directives.push(directive);
  }
  return directives.join('; ');
}
