import { data } from 'react-router';
import type { Route } from './+types/checkout-payment';
import { loadPaymentStep, paymentStepAction, returnFromProvider } from '~/features/checkout/payment-step.server';
import { PaymentStep } from '~/features/checkout/PaymentStep';
import { pageMeta } from '~/features/seo/page-meta';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

export const middleware: Route.MiddlewareFunction[] = [({ context, request }) => returnFromProvider(getShop(context), request)];

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  const step = await loadPaymentStep(shop);
  return data({ ...step, title: shop.t('checkout.payment.heading') }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export async function action({ context, request }: Route.ActionArgs) {
  return paymentStepAction(request, getShop(context));
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CheckoutPaymentRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentStep data={loaderData} />;
}
