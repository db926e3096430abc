import type { Route } from './+types/quote-list-detail';
import { QuotePage } from '~/features/quotes/QuotePage';
import { QUOTE_PERMISSION } from '~/features/quotes/quote-paths';
import { loadQuote, quoteAction } from '~/features/quotes/quotes.server';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /quote-list/{id}: one quote request (review, edit, submit) or quote (accept into the basket, reject).
export const handle = { guard: { login: true, feature: 'quoting', permission: QUOTE_PERMISSION } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadQuote(getShop(context), request, params.quoteId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return quoteAction(getShop(context), request, params.quoteId);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function QuoteDetailRoute({ loaderData }: Route.ComponentProps) {
  return <QuotePage data={loaderData} />;
}
