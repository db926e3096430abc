import { data } from 'react-router';
import type { Route } from './+types/checkout-shipping';
import { loadShippingStep, shippingStepAction } from '~/features/checkout/shipping-step.server';
import { ShippingStep } from '~/features/checkout/ShippingStep';
import { pageMeta } from '~/features/seo/page-meta';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  const step = await loadShippingStep(shop);
  return data({ ...step, title: shop.t('checkout.shipping.heading') }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export async function action({ context, request }: Route.ActionArgs) {
  return shippingStepAction(request, getShop(context));
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CheckoutShippingRoute({ loaderData }: Route.ComponentProps) {
  return <ShippingStep data={loaderData} />;
}
