import { data } from 'react-router';
import type { Route } from './+types/checkout-receipt';
import { loadReceipt } from '~/features/checkout/receipt.server';
import { ReceiptPage } from '~/features/checkout/ReceiptPage';
import { pageMeta } from '~/features/seo/page-meta';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const receipt = await loadReceipt(shop, request);
  const heading = receipt.unpaid
    ? `checkout.receipt.payment_${receipt.unpaid.payment}.heading`
    : receipt.requisition
      ? 'checkout.cart_for_approval.title'
      : 'checkout.receipt.heading';
  return data({ ...receipt, title: shop.t(heading) }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CheckoutReceiptRoute({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage data={loaderData} />;
}
