// What the session keeps for single sign-on (docs/decisions/014), in the signed httpOnly cookie.

/** A login sent to the provider, until it comes back to /loading (checked there, used once). */
export interface SsoLoginTransaction {
  state: string;
  nonce: string;
  /** PKCE: the verifier whose S256 challenge went with the authorization request. */
  codeVerifier: string;
  /** A path of this shop to go to after the login. */
  returnUrl: string;
  /** Epoch ms; a transaction older than SSO_LOGIN_TIMEOUT_MS is refused. */
  startedAt: number;
}

export interface SsoSessionData {
  login?: SsoLoginTransaction;
  /** The provider's id_token of the user: the registration's proof and the logout's hint. */
  idToken?: string;
  /** The provider's refresh token: renews the user's ICM token (sso-token-refresh.server.ts). */
  refreshToken?: string;
  /** A new user between /loading and /register/sso: the id processtoken answered, and where to go after. */
  registration?: { userId: string; returnUrl: string };
}

/** How long a shopper may take at the provider's login page. */
export const SSO_LOGIN_TIMEOUT_MS = 15 * 60 * 1000;
