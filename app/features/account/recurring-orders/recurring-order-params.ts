// What the recurring order pages and their action share, free of zod: the form id, the query
// parameters and the paths (with the ADMIN context kept, spec §2 "query context").
import type { RecurringOrderContext } from '~/commerce/recurring-orders.server';

/** The one form id of both pages: every action's messages show above the list or the order. */
export const RECURRING_ORDERS_FORM_ID = 'recurring-orders';

/** `?context=ADMIN`: the company's recurring orders (business customers). */
export const CONTEXT_PARAM = 'context';
/** `?confirmDelete={id}` (list) or `?confirmDelete=1` (detail): the confirmation step of a deletion, without JavaScript too. */
export const CONFIRM_DELETE_PARAM = 'confirmDelete';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return search ? `${path}?${search}` : path;
}

const contextQuery = (context: RecurringOrderContext) => (context === 'ADMIN' ? 'ADMIN' : undefined);

/** The list (shop path, without the locale prefix). */
export function recurringOrdersPath(context: RecurringOrderContext, confirmDelete?: string): string {
  return withQuery('/account/recurring-orders', { [CONTEXT_PARAM]: contextQuery(context), [CONFIRM_DELETE_PARAM]: confirmDelete });
}

/** One recurring order (shop path, without the locale prefix). */
export function recurringOrderPath(id: string, context: RecurringOrderContext, confirmDelete = false): string {
  return withQuery(`/account/recurring-orders/${encodeURIComponent(id)}`, {
    [CONTEXT_PARAM]: contextQuery(context),
    [CONFIRM_DELETE_PARAM]: confirmDelete ? '1' : undefined,
  });
}
