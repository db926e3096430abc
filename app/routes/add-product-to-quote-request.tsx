import type { Route } from './+types/add-product-to-quote-request';
import { AddToQuotePage } from '~/features/quotes/AddToQuotePage';
import { QUOTE_PERMISSION } from '~/features/quotes/quote-paths';
import { addToQuoteAction, loadAddToQuote } from '~/features/quotes/quotes.server';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /addProductToQuoteRequest?sku=&quantity= (business-and-integration §2.4: feature quoting, login):
// the product page's "request a quote", into an open request or a new one.
export const handle = { guard: { login: true, feature: 'quoting', permission: QUOTE_PERMISSION } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddToQuote(getShop(context), request);
}

export function action({ request, context }: Route.ActionArgs) {
  return addToQuoteAction(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AddProductToQuoteRequestRoute({ loaderData }: Route.ComponentProps) {
  return <AddToQuotePage data={loaderData} />;
}
