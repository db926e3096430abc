import { redirect } from 'react-router';
import type { Route } from './+types/account-organization-index';
import { getShop } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';

// /account/organization (business-and-integration §2.1): the area starts with its cost centers.
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath('/account/organization/cost-centers', getShop(context).locale), 302);
}
