// Who may see and change cost centers in the storefront, as the API decides it (business-and-
// integration §5, §6; shopping-core §6): viewing needs APP_B2B_VIEW_COSTCENTER; the account owner role
// (APP_B2B_ACCOUNT_OWNER) creates, changes and deletes every cost center; a holder of
// APP_B2B_MANAGE_COSTCENTER without it (the cost center owner role) changes their own cost centers and
// their buyers.
export const MANAGE_PERMISSION = 'APP_B2B_MANAGE_COSTCENTER';
export const ACCOUNT_OWNER_ROLE = 'APP_B2B_ACCOUNT_OWNER';

export interface CostCenterViewer {
  login?: string;
  roleIds?: string[];
  permissionIds?: string[];
}

/** The account owner role manages every cost center of the company. */
export const managesAllCostCenters = (user: CostCenterViewer | undefined) => !!user?.roleIds?.includes(ACCOUNT_OWNER_ROLE);

/** Spec §5/§6: the account owner changes every cost center, a holder of APP_B2B_MANAGE_COSTCENTER their own. */
export function mayEdit(user: CostCenterViewer | undefined, owner: { login: string } | undefined): boolean {
  if (managesAllCostCenters(user)) return true;
  return !!user?.login && !!user.permissionIds?.includes(MANAGE_PERMISSION) && owner?.login.toLowerCase() === user.login.toLowerCase();
}
