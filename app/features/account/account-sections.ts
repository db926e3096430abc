// My Account's sections, in the order the navigation lists them. A section with a permission (or a
// list of them) is listed only to business users holding it (one of them), one with a feature only
// while that feature is on (the account route's loader tells which; the pages' own guards check again).
import type { FeatureToggle } from '~/http/features';
import { APPROVER_PERMISSIONS } from '~/features/requisitions/requisition-paths';
import { QUOTE_LIST_PATH, QUOTE_PERMISSION } from '~/features/quotes/quote-paths';

export interface AccountSection {
  path: string;
  key: string;
  end: boolean;
  permission?: string | readonly string[];
  feature?: FeatureToggle;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { path: '/account', key: 'account.navigation.overview', end: true },
  { path: '/account/profile', key: 'account.navigation.profile', end: false },
  { path: '/account/orders', key: 'account.navigation.orders', end: false },
  { path: '/account/addresses', key: 'account.navigation.addresses', end: false },
  { path: '/account/payments', key: 'account.navigation.payments', end: false },
  { path: '/account/recurring-orders', key: 'account.navigation.recurring_orders', end: false },
  { path: '/account/wishlists', key: 'account.navigation.wishlists', end: false, feature: 'wishlists' },
  { path: '/account/requisitions/buyer', key: 'account.navigation.requisitions', end: false, permission: 'APP_B2B_PURCHASE' },
  { path: '/account/requisitions/approver', key: 'account.navigation.approvals', end: false, permission: APPROVER_PERMISSIONS },
  { path: QUOTE_LIST_PATH, key: 'account.navigation.quotes.link', end: false, permission: QUOTE_PERMISSION, feature: 'quoting' },
  { path: '/account/organization/users', key: 'account.navigation.users', end: false, permission: 'APP_B2B_MANAGE_USERS' },
  { path: '/account/organization/settings', key: 'account.navigation.company_settings', end: false, permission: 'APP_B2B_MANAGE_USERS' },
  { path: '/account/organization/cost-centers', key: 'account.navigation.cost_centers', end: false, permission: 'APP_B2B_VIEW_COSTCENTER', feature: 'costCenters' },
  { path: '/account/punchout', key: 'account.navigation.punchout', end: false, permission: 'APP_B2B_MANAGE_PUNCHOUT', feature: 'punchout' },
];

/** The paths of the sections the user's permissions and the features that are on open. */
export function permittedSectionPaths(permissionIds: readonly string[] | undefined, features: ReadonlySet<FeatureToggle>): string[] {
  const holds = (permission: string | readonly string[]) => [permission].flat().some((id) => permissionIds?.includes(id));
  return ACCOUNT_SECTIONS.filter((section) => (!section.permission || holds(section.permission)) && (!section.feature || features.has(section.feature))).map(
    (section) => section.path,
  );
}
