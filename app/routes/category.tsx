import { data } from 'react-router';
import type { Route } from './+types/category';
import { catalogCacheControl } from '~/cache-headers';
import { CategoryPage } from '~/features/catalog/CategoryPage';
import { loadCategoryPage } from '~/features/catalog/category-page.server';
import { pageMeta } from '~/features/seo/page-meta';
import { getShop } from '~/shop-context.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const page = await loadCategoryPage(shop, params.categoryId, request);
  return data(page, { headers: { 'Cache-Control': catalogCacheControl(shop.personal) } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
