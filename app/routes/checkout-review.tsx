import { data } from 'react-router';
import type { Route } from './+types/checkout-review';
import { loadReviewStep, submitOrder } from '~/features/checkout/review-step.server';
import { ReviewStep } from '~/features/checkout/ReviewStep';
import { pageMeta } from '~/features/seo/page-meta';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  const step = await loadReviewStep(shop);
  return data({ ...step, title: shop.t('checkout.review.heading') }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitOrder(request, getShop(context));
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CheckoutReviewRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewStep data={loaderData} />;
}
