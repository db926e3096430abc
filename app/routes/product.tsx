import { data } from 'react-router';
import type { Route } from './+types/product';
import { basketAction } from '~/features/basket/basket-action.server';
import { productMeta } from '~/features/catalog/product-meta';
import { loadProductPage } from '~/features/catalog/product-page.server';
import { ProductPage } from '~/features/catalog/ProductPage';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

/** A product by its SKU alone (/product/{sku}); its canonical URL is the slug form. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadProductPage(getShop(context), params.sku, undefined, request);
  return data(page, { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } });
}

export const action = basketAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? productMeta(loaderData.seo) : []);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} />;
}
