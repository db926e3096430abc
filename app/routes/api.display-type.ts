import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/api.display-type';
import { readForm } from '~/forms/form-action.server';
import { sameOriginPath } from '~/i18n/locales';
import { getShop } from '~/http/shop-context.server';

const displayTypeForm = z.object({
  displayType: z.enum(['b2c', 'b2b']),
  returnTo: z.string().max(2_000).default('/'),
});

/** Only posts change the display type. */
export function loader() {
  throw data(null, { status: 405, headers: { Allow: 'POST' } });
}

/**
 * The display-type switch (shopping-core §2 root layout, §4 pricing display type): gross prices for
 * private customers, net for business customers; kept in the session, back to the page it came from.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShop(context);
  const parsed = displayTypeForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  shop.session.set('displayType', parsed.data.displayType);
  return redirect(sameOriginPath(parsed.data.returnTo), 303);
}
