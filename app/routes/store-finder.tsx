import type { Route } from './+types/store-finder';
import { StoreFinderPage } from '~/features/store-locator/StoreFinderPage';
import { loadStoreFinder } from '~/features/store-locator/store-finder.server';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /store-finder (business-and-integration §2.4: feature storeLocator; §2.7): the stores, searchable
// by country, city and postal code, with a map where configured and consented.
export const handle = { guard: { feature: 'storeLocator' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStoreFinder(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '' });

export default function StoreFinderRoute({ loaderData }: Route.ComponentProps) {
  return <StoreFinderPage data={loaderData} />;
}
