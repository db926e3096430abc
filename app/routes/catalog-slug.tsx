import { data } from 'react-router';
import type { Route } from './+types/catalog-slug';
import { catalogCacheControl } from '~/cache-headers';
import { matchCatalogPath } from '~/features/catalog/catalog-urls';
import { CategoryPage } from '~/features/catalog/CategoryPage';
import { loadCategoryPage } from '~/features/catalog/category-page.server';
import { productMeta } from '~/features/catalog/product-meta';
import { loadProductPage } from '~/features/catalog/product-page.server';
import { ProductPage } from '~/features/catalog/ProductPage';
import { pageMeta } from '~/features/seo/page-meta';
import { getShop } from '~/shop-context.server';

// The slug URLs of the catalogue: …-ctg{uniqueId} and …prd{sku}[-ctg{uniqueId}]. Any other
// path is not a page of the shop and answers 404 (shopping-core §2).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const match = matchCatalogPath(params['*'] ?? '');
  const headers = { 'Cache-Control': catalogCacheControl(shop.personal) };
  if (match?.kind === 'category') return data(await loadCategoryPage(shop, match.categoryUniqueId, request), { headers });
  if (match?.kind === 'product')
    return data(await loadProductPage(shop, match.sku, match.categoryUniqueId, request), { headers });
  // Content pages (…pg{id}) arrive with the CMS; until then they are unknown pages too.
  throw data(null, { status: 404 });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  return loaderData.kind === 'product' ? productMeta(loaderData) : pageMeta(loaderData.seo);
};

export default function CatalogSlugRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'product' ? <ProductPage data={loaderData} /> : <CategoryPage data={loaderData} />;
}
