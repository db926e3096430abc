import { data } from 'react-router';
import type { Route } from './+types/recently';
import { RecentlyPage } from '~/features/recently/RecentlyPage';
import { recentlyAction, recentProducts, recentViews, remembersViews } from '~/features/recently/recently.server';
import { pageMeta } from '~/features/seo/page-meta';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /recently (feature recently; business-and-integration §2.4): the visitor's recently viewed products
// (decision 027), personal, never kept or shared; its form clears them.
export const handle = { guard: { feature: 'recently' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const list = await recentProducts(shop, recentViews(shop, request).map((view) => view.sku));
  return data(
    { title: shop.t('application.recentlyViewed.heading'), remembered: remembersViews(shop), ...list },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return recentlyAction(request, getShop(context));
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function RecentlyRoute({ loaderData }: Route.ComponentProps) {
  return <RecentlyPage data={loaderData} />;
}
