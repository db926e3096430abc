import type { Route } from './+types/wishlist-shared';
import { pageMeta } from '~/features/seo/page-meta';
import { SharedWishlistPage } from '~/features/wishlists/SharedWishlistPage';
import { loadSharedWishlist } from '~/features/wishlists/wishlists.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /wishlists/{wishlistId}?owner=&secureCode= (business-and-integration §2.4, feature wishlists): a
// shared wishlist, read-only, for anyone holding its current link; a 404 for anything else.
export const handle = { guard: { feature: 'wishlists' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSharedWishlist(getShop(context), request, params.wishlistId);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function WishlistSharedRoute({ loaderData }: Route.ComponentProps) {
  return <SharedWishlistPage data={loaderData} />;
}
