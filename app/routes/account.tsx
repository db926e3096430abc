import type { Route } from './+types/account';
import { permittedSectionPaths } from '~/features/account/account-sections';
import { AccountLayout } from '~/features/account/AccountLayout';
import { signedInUser } from '~/features/account/user-session.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account and below (shopping-core §2): login required, never indexed.
export const handle = { guard: { login: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

// Which sections the navigation lists; the user's permissions themselves stay on the server.
export function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  return { permittedPaths: permittedSectionPaths(signedInUser(shop)?.permissionIds, shop.features) };
}

export const headers = routeHeaders;

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountLayout permittedPaths={loaderData.permittedPaths} />;
}
