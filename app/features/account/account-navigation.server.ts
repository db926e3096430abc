// Which of My Account's optional sections the logged-in user's navigation lists: those whose feature
// is on and whose permission the user holds (the pages' own guards check the same).
import { config } from '~/http/config.server';
import type { FeatureToggle } from '~/http/features';
import { holdsPermission } from '~/http/route-guards.server';
import type { ShopContext } from '~/http/shop-context.server';
import { signedInUser } from './user-session.server';

const OPTIONAL_SECTIONS: { path: string; feature?: FeatureToggle; permission: string }[] = [
  { path: '/account/organization/cost-centers', feature: 'costCenters', permission: 'APP_B2B_VIEW_COSTCENTER' },
];

export function optionalAccountSections(shop: ShopContext): string[] {
  const user = signedInUser(shop);
  return OPTIONAL_SECTIONS.filter(
    (section) => (!section.feature || config.features.has(section.feature)) && holdsPermission(user?.permissionIds, section.permission),
  ).map((section) => section.path);
}
