import { data } from 'react-router';
import type { Route } from './+types/product';
import { catalogCacheControl } from '~/cache-headers';
import { productMeta } from '~/features/catalog/product-meta';
import { loadProductPage } from '~/features/catalog/product-page.server';
import { ProductPage } from '~/features/catalog/ProductPage';
import { getShop } from '~/shop-context.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const page = await loadProductPage(shop, params.sku, undefined, request);
  return data(page, { headers: { 'Cache-Control': catalogCacheControl(shop.personal) } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? productMeta(loaderData) : []);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} />;
}
