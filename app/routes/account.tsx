import type { Route } from './+types/account';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { AccountLayout } from '~/features/account/AccountLayout';
import { optionalAccountSections } from '~/features/account/account-navigation.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account and below (shopping-core §2): login required, never indexed.
export const handle = { guard: { login: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

/** The navigation's sections that depend on the user's permissions. */
export function loader({ context }: Route.LoaderArgs) {
  return { optionalSections: optionalAccountSections(getShop(context)) };
}

export const headers = routeHeaders;

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountLayout optionalSections={loaderData.optionalSections} />;
}
