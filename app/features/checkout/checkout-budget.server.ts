// The buyer's own budget at checkout (business users): the order spend limit, the budget of the
// period with what was spent and what remains. Secondary: without it the checkout goes on.
import type { UserBudget } from '~/commerce/models/company-user';
import { signedInUser } from '~/features/account/user-session.server';
import { secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';

export async function checkoutBudget(shop: ShopContext): Promise<UserBudget | undefined> {
  if (!signedInUser(shop)?.businessCustomer) return undefined;
  return secondary<UserBudget | undefined>(shop, 'budget', shop.commerce.companyUsers.ownBudget(), undefined);
}
