// Who may see and change which cost center (business-and-integration §5, §6; shopping-core §6):
// reading needs APP_B2B_VIEW_COSTCENTER; those who manage cost centers (APP_B2B_MANAGE_COSTCENTER,
// the account owner) see, create, change and delete all of the company's, a cost center owner
// (APP_B2B_COSTCENTER_OWNER) changes only those they own, and everyone else sees those they own
// or buy for. Owners are chosen among the users holding the account owner or cost center owner
// role, buyers among those holding the Buyer role (or a role that lets them purchase).
import type { CustomerPrincipal } from '../../customer/principal';
import { hasPermission } from '../../customer/roles';
import type { CostCenterRecord } from './cost-center-store';

export const OWNER_ROLES = ['APP_B2B_ACCOUNT_OWNER', 'APP_B2B_COSTCENTER_OWNER'];

export const canView = (caller: CustomerPrincipal) =>
  caller.customerType === 'SMBCustomer' && hasPermission(caller.roles, 'APP_B2B_VIEW_COSTCENTER');

export const managesCostCenters = (caller: CustomerPrincipal) =>
  caller.customerType === 'SMBCustomer' && hasPermission(caller.roles, 'APP_B2B_MANAGE_COSTCENTER');

/** Managers see all of the company's cost centers, others those they own or buy for. */
export function isVisible(caller: CustomerPrincipal, costCenter: CostCenterRecord): boolean {
  return (
    managesCostCenters(caller) ||
    costCenter.ownerUserId === caller.userId ||
    costCenter.buyers.some(buyer => buyer.userId === caller.userId)
  );
}

/** Spec §5: only an account admin or the cost center's own owner changes it. */
export const canEdit = (caller: CustomerPrincipal, costCenter: CostCenterRecord) =>
  managesCostCenters(caller) || (caller.roles.includes('APP_B2B_COSTCENTER_OWNER') && costCenter.ownerUserId === caller.userId);

export const mayOwn = (user: { roles: readonly string[] }) => user.roles.some(role => OWNER_ROLES.includes(role));

export const mayBuy = (user: { roles: readonly string[] }) => user.roles.includes('APP_B2B_BUYER') || hasPermission(user.roles, 'APP_B2B_PURCHASE');
