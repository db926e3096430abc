import { data, redirect } from 'react-router';
import type { Route } from './+types/api.currency';
import { readForm } from '~/forms/form-action.server';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/http/shop-context.server';
import { safeReturnPath } from '~/features/account/login-path';
import { switchCurrency } from '~/features/currency/currency-switch.server';

/** Only posts change the currency. */
export function loader() {
  throw data(null, { status: 405, headers: { Allow: 'POST' } });
}

/**
 * The currency switch (business-and-integration §9): one of the site's currencies, kept in the session,
 * the basket repriced in it; back (303) to the page it was chosen on, a path of this shop only. A currency
 * the site does not offer is a bad request. Cross-site posts are refused by the root middleware (decision 013).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShop(context);
  const form = await readForm(request);
  const currency = shop.locale.currencies.find((offered) => offered === form.get('currency'));
  if (!currency) throw data(null, { status: 400 });
  await switchCurrency(shop, currency);
  const returnTo = form.get('returnTo');
  return redirect(safeReturnPath(typeof returnTo === 'string' ? returnTo : undefined, localizePath('/home', shop.locale)), 303);
}
