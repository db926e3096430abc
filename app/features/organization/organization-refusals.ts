// What organization management tells a user when the backend refuses a change: its own words for
// the refusals it expects (a taken login, changing oneself), the backend's text for other content
// refusals; and where a call that failed otherwise ends (the login page, the error page).
import { isCommerceError } from '~/commerce/errors';
import type { ShopMessage } from '~/forms/form-reply';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { userCallFailed } from '~/features/account/account.server';

const KNOWN_REFUSALS: Record<string, string> = {
  'customer.credentials.login.not_unique.error': 'organization.users.error.email_taken',
  'customer.user.self_change.error': 'organization.users.error.self_change',
  'customer.user.budget.own.error': 'organization.users.error.own_budget',
};

/** The message for a refused call; anything but a refusal (a lost login, a failed backend) is thrown as the page's answer. */
export function refusalOf(shop: ShopContext, request: Request, error: unknown): ShopMessage {
  if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
  const known = error.errorKey ? KNOWN_REFUSALS[error.errorKey] : undefined;
  return known ? { type: 'error', key: known } : refusalMessage(error);
}

/** The refusal was the login being taken already (its message belongs next to the e-mail field). */
export const isLoginTaken = (error: unknown) => isCommerceError(error, 409);
