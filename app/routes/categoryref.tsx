import { data } from 'react-router';
import type { Route } from './+types/categoryref';
import { CategoryPage } from '~/features/catalog/CategoryPage';
import { loadCategoryPage } from '~/features/catalog/category-page.server';
import { pageMeta } from '~/features/seo/page-meta';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { primary } from '~/http/commerce-boundary.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';
import { basketAction } from '~/features/basket/basket-action.server';

/** A category addressed by its stable reference ({id}@{catalog}), as content links use it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const category = await primary(shop.commerce.categories.getByRef(params.categoryRefId));
  const page = await loadCategoryPage(shop, category.uniqueId, request);
  return data(page, { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } });
}

/**
 * The listing's "Add to basket" forms post here. A POST is never kept by a cache (the page cache keys
 * GET and HEAD only; its answer is personal or sets the session cookie); the loader's GET caching stays.
 */
export const action = basketAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function CategoryRefRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
