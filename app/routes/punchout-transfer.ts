import { redirect } from 'react-router';
import type { Route } from './+types/punchout-transfer';
import { punchoutTransfer } from '~/features/punchout/punchout-transfer.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { getShop } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';

// /punchout/transfer: the basket page's "Transfer basket" posts here (from the shop's own pages only);
// the answer is the page that posts the basket on to the procurement system.
export const handle = { guard: { feature: 'punchout', login: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

/** Only posts transfer; a visit goes to the basket, where the button is. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath('/basket', getShop(context).locale), 303);
}

export const action = (args: Route.ActionArgs) => punchoutTransfer(args);
