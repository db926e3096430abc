// Who may use the OCI resources of a company (business-and-integration §6): its OCI punchout users
// (APP_B2B_SEND_OCI_BASKET) transfer, validate and search; its punchout managers
// (APP_B2B_MANAGE_PUNCHOUT) read and change the configuration. Another company's path is 404, a
// missing permission 403.
import type { FastifyRequest } from 'fastify';

import { accountCaller } from '../../customer/account/account-access';
import type { CustomerPrincipal, Principals } from '../../customer/principal';
import { type PermissionId, hasPermission } from '../../customer/roles';
import { IcmError } from '../../http/icm-errors';

function callerWith(request: FastifyRequest, principals: Principals, customerNo: string, permissions: PermissionId[]): CustomerPrincipal {
  const caller = accountCaller(request, principals, 'customers', customerNo);
  if (caller.customerType !== 'SMBCustomer' || !permissions.some(permission => hasPermission(caller.roles, permission))) {
    throw new IcmError(403, 'rest.authorization.permission.missing.error', `This needs the permission ${permissions.join(' or ')}.`);
  }
  return caller;
}

export const ociPunchoutUser = (request: FastifyRequest, principals: Principals, customerNo: string) =>
  callerWith(request, principals, customerNo, ['APP_B2B_SEND_OCI_BASKET']);

export const punchoutManager = (request: FastifyRequest, principals: Principals, customerNo: string) =>
  callerWith(request, principals, customerNo, ['APP_B2B_MANAGE_PUNCHOUT']);

/** The OCI options are read by whoever configures OCI or punches in with it. */
export const ociReader = (request: FastifyRequest, principals: Principals, customerNo: string) =>
  callerWith(request, principals, customerNo, ['APP_B2B_MANAGE_PUNCHOUT', 'APP_B2B_SEND_OCI_BASKET']);
