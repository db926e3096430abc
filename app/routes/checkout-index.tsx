import { redirect } from 'react-router';
import type { Route } from './+types/checkout-index';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/http/shop-context.server';

/** /checkout starts at the first step (no acceleration setting: shopping-core §4). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath('/checkout/address', getShop(context).locale));
}
