// Who may see and change cost centers in the storefront, as the API decides it (business-and-
// integration §5, §6; shopping-core §6): viewing needs APP_B2B_VIEW_COSTCENTER; those holding
// APP_B2B_MANAGE_COSTCENTER create, change and delete any; a cost center owner
// (APP_B2B_COSTCENTER_OWNER) changes their own cost centers and their buyers.
export const MANAGE_PERMISSION = 'APP_B2B_MANAGE_COSTCENTER';
const OWNER_ROLE = 'APP_B2B_COSTCENTER_OWNER';

export interface CostCenterViewer {
  login?: string;
  roleIds?: string[];
  permissionIds?: string[];
}

export const managesCostCenters = (user: CostCenterViewer | undefined) => !!user?.permissionIds?.includes(MANAGE_PERMISSION);

/** Spec §5: an account admin changes every cost center, its owner their own. */
export function mayEdit(user: CostCenterViewer | undefined, owner: { login: string } | undefined): boolean {
  if (managesCostCenters(user)) return true;
  return !!user?.login && !!user.roleIds?.includes(OWNER_ROLE) && owner?.login.toLowerCase() === user.login.toLowerCase();
}
