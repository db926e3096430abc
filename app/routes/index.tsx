import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/http/shop-context.server';

/** The empty path leads to home (shopping-core §2). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath('/home', getShop(context).locale), 301);
}
