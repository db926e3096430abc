import { data, redirect } from 'react-router';
import type { Route } from './+types/basket';
import { addUrlEntries, linkConfirmation, needsConfirmation } from '~/features/basket/basket-by-url.server';
import { AddByLinkConfirmation } from '~/features/basket/AddByLinkConfirmation';
import { basketAction } from '~/features/basket/basket-action.server';
import { basketView, loadSessionBasket } from '~/features/basket/basket-page.server';
import { costCenterChoice } from '~/features/checkout/cost-center-choice.server';
import { BasketPage } from '~/features/basket/BasketPage';
import { punchoutUser } from '~/features/punchout/punchout-session.server';
import { basketUrlEntries, withoutBasketUrlEntries } from '~/features/basket/basket-url-entries';
import { pageMeta } from '~/features/seo/page-meta';
import { flashMessages } from '~/forms/flash.server';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';
import { mayQuote, quotedLineLabels } from '~/features/quotes/quotes.server';

// The basket page: /basket and its variants /cart, /cart_inject and /cart/addAllRemote (spec §2).
// Any of them adds the products a link names (`?add=SKU|2;…`, `?pcode=…&qty=…`) and then shows the
// basket without them in the address, so a reload does not add again. The page itself validates
// nothing: the basket's errors come with `?error=true` from the validation that sent the shopper here
// (starting the checkout, a checkout step's guard), and entering without it resets them (§4). A link
// followed from another site adds nothing until the shopper confirms (issue 14: cross-site filling).
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const url = new URL(request.url);
  const { entries, invalid } = basketUrlEntries(url.searchParams);
  if (entries.length > 0 && needsConfirmation(request)) {
    return data(
      {
        basket: undefined,
        messages: [],
        title: shop.t('shopping_cart.add_by_url.confirm.heading'),
        confirmLink: await linkConfirmation(shop, entries),
        addByNumber: false,
      },
      { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
    );
  }
  if (entries.length > 0 || invalid > 0) {
    const added = entries.length > 0 ? await addUrlEntries(shop, entries) : [];
    flashMessages(shop.session, [...added, ...(invalid > 0 ? [{ type: 'error' as const, key: 'shopping_cart.add_by_url.invalid.error' }] : [])]);
    throw redirect(`${url.pathname}${withoutBasketUrlEntries(url.searchParams)}`, 303);
  }
  const { basket, messages } = await loadSessionBasket(shop);
  // A basket that is not found is an error of the basket page's (§8): shown with error=true.
  if (messages.length > 0 && url.searchParams.get('error') !== 'true') {
    flashMessages(shop.session, messages);
    throw redirect(`${url.pathname}?error=true`, 303);
  }
  const withLines = basket && basket.lineItems.length > 0 ? basket : undefined;
  const punchout = !!punchoutUser(shop);
  // a punchout basket goes back to the procurement system, which orders it: no cost center here
  const [view, costCenter] = withLines
    ? await Promise.all([basketView(shop, withLines), punchout ? undefined : costCenterChoice(shop, withLines)])
    : [undefined, undefined];
  const quoting = !!withLines && !punchout && shop.features.has('quoting') && mayQuote(shop);
  const quoteLabels = withLines ? await quotedLineLabels(shop, withLines) : undefined;
  return data(
    {
      basket: view,
      messages,
      title: shop.t('shopping_cart.heading'),
      confirmLink: undefined,
      costCenter,
      punchout,
      // "add by item number" is the quick order's lookup, there with its feature
      addByNumber: shop.features.has('quickorder'),
      quoting,
      quoteLabels,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const action = basketAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function BasketRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.confirmLink) return <AddByLinkConfirmation link={loaderData.confirmLink} />;
  return <BasketPage data={loaderData} />;
}
