// Who a request acts for: the user behind the `authentication-token` header (a live access token of
// an active user of an approved customer), with the owner key of the user's baskets and orders.
import type { FastifyRequest } from 'fastify';

import type { Db } from '../db/open-database';
import { LegacyIcmError } from '../http/icm-errors';
import { createUserTokens } from './user-tokens';

export interface CustomerPrincipal {
  userId: string;
  login: string;
  customerId: string;
  customerNo: string;
  customerType: 'PrivateCustomer' | 'SMBCustomer';
  roles: readonly string[];
  ownerKey: string;
}

/** The access token's session, for logout and for keeping the presenting login on a password change. */
export interface AuthenticatedPrincipal extends CustomerPrincipal {
  sessionId: string;
}

export function createPrincipals(db: Db, now: () => Date = () => new Date()) {
  const tokens = createUserTokens(db, now);
  const principalOf = db.prepare(
    `SELECT u.id AS userId, u.login, c.id AS customerId, c.customer_no AS customerNo, c.type AS customerType,
            u.roles, u.owner_key AS ownerKey
       FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE u.id = ? AND u.active = 1 AND c.approval_status = 'APPROVED'`,
  );

  function authenticated(token: string): AuthenticatedPrincipal | undefined {
    const grant = tokens.access(token);
    if (!grant) return undefined;
    const row = principalOf.get(grant.userId) as (Omit<CustomerPrincipal, 'roles'> & { roles: string }) | undefined;
    return row && { ...row, roles: JSON.parse(row.roles) as string[], sessionId: grant.sessionId };
  }

  function authenticatedOf(request: FastifyRequest): AuthenticatedPrincipal {
    const token = request.icm.authenticationToken;
    if (token === undefined || token === '') {
      throw new LegacyIcmError(401, 'rest.authentication.token.missing.error', 'This resource needs an AuthenticationToken.');
    }
    const principal = authenticated(token);
    if (!principal) {
      throw new LegacyIcmError(401, 'rest.authentication.token.invalid.error', 'The AuthenticationToken is invalid or has expired.');
    }
    return principal;
  }

  return {
    /** The request's user; a missing, unknown, expired, revoked or anonymous token answers 401. */
    of: (request: FastifyRequest): CustomerPrincipal => authenticatedOf(request),
    ofToken: (token: string): CustomerPrincipal | undefined => authenticated(token),
    /** As `of`, with the token's session. */
    authenticatedOf,
  };
}

export type Principals = ReturnType<typeof createPrincipals>;
