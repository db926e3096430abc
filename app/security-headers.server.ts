import { randomBytes } from 'node:crypto';

/** A fresh nonce for each HTML document: only scripts the page itself rendered may run. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of every page: own origin only, scripts by nonce, images also from ICM,
 * forms to the shop and to the payment providers the order submission redirects to (browsers check
 * form-action on a form post's redirects too).
 */
export function contentSecurityPolicy(nonce: string, imageOrigins: string[], formOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
