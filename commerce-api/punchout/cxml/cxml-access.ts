// Until the shared punchout access helper (punchout-access.ts) arrives: who may call the cXML resources of `customers/{customerNo}/punchouts/cxml1.2/…`: the path's customer
// must be the caller's own (another's is 404); a punchout user of a type holds that type's transfer
// permission, a punchout manager APP_B2B_MANAGE_PUNCHOUT (a missing permission is 403).
import type { FastifyRequest } from 'fastify';

import { accountCaller } from '../../customer/account/account-access';
import type { CustomerPrincipal, Principals } from '../../customer/principal';
import { type PermissionId, hasPermission } from '../../customer/roles';
import { IcmError } from '../../http/icm-errors';

export type PunchoutType = 'oci' | 'cxml' | 'ids';

const TRANSFER_PERMISSION: Record<PunchoutType, PermissionId> = {
  oci: 'APP_B2B_SEND_OCI_BASKET',
  cxml: 'APP_B2B_SEND_CXML_BASKET',
  ids: 'APP_B2B_SEND_IDS_BASKET',
};

const missing = (permission: PermissionId) =>
  new IcmError(403, 'rest.authorization.permission.missing.error', `This resource needs the permission ${permission}.`);

/** The caller, when they are a punchout user of the type of the path's customer. */
export function punchoutUserOf(request: FastifyRequest, principals: Principals, customerNo: string, type: PunchoutType): CustomerPrincipal {
  const caller = accountCaller(request, principals, 'customers', customerNo);
  if (caller.customerType !== 'SMBCustomer' || !hasPermission(caller.roles, TRANSFER_PERMISSION[type])) throw missing(TRANSFER_PERMISSION[type]);
  return caller;
}

/** The caller, when they manage the punchout users and configurations of the path's customer. */
export function punchoutManagerOf(request: FastifyRequest, principals: Principals, customerNo: string): CustomerPrincipal {
  const caller = accountCaller(request, principals, 'customers', customerNo);
  if (caller.customerType !== 'SMBCustomer' || !hasPermission(caller.roles, 'APP_B2B_MANAGE_PUNCHOUT')) throw missing('APP_B2B_MANAGE_PUNCHOUT');
  return caller;
}
