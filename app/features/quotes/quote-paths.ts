// Paths of the quoting pages (shopping-core §2, business-and-integration §2.4) and who may use them:
// /quote-list (the list and the free-text request), /quote-list/{id} (one request or quote) and
// /addProductToQuoteRequest?sku=&quantity= (a product into a request).
export const QUOTE_LIST_PATH = '/quote-list';
export const ADD_PRODUCT_TO_QUOTE_PATH = '/addProductToQuoteRequest';

/** ICM's permission to request and accept quotes: buyers and account admins hold it, approvers alone do not. */
export const QUOTE_PERMISSION = 'APP_B2B_MANAGE_OWN_QUOTES';

export const quotePath = (id: string) => `${QUOTE_LIST_PATH}/${encodeURIComponent(id)}`;

export function addProductToQuotePath(sku: string, quantity?: number): string {
  const query = new URLSearchParams({ sku });
  if (quantity && quantity > 1) query.set('quantity', String(quantity));
  return `${ADD_PRODUCT_TO_QUOTE_PATH}?${query}`;
}

/** The label of each state (the PWA's `quote.state.*`, accepted for a quote in the basket, ordered for one used up). */
export const STATE_LABEL_KEYS = {
  new: 'quote.state.new',
  submitted: 'quote.state.submitted',
  responded: 'quote.state.responded',
  rejected: 'quote.state.rejected',
  expired: 'quote.state.expired',
  accepted: 'quote.state.accepted',
  ordered: 'quote.state.ordered',
} as const;
