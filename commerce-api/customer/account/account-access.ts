// Who may reach a customer's account resources and what they may see there. A resource path names
// the customer as `{customers|privatecustomers}/{customerNo|-}`: it must be the caller's own customer
// (another's is 404, as unknown as a missing one, so nothing about it leaks), and `privatecustomers`
// only a private customer. A business user sees the company's addresses (no owner), their own and
// those shared with them; the account owner (APP_B2B_ACCOUNT_OWNER) sees and edits all of them.
import type { FastifyRequest } from 'fastify';

import { notFound } from '../../http/icm-errors';
import type { CustomerPrincipal, Principals } from '../principal';

export const ACCOUNT_OWNER_ROLE = 'APP_B2B_ACCOUNT_OWNER';

export type CustomerResource = 'customers' | 'privatecustomers';

/** The path prefix of a customer's account resources. */
export const CUSTOMER_RESOURCE_PATHS: { resource: CustomerResource; prefix: string }[] = [
  { resource: 'customers', prefix: '/customers/:customerNo' },
  { resource: 'privatecustomers', prefix: '/privatecustomers/:customerNo' },
];

export const isAccountOwner = (principal: CustomerPrincipal) =>
  principal.customerType === 'SMBCustomer' && principal.roles.includes(ACCOUNT_OWNER_ROLE);

/** The request's user, if the path's customer is theirs; otherwise 401 (no user) or 404. */
export function accountCaller(
  request: FastifyRequest,
  principals: Principals,
  resource: CustomerResource,
  customerNo: string,
): CustomerPrincipal {
  const principal = principals.of(request);
  const own = customerNo === '-' || customerNo.toLowerCase() === principal.customerNo.toLowerCase();
  if (!own || (resource === 'privatecustomers' && principal.customerType !== 'PrivateCustomer')) {
    throw notFound('customer.not_found.error', `The customer '${customerNo}' was not found.`);
  }
  return principal;
}

interface OwnedResource {
  ownerUserId: string | null;
  sharedWith: string[];
}

/** Shopping-core §5: owner unset, the user, or shared with the user; account owners and private customers see all. */
export function canSeeAddress(principal: CustomerPrincipal, address: OwnedResource): boolean {
  return (
    principal.customerType === 'PrivateCustomer' ||
    isAccountOwner(principal) ||
    address.ownerUserId === null ||
    address.ownerUserId === principal.userId ||
    address.sharedWith.includes(principal.userId)
  );
}

/** A business user changes only their own addresses; the company's are the account owner's. */
export function canEditAddress(principal: CustomerPrincipal, address: OwnedResource): boolean {
  return principal.customerType === 'PrivateCustomer' || isAccountOwner(principal) || address.ownerUserId === principal.userId;
}
