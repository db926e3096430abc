import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { rootTarget } from '~/http/preferred-locale.server';
import { getShop } from '~/http/shop-context.server';

/**
 * The empty path leads to home (shopping-core §2): the home of the site the visitor chose before
 * (app/http/preferred-locale.server.ts), else this site's. Not a permanent redirect: it depends on the cookie.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  return redirect(rootTarget(request, getShop(context).locale), { status: 302, headers: { Vary: 'Cookie', 'Cache-Control': 'private, no-cache' } });
}
