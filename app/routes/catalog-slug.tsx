import { data } from 'react-router';
import type { Route } from './+types/catalog-slug';
import { basketAction } from '~/features/basket/basket-action.server';
import { matchCatalogPath } from '~/features/catalog/catalog-urls';
import { CategoryPage } from '~/features/catalog/CategoryPage';
import { loadCategoryPage } from '~/features/catalog/category-page.server';
import { productMeta } from '~/features/catalog/product-meta';
import { loadProductPage } from '~/features/catalog/product-page.server';
import { ProductPage } from '~/features/catalog/ProductPage';
import { ContentPage } from '~/features/content/ContentPage';
import { contentPageIdOfSlug, loadContentPage } from '~/features/content/content-page.server';
import { pageMeta } from '~/features/seo/page-meta';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';
import { productPageHeaders } from '~/features/recently/recently.server';

// The slug URLs of the catalogue: …-ctg{uniqueId} and …prd{sku}[-ctg{uniqueId}], and of content
// pages, …-pg{id}. Any other
// path is not a page of the shop and answers 404 (shopping-core §2).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const splat = params['*'] ?? '';
  const match = matchCatalogPath(splat);
  const requestedPath = `/${splat}`;
  const headers = { 'Cache-Control': CATALOG_PAGE_CACHE };
  if (match?.kind === 'category') {
    return data(await loadCategoryPage(shop, match.categoryUniqueId, request, requestedPath), { headers });
  }
  if (match?.kind === 'product') {
    const page = await loadProductPage(shop, match.sku, match.categoryUniqueId, request, requestedPath);
    return data(page, { headers: productPageHeaders(shop, request, page.product.sku, CATALOG_PAGE_CACHE) });
  }
  const contentPageId = contentPageIdOfSlug(splat);
  if (contentPageId) return data(await loadContentPage(shop, contentPageId, request), { headers });
  throw data(null, { status: 404 });
}

/** Basket forms on catalogue pages post to the page they are on; other paths have no forms. */
export async function action(args: Route.ActionArgs) {
  if (!matchCatalogPath(args.params['*'] ?? '')) throw data(null, { status: 404 });
  return basketAction(args);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  if (loaderData.kind === 'product') return productMeta(loaderData.seo);
  return pageMeta(loaderData.seo);
};

export default function CatalogSlugRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'content') return <ContentPage data={loaderData} />;
  return loaderData.kind === 'product' ? <ProductPage data={loaderData} /> : <CategoryPage data={loaderData} />;
}
