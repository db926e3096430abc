// The header's scanner button (business-and-integration §2.4, §2.6, §6): /scandit while that feature is
// on, else /scanner while it is; shown to shoppers who are not business users, and to business users
// lacking EDE_APP_B2B_CHECKOUT_WITHOUT_ORDER.
import type { FeatureToggle } from '~/http/features';
import type { SessionUser } from '~/http/session.server';

export const CHECKOUT_WITHOUT_ORDER = 'EDE_APP_B2B_CHECKOUT_WITHOUT_ORDER';

/** Where the scanner button leads, or undefined when the header shows none. */
export function scannerButtonPath(
  features: ReadonlySet<FeatureToggle>,
  user: Pick<SessionUser, 'businessCustomer' | 'permissionIds'> | undefined,
): '/scandit' | '/scanner' | undefined {
  const path = features.has('scandit') ? '/scandit' : features.has('scanner') ? '/scanner' : undefined;
  if (!path) return undefined;
  if (user?.businessCustomer && user.permissionIds?.includes(CHECKOUT_WITHOUT_ORDER)) return undefined;
  return path;
}
