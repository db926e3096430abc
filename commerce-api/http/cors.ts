// Cross-origin access for browser clients that call the API from their own origin, as the Intershop
// PWA calls ICM: only the origins of an allow-list (COMMERCE_API_CORS_ORIGINS, none by default) get
// preflight answers and Access-Control-* headers, and they may read the headers ICM exposes.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The request headers an ICM client sends: its token, a captcha's Authorization, the content types. */
const ALLOWED_HEADERS = ['accept', 'accept-language', 'authentication-token', 'authorization', 'content-type'];
/** The answer headers an ICM client reads: a new token, and the error headers of ICM's legacy errors. */
const EXPOSED_HEADERS = ['authentication-token', 'error-key', 'error-type', 'error-missing-attributes', 'error-invalid-attributes', 'location', 'retry-after'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The allow-list from a comma list of origins (scheme, host and port, as a browser sends them). */
export function corsOriginsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map(origin => origin.trim().replace(/\/+$/, ''))
    .filter(origin => origin !== '');
}

export async function installCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    strictPreflight: true,
  });
}
