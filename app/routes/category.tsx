import { data } from 'react-router';
import type { Route } from './+types/category';
import { CategoryPage } from '~/features/catalog/CategoryPage';
import { loadCategoryPage } from '~/features/catalog/category-page.server';
import { pageMeta } from '~/features/seo/page-meta';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';
import { basketAction } from '~/features/basket/basket-action.server';

/** A category by its unique id alone (/category/{id}); its canonical URL is the slug form. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadCategoryPage(getShop(context), params.categoryId, request);
  return data(page, { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } });
}

/**
 * The listing's "Add to basket" forms post here. A POST is never kept by a cache (the page cache keys
 * GET and HEAD only; its answer is personal or sets the session cookie); the loader's GET caching stays.
 */
export const action = basketAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
