import type { Route } from './+types/account-wishlists';
import { pageMeta } from '~/features/seo/page-meta';
import { WishlistsPage } from '~/features/wishlists/WishlistsPage';
import { loadWishlists, wishlistsAction } from '~/features/wishlists/wishlists.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/wishlists: the user's wishlists (feature wishlists; login by the account route).
export const handle = { guard: { login: true, feature: 'wishlists' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlists(getShop(context), request);
}

export function action({ request, context }: Route.ActionArgs) {
  return wishlistsAction(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountWishlistsRoute({ loaderData }: Route.ComponentProps) {
  return <WishlistsPage data={loaderData} />;
}
