// The shop as a client of the OpenID provider (openid-client): its metadata (discovered once, again
// after a failure), the authorization request (code flow with PKCE, state and nonce), the code
// exchange at /loading, the refresh grant and the logout URL. The redirect URI comes from the
// configuration (PUBLIC_URL), never from a request: it must be the one registered at the provider.
// openid-client is loaded with the first single sign-on: a shop without it never holds it in memory.
import type * as OpenIdClient from 'openid-client';
import { config } from '~/http/config.server';
import type { SsoLoginTransaction } from './sso-session';

/** Seconds a call to the provider may take. */
const TIMEOUT_SECONDS = 8;

export interface ProviderTokens {
  idToken: string;
  /** Only when the provider grants offline access; it may rotate with each refresh. */
  refreshToken?: string;
}

function settings() {
  if (!config.sso) throw new Error('Single sign-on is not configured (SSO_ISSUER)');
  return config.sso;
}

/** The shop's own origin for the provider's redirects. */
export function shopOrigin(): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export const redirectUri = () => `${shopOrigin()}/loading`;

/** The library, once loaded; until then no error can be one of its refusals. */
let loaded: typeof OpenIdClient | undefined;
async function openIdClient(): Promise<typeof OpenIdClient> {
  loaded ??= await import('openid-client');
  return loaded;
}

let discovered: Promise<OpenIdClient.Configuration> | undefined;
function provider(): Promise<OpenIdClient.Configuration> {
  if (!discovered) {
    const sso = settings();
    const issuer = new URL(sso.issuer);
    discovered = openIdClient().then(oidc => oidc.discovery(issuer, sso.clientId, sso.clientSecret, sso.clientSecret ? undefined : oidc.None(), {
      timeout: TIMEOUT_SECONDS,
      // config.server.ts allows plain http only for a provider on this machine
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    }));
    discovered.catch(() => (discovered = undefined));
  }
  return discovered;
}

function tokensOf(oidc: typeof OpenIdClient, answer: OpenIdClient.TokenEndpointResponse, previousRefreshToken?: string): ProviderTokens {
  if (!answer.id_token) throw new oidc.ClientError('the provider answered no id_token');
  const refreshToken = answer.refresh_token ?? previousRefreshToken;
  return refreshToken ? { idToken: answer.id_token, refreshToken } : { idToken: answer.id_token };
}

/** Where the shopper logs in, and what /loading checks when they come back. */
export async function authorizationRequest(returnUrl: string, now = Date.now()): Promise<{ url: string; transaction: SsoLoginTransaction }> {
  const [oidc, configuration] = await Promise.all([openIdClient(), provider()]);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const transaction: SsoLoginTransaction = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier, returnUrl, startedAt: now };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(),
    scope: settings().scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
  });
  return { url: url.href, transaction };
}

/** The provider's answer at /loading (its query) exchanged for tokens: state, nonce and PKCE are checked. */
export async function exchangeCode(callbackQuery: URLSearchParams, transaction: SsoLoginTransaction): Promise<ProviderTokens> {
  const [oidc, configuration] = await Promise.all([openIdClient(), provider()]);
  const callback = new URL(redirectUri());
  callback.search = callbackQuery.toString();
  const answer = await oidc.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: transaction.codeVerifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  return tokensOf(oidc, answer);
}

/** A fresh id_token for a user whose session the provider still keeps. */
export async function refreshAtProvider(refreshToken: string): Promise<ProviderTokens> {
  const [oidc, configuration] = await Promise.all([openIdClient(), provider()]);
  return tokensOf(oidc, await oidc.refreshTokenGrant(configuration, refreshToken), refreshToken);
}

/** The provider's logout for the user of `idToken`, coming back to `returnPath`; undefined if it has none. */
export async function endSessionUrl(idToken: string | undefined, returnPath: string): Promise<string | undefined> {
  const [oidc, configuration] = await Promise.all([openIdClient(), provider()]);
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  const parameters: Record<string, string> = { post_logout_redirect_uri: `${shopOrigin()}${returnPath}`, client_id: settings().clientId };
  if (idToken) parameters.id_token_hint = idToken;
  return oidc.buildEndSessionUrl(configuration, parameters).href;
}

/** An error of the provider's answer (refused, tampered, expired) rather than of reaching it. */
export function isProviderRefusal(error: unknown): boolean {
  const oidc = loaded;
  return !!oidc && (error instanceof oidc.ClientError || error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError);
}
