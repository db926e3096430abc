// Who may manage a company's users: a user of the path's business customer holding the permission
// APP_B2B_MANAGE_USERS (another customer is 404, a missing permission 403), and the company user a
// path names (unknown, another company's or a punchout user: 404).
import type { FastifyRequest } from 'fastify';

import { accountCaller } from '../../customer/account/account-access';
import { IcmError, notFound } from '../../http/icm-errors';
import type { CustomerPrincipal, Principals } from '../../customer/principal';
import { hasPermission, isPunchoutRole } from '../../customer/roles';
import type { UserRecord, UserStore } from '../../customer/user-store';

export const userNotFound = (login: string) => notFound('customer.user.not_found.error', `The user '${login}' was not found.`);

/** The caller, when they manage the users of the path's company. */
export function userManager(request: FastifyRequest, principals: Principals, customerNo: string): CustomerPrincipal {
  const caller = accountCaller(request, principals, 'customers', customerNo);
  if (caller.customerType !== 'SMBCustomer' || !hasPermission(caller.roles, 'APP_B2B_MANAGE_USERS')) {
    throw new IcmError(403, 'rest.authorization.permission.missing.error', 'Managing users needs the permission APP_B2B_MANAGE_USERS.');
  }
  return caller;
}

/**
 * A login in a path: the PWA encodes it twice (encodeResourceID, for ICM before 12), so one
 * encoding may be left after the router's decoding.
 */
export function loginOfPath(segment: string): string {
  if (!/%[0-9a-f]{2}/i.test(segment)) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The company user the path's login names ('-' is the caller). */
export function companyUser(users: UserStore, caller: CustomerPrincipal, loginSegment: string): UserRecord {
  const login = loginOfPath(loginSegment);
  const user = users.findByLogin(login === '-' ? caller.login : login);
  if (!user || user.customerId !== caller.customerId || user.roles.some(isPunchoutRole)) throw userNotFound(login);
  return user;
}
