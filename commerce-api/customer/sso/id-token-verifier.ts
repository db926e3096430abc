// Checks an OpenID Connect id_token (decision 014): signed by a key of the configured issuer's JWKS
// (found through `{issuer}/.well-known/openid-configuration`), issued by that issuer for this shop's
// client id (audience), and not expired. Answers the identity's claims, or an ICM error: 401 for a
// token that is not good, 503 when the provider cannot be reached to check it. jose is loaded with the
// first token: an API without single sign-on never holds it in memory.
import type { createRemoteJWKSet, JWTPayload } from 'jose';

import { IcmError } from '../../http/icm-errors';
import type { IdentityClaims } from './sso-identities';

export interface SsoSettings {
  /** The OpenID provider's issuer identifier (the `iss` of its tokens). */
  issuer: string;
  /** The shop's client id at the provider: the audience its id_tokens are for. */
  clientId: string;
}

/** Asymmetric signatures only: a token signed with a shared secret would need the client secret here. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Clocks of the provider and the shop may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 30;
const DISCOVERY_TIMEOUT_MS = 5_000;

export const invalidIdToken = () =>
  new IcmError(401, 'rest.authentication.id_token.invalid.error', 'The id_token is invalid or has expired.');
const providerUnavailable = () =>
  new IcmError(503, 'sso.identity_provider.unavailable.error', 'The identity provider could not be reached to check the id_token.');

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function claimsOf(issuer: string, payload: JWTPayload): IdentityClaims {
  const subject = text(payload.sub);
  if (!subject) throw invalidIdToken();
  return {
    issuer,
    subject,
    // an address the provider says it has not verified could claim someone else's login
    email: payload.email_verified === false ? null : text(payload.email),
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
  };
}

async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // A document naming another issuer is not this provider's (OpenID Connect Discovery §4.3).
  if (metadata.issuer !== issuer || typeof metadata.jwks_uri !== 'string') throw new Error('discovery document does not fit the issuer');
  return new URL(metadata.jwks_uri);
}

export function createIdTokenVerifier(settings: SsoSettings, now: () => Date = () => new Date()) {
  // Discovered once; a failed discovery is tried again with the next token.
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const keySet = () => {
    if (!keys) {
      keys = Promise.all([discoverJwksUri(settings.issuer), import('jose')]).then(([uri, jose]) => jose.createRemoteJWKSet(uri));
      keys.catch(() => (keys = undefined));
    }
    return keys;
  };

  return {
    async verify(idToken: string): Promise<IdentityClaims> {
      let jwks: Awaited<ReturnType<typeof keySet>>;
      try {
        jwks = await keySet();
      } catch {
        throw providerUnavailable();
      }
      const { jwtVerify, errors: joseErrors } = await import('jose');
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: settings.issuer,
          audience: settings.clientId,
          algorithms: ALGORITHMS,
          currentDate: now(),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return claimsOf(settings.issuer, payload);
      } catch (error) {
        if (error instanceof IcmError) throw error;
        if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) throw providerUnavailable();
        throw invalidIdToken();
      }
    },
  };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
