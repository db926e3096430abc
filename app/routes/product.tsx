import { data } from 'react-router';
import type { Route } from './+types/product';
import { basketAction } from '~/features/basket/basket-action.server';
import { productMeta } from '~/features/catalog/product-meta';
import { loadProductPage } from '~/features/catalog/product-page.server';
import { ProductPage } from '~/features/catalog/ProductPage';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';
import { productPageHeaders } from '~/features/recently/recently.server';

/** A product by its SKU alone (/product/{sku}); its canonical URL is the slug form. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const page = await loadProductPage(shop, params.sku, undefined, request);
  return data(page, { headers: productPageHeaders(shop, request, page.product.sku, CATALOG_PAGE_CACHE) });
}

export const action = basketAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? productMeta(loaderData.seo) : []);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} />;
}
