// The token endpoint (application/x-www-form-urlencoded, as angular-oauth2-oidc posts it): POST token
// with grant_type password (username, password), refresh_token (a refresh token, rotated, or a live
// access token, as ICM takes it) or anonymous, and PUT
// token/logout, which revokes the presented access token's login (its access and refresh tokens).
// The form body parser comes with the customer area's scope (customer-area.ts).
// A client that logs out without revoking simply forgets its token and makes no call.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { type AnonymousTokens, TOKEN_LIFETIME_MS } from '../basket/anonymous-tokens';
import { IcmError, LegacyIcmError, ThrottledError, badRequest } from '../http/icm-errors';
import { Text } from '../http/schemas';
import type { CustomerStore } from './customer-store';
import type { LoginThrottle } from './login-throttle';
import { MAX_PASSWORD_LENGTH, hashPassword, verifyPassword } from './passwords';
import type { UserRecord, UserStore } from './user-store';
import type { TokenPair, UserTokens } from './user-tokens';

export interface TokenRouteStores {
  anonymousTokens: AnonymousTokens;
  userTokens: UserTokens;
  users: UserStore;
  customers: CustomerStore;
  throttle: LoginThrottle;
}

const MAX_LOGIN_LENGTH = 256;

const TokenBody = Type.Object({
  grant_type: Text,
  username: Type.Optional(Type.String({ maxLength: MAX_LOGIN_LENGTH })),
  password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH })),
  refresh_token: Type.Optional(Text),
});

/** No body, or a form or JSON body naming a further token to revoke. */
const LogoutBody = Type.Union([Type.Object({ token: Type.Optional(Text), refresh_token: Type.Optional(Text) }), Type.Null()]);

const invalidCredentials = () =>
  new IcmError(401, 'rest.authentication.credentials.invalid.error', 'The login or the password is wrong.');

/** Why a user with the right password (or a linked single sign-on identity) may not log in (403), or undefined. */
export function loginRefusal(user: UserRecord, customers: CustomerStore): IcmError | undefined {
  const status = customers.findById(user.customerId)?.approvalStatus;
  if (status === 'PENDING') return new IcmError(403, 'customer.approval.pending.error', 'The customer is not yet approved.');
  if (status !== 'APPROVED') return new IcmError(403, 'customer.approval.rejected.error', 'The customer was not approved.');
  if (!user.active) return new IcmError(403, 'customer.user.disabled.error', 'The user is disabled.');
  return undefined;
}

function sendTokens(reply: FastifyReply, tokens: TokenPair) {
  return reply.header('cache-control', 'no-store').send({
    access_token: tokens.accessToken,
    token_type: 'user',
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
  });
}

/** An anonymous token keeps its basket, so a refresh answers the same token with the time it has left. */
function sendAnonymousToken(reply: FastifyReply, token: string, expiresIn: number) {
  return reply.header('cache-control', 'no-store').send({ access_token: token, token_type: 'anonymous', expires_in: expiresIn });
}

export function registerTokenRoutes(app: FastifyInstance, stores: TokenRouteStores): void {
  const { users, customers, userTokens, throttle } = stores;
  // compared against when the login is unknown, so that answers take as long as for a known one
  const unknownUserHash = hashPassword('unknown-user-0');

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post('/token', { schema: { body: TokenBody } }, async (request, reply) => {
    const body = request.body;
    switch (body.grant_type) {
      case 'password': {
        const { username, password } = body;
        if (!username || password === undefined) {
          throw badRequest('rest.request.malformed.error', 'The password grant needs a username and a password.');
        }
        const retryAfter = throttle.retryAfterSeconds(username, request.ip);
        if (retryAfter > 0) {
          throw new ThrottledError(retryAfter, `Too many failed logins; try again in ${retryAfter} seconds.`);
        }
        const user = users.findByLogin(username);
        const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
        if (!user || user.passwordHash === null || !matches) {
          throttle.recordFailure(username, request.ip);
          throw invalidCredentials();
        }
        throttle.recordSuccess(username, request.ip);
        const refused = loginRefusal(user, customers);
        if (refused) throw refused;
        return sendTokens(reply, userTokens.issue(user.id));
      }
      case 'refresh_token': {
        // ICM takes a refresh token (rotated) or a live access token, anonymous ones included: the
        // Intershop PWA keeps only the access token and presents it on every full page load.
        const presented = body.refresh_token;
        if (!presented) {
          throw badRequest('rest.request.malformed.error', 'The refresh_token grant needs a refresh_token.');
        }
        const outcome = userTokens.refresh(presented);
        const renewed = outcome.status === 'rotated' ? outcome : userTokens.renew(presented);
        if (renewed) {
          const user = users.findById(renewed.userId);
          const refused = user ? loginRefusal(user, customers) : invalidCredentials();
          if (refused) {
            userTokens.revokeSession(renewed.sessionId);
            throw refused;
          }
          return sendTokens(reply, renewed.tokens);
        }
        const secondsLeft = stores.anonymousTokens.secondsLeft(presented);
        if (secondsLeft !== undefined) return sendAnonymousToken(reply, presented, secondsLeft);
        throw new IcmError(401, 'rest.authentication.refresh_token.invalid.error', 'The refresh token is invalid or has expired.');
      }
      case 'anonymous':
        return sendAnonymousToken(reply, stores.anonymousTokens.create().token, TOKEN_LIFETIME_MS / 1000);
      default:
        throw badRequest('rest.authentication.grant_type.unsupported.error', `The grant type '${body.grant_type}' is not supported.`);
    }
  });

  // The header's access token, and a token named in the body (RFC 7009 style: `token` or
  // `refresh_token`), so that a client whose access token has expired can still end its login.
  typed.put('/token/logout', { schema: { body: LogoutBody } }, async (request, reply) => {
    const presented = request.icm.authenticationToken || undefined;
    const named = request.body?.refresh_token ?? request.body?.token;
    if (presented === undefined && named === undefined) {
      throw new LegacyIcmError(401, 'rest.authentication.token.missing.error', 'This resource needs an AuthenticationToken.');
    }
    const sessions = [
      presented && userTokens.access(presented),
      named && (userTokens.refreshSession(named) ?? userTokens.access(named)),
    ].filter(grant => !!grant);
    if (sessions.length === 0) {
      throw new LegacyIcmError(401, 'rest.authentication.token.invalid.error', 'The AuthenticationToken is invalid or has expired.');
    }
    for (const { sessionId } of sessions) userTokens.revokeSession(sessionId);
    return reply.status(204).send();
  });
}
