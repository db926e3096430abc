import { data } from 'react-router';
import type { Route } from './+types/categoryref';
import { catalogCacheControl } from '~/cache-headers';
import { CategoryPage } from '~/features/catalog/CategoryPage';
import { loadCategoryPage } from '~/features/catalog/category-page.server';
import { commerceErrorResponse } from '~/features/errors/commerce-error-response.server';
import { pageMeta } from '~/features/seo/page-meta';
import { getShop } from '~/shop-context.server';

/** A category addressed by its stable reference ({id}@{catalog}), as content links use it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const category = await shop.commerce.categories.getByRef(params.categoryRefId).catch((error: unknown) => {
    throw commerceErrorResponse(error);
  });
  const page = await loadCategoryPage(shop, category.uniqueId, request);
  return data(page, { headers: { 'Cache-Control': catalogCacheControl(shop.personal) } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function CategoryRefRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
