import type { Route } from './+types/quote-list';
import { captchaPolicy } from '~/features/captcha/captcha.server';
import { QuoteListPage } from '~/features/quotes/QuoteListPage';
import { loadQuoteList, quoteListAction } from '~/features/quotes/quotes.server';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /quote-list (business-and-integration §2.4: feature freetextQuoting, login): the buyer's quote
// requests and quotes with their states (with quoting on), and the free-text quote request.
export const handle = { guard: { login: true, feature: 'freetextQuoting' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard), captchaPolicy];

export function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShop(context);
  return loadQuoteList(shop, request, context, shop.features.has('quoting'));
}

export function action({ request, context }: Route.ActionArgs) {
  return quoteListAction(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function QuoteListRoute({ loaderData }: Route.ComponentProps) {
  return <QuoteListPage data={loaderData} />;
}
