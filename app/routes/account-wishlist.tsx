import type { Route } from './+types/account-wishlist';
import { pageMeta } from '~/features/seo/page-meta';
import { WishlistPage } from '~/features/wishlists/WishlistPage';
import { loadWishlist, wishlistAction } from '~/features/wishlists/wishlists.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/wishlists/{wishlistId}: one of the user's wishlists (feature wishlists).
export const handle = { guard: { login: true, feature: 'wishlists' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadWishlist(getShop(context), request, params.wishlistId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return wishlistAction(getShop(context), request, params.wishlistId);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountWishlistRoute({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}
