import { data } from 'react-router';
import type { Route } from './+types/compare';
import { ComparePage } from '~/features/compare/ComparePage';
import { compareAction, loadComparePage } from '~/features/compare/compare.server';
import { pageMeta } from '~/features/seo/page-meta';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /compare (feature compare; shopping-core §2, noindex): the session's compare list side by side, and the
// action every compare button posts to.
export const handle = { guard: { feature: 'compare' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  const page = await loadComparePage(shop);
  return data({ title: shop.t('product.compare.link'), ...page }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export function action({ request, context }: Route.ActionArgs) {
  return compareAction(request, getShop(context));
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
