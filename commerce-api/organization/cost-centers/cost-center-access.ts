// Who may see and change which cost center (business-and-integration §5, §6; shopping-core §6):
// reading needs APP_B2B_VIEW_COSTCENTER; the account owner role (APP_B2B_ACCOUNT_OWNER) sees,
// creates, changes and deletes all of the company's cost centers; a holder of
// APP_B2B_MANAGE_COSTCENTER without that role (the cost center owner role, APP_B2B_COSTCENTER_OWNER)
// changes only those they own and their buyers, and everyone else sees those they own or buy for.
// Owners are chosen among the users holding the account owner or cost center owner role, buyers
// among those holding the Buyer role (or a role that lets them purchase).
import type { CustomerPrincipal } from '../../customer/principal';
import { ACCOUNT_OWNER_ROLE } from '../../customer/account/account-access';
import { hasPermission } from '../../customer/roles';
import type { CostCenterRecord } from './cost-center-store';

export const OWNER_ROLES = ['APP_B2B_ACCOUNT_OWNER', 'APP_B2B_COSTCENTER_OWNER'];

export const canView = (caller: CustomerPrincipal) =>
  caller.customerType === 'SMBCustomer' && hasPermission(caller.roles, 'APP_B2B_VIEW_COSTCENTER');

/** The account owner role manages every cost center of the company: creates, changes, deletes, sees all. */
export const managesAllCostCenters = (caller: CustomerPrincipal) =>
  caller.customerType === 'SMBCustomer' && caller.roles.includes(ACCOUNT_OWNER_ROLE);

/** The account owner sees all of the company's cost centers, others those they own or buy for. */
export function isVisible(caller: CustomerPrincipal, costCenter: CostCenterRecord): boolean {
  return (
    managesAllCostCenters(caller) ||
    costCenter.ownerUserId === caller.userId ||
    costCenter.buyers.some(buyer => buyer.userId === caller.userId)
  );
}

/** Spec §5/§6: the account owner changes every cost center, a holder of APP_B2B_MANAGE_COSTCENTER those they own. */
export const canEdit = (caller: CustomerPrincipal, costCenter: CostCenterRecord) =>
  managesAllCostCenters(caller) ||
  (caller.customerType === 'SMBCustomer' && hasPermission(caller.roles, 'APP_B2B_MANAGE_COSTCENTER') && costCenter.ownerUserId === caller.userId);

export const mayOwn = (user: { roles: readonly string[] }) => user.roles.some(role => OWNER_ROLES.includes(role));

export const mayBuy = (user: { roles: readonly string[] }) => user.roles.includes('APP_B2B_BUYER') || hasPermission(user.roles, 'APP_B2B_PURCHASE');
