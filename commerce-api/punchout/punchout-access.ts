// Who may reach a company's punchout resources under customers/{no}/punchouts: the company's users
// only (another customer is 404, as unknown as a missing one); managing punchout users and
// configurations needs APP_B2B_MANAGE_PUNCHOUT, transferring a basket (and the protocol calls
// around it) being that standard's punchout user, whose role grants the standard's transfer
// permission. A missing permission is 403. Shared by the users, OCI, cXML and IDS modules.
import type { FastifyRequest } from 'fastify';

import { accountCaller } from '../customer/account/account-access';
import type { CustomerPrincipal, Principals } from '../customer/principal';
import { type PermissionId, hasPermission } from '../customer/roles';
import { IcmError, notFound } from '../http/icm-errors';
import { loginOfPath } from '../organization/users/user-management-access';
import { type PunchoutTypeDefinition, punchoutTypeOfResource } from './punchout-types';
import type { PunchoutUserRecord, PunchoutUserStore } from './users/punchout-user-store';

const missingPermission = (what: string, permissions: readonly PermissionId[]) =>
  new IcmError(403, 'rest.authorization.permission.missing.error', `${what} needs the permission ${permissions.join(' or ')}.`);

export const punchoutUserNotFound = (login: string) =>
  notFound('punchout.punchout_user_not_found.error', `The punchout user '${login}' was not found.`);

/** The caller, when they are a user of the path's business customer holding one of the permissions. */
export function punchoutCaller(
  request: FastifyRequest,
  principals: Principals,
  customerNo: string,
  anyOf: readonly PermissionId[],
  what = 'This punchout resource',
): CustomerPrincipal {
  const caller = accountCaller(request, principals, 'customers', customerNo);
  if (caller.customerType !== 'SMBCustomer' || !anyOf.some(permission => hasPermission(caller.roles, permission))) {
    throw missingPermission(what, anyOf);
  }
  return caller;
}

/** The caller, when they manage the path's company's punchout users and configurations (APP_B2B_MANAGE_PUNCHOUT). */
export function punchoutManager(request: FastifyRequest, principals: Principals, customerNo: string): CustomerPrincipal {
  return punchoutCaller(request, principals, customerNo, ['APP_B2B_MANAGE_PUNCHOUT'], 'Managing punchout users and configurations');
}

/** The caller, when they are a punchout user of the standard at the path's company (its transfer permission). */
export function punchoutUserCaller(request: FastifyRequest, principals: Principals, customerNo: string, type: PunchoutTypeDefinition): CustomerPrincipal {
  return punchoutCaller(request, principals, customerNo, [type.transferPermission], `A ${type.punchoutType} punchout call`);
}

/** The standard a path segment names (cxml1.2, oci5, ids); another is 404. */
export function punchoutTypeOfPath(segment: string): PunchoutTypeDefinition {
  const type = punchoutTypeOfResource(segment);
  if (!type) throw notFound('punchout.punchout_type_not_found.error', `The punchout type '${segment}' is not supported.`);
  return type;
}

/** The caller's company's punchout user of the standard a path's login (or user id, which is the login) names; else 404. */
export function punchoutUserOfPath(
  users: PunchoutUserStore,
  caller: CustomerPrincipal,
  type: PunchoutTypeDefinition,
  loginSegment: string,
): PunchoutUserRecord {
  const login = loginOfPath(loginSegment);
  const user = users.find(caller.customerId, type, login);
  if (!user) throw punchoutUserNotFound(login);
  return user;
}
