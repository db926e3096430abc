// Test support for single sign-on (decision 014), two OpenID providers on random loopback ports:
// - startOidcTestProvider: a real one (the `oidc-provider` package) with one public client (PKCE
//   required), a test account store and a tiny login page whose form a test (or a browser) posts;
//   consent is given at login. Run as a script it serves the e2e shop (see the SSO section of
//   README.md): `OIDC_PORT=… OIDC_REDIRECT_ORIGIN=http://localhost:3000 npx tsx tests/support/oidc-test-provider.ts`.
// - startTokenIssuer: discovery and JWKS only, signing id_tokens with any claims a test wants (wrong
//   audience, expired, another key), for the API's processtoken tests.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
// @ts-expect-error oidc-provider ships no type declarations; OidcProvider below names what is used.
import Provider from 'oidc-provider';

export interface TestAccount {
  login: string;
  password: string;
  email: string;
  givenName: string;
  familyName: string;
}

interface InteractionDetails {
  uid: string;
  prompt: { name: string };
  params: { client_id: string; scope?: string };
}
interface OidcGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcProvider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(request: IncomingMessage, response: ServerResponse, result: object, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: new (values: { accountId: string; clientId: string }) => OidcGrant;
}
const OidcProviderClass = Provider as new (issuer: string, configuration: object) => OidcProvider;

export interface OidcTestProviderOptions {
  clientId: string;
  /** Where the provider sends the shopper back after login: the storefront's /loading. */
  redirectUri: string;
  /** Where it may send the shopper after logout: the storefront's origin (and its pages). */
  postLogoutRedirectUris: string[];
  accounts?: TestAccount[];
  /** Any login (letters, digits, dashes) with this password is an account too, `{login}@test.example.com`. */
  openPassword?: string;
}

export interface OidcTestProvider {
  issuer: string;
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
}

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);

function loginPage(response: ServerResponse, uid: string, status: number, message = '') {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`<!doctype html><html><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Login <input name="login" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button></form></body></html>`);
}

export async function startOidcTestProvider(options: OidcTestProviderOptions, port = 0): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>((options.accounts ?? []).map(account => [account.login, account]));
  const accountOf = (login: string): TestAccount | undefined =>
    accounts.get(login) ??
    (options.openPassword && /^[\w-]{1,64}$/.test(login)
      ? { login, password: options.openPassword, email: `${login}@test.example.com`, givenName: 'Sam', familyName: login }
      : undefined);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const server = createServer();
  const issuer = await listen(server, port);

  const provider = new OidcProviderClass(issuer, {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: options.postLogoutRedirectUris,
      },
    ],
    pkce: { required: () => true },
    // As Auth0 or Keycloak do: the code flow gets a refresh token without asking for consent again
    // (OpenID Connect's offline_access wants prompt=consent); it lives as long as the provider's session.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Auth0 and most providers put the profile claims into the id_token; the shop reads them there.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: string }, form: string) => {
          ctx.body = `<!doctype html><html><head><title>Log out</title></head><body><h1>Test identity provider</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Log out</button></body></html>`;
        },
      },
    },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600, RefreshToken: 86_400 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, accountId: string) {
      const account = accountOf(accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: async () => ({
          sub: accountId,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  });
  const handle = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path);
    if (!interaction) return handle(request, response);
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET') return loginPage(response, details.uid, 200);
      const form = await formOf(request);
      const account = accountOf(form.get('login') ?? '');
      if (!account || account.password !== form.get('password')) return loginPage(response, details.uid, 401, 'Wrong login or password.');
      // The test provider asks no questions: the shop gets the scopes it asked for.
      const grant = new provider.Grant({ accountId: account.login, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { login: { accountId: account.login }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch(() => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('The login could not be processed.');
    });
  });

  return {
    issuer,
    addAccount: account => void accounts.set(account.login, account),
    close: async () => {
      server.closeAllConnections();
      await new Promise(resolve => server.close(resolve));
    },
  };
}

export interface TokenIssuer {
  issuer: string;
  /** A signed id_token: `sub`, `iss`, `aud`, `iat` and `exp` (an hour) unless the claims say otherwise. */
  sign(claims: JWTPayload & { aud?: string }, options?: { foreignKey?: boolean; expiresAt?: Date; issuedAt?: Date }): Promise<string>;
  close(): Promise<void>;
}

export async function startTokenIssuer(clientId: string): Promise<TokenIssuer> {
  const key = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const kid = 'issuer-key';
  const publicJwk = { ...(await exportJWK(key.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = createServer();
  const issuer = await listen(server);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const json = (body: object) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') return json({ issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] });
    if (path === '/jwks') return json({ keys: [publicJwk] });
    response.writeHead(404).end();
  });
  return {
    issuer,
    async sign(claims, options = {}) {
      const issuedAt = options.issuedAt ?? new Date();
      const expiresAt = options.expiresAt ?? new Date(issuedAt.getTime() + 3600_000);
      return new SignJWT({ iss: issuer, aud: clientId, sub: randomUUID(), ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(options.foreignKey ? foreign.privateKey : key.privateKey);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise(resolve => server.close(resolve));
    },
  };
}

// As a script: the provider of the e2e shop's SSO project; every login with the password is an account.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const origin = process.env.OIDC_REDIRECT_ORIGIN ?? 'http://localhost:3000';
  const provider = await startOidcTestProvider(
    {
      clientId: process.env.OIDC_CLIENT_ID ?? 'inspired-shop',
      redirectUri: `${origin}/loading`,
      postLogoutRedirectUris: [`${origin}/home`],
      openPassword: process.env.OIDC_PASSWORD ?? 'sso-secret-1',
    },
    Number(process.env.OIDC_PORT ?? 0),
  );
  console.log(`OpenID test provider listening at ${provider.issuer}`);
}
