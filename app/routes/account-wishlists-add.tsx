import type { Route } from './+types/account-wishlists-add';
import { pageMeta } from '~/features/seo/page-meta';
import { AddToWishlistPage } from '~/features/wishlists/AddToWishlistPage';
import { loadAddToWishlist, addToWishlistAction } from '~/features/wishlists/wishlists.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /account/wishlists/add?sku=: a product into a wishlist (feature wishlists; a logged-out visitor logs in first and comes back).
export const handle = { guard: { login: true, feature: 'wishlists' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddToWishlist(getShop(context), request);
}

export function action({ request, context }: Route.ActionArgs) {
  return addToWishlistAction(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountWishlistsAddRoute({ loaderData }: Route.ComponentProps) {
  return <AddToWishlistPage data={loaderData} />;
}
