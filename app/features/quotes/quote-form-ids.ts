// The quoting forms by id, and their limits: free of zod, so pages name their forms without loading
// the schemas (quote-forms.ts).
export const QUOTE_META_FORM_ID = 'quote-request-meta';
export const ADD_TO_QUOTE_FORM_ID = 'add-to-quote-request';
export const QUOTE_CONTACT_FORM_ID = 'quote-contact';
export const quoteItemFormId = (itemId: string) => `quote-item-${itemId}`;

export const MAX_NAME_LENGTH = 100;
export const MAX_COMMENT_LENGTH = 1000;
export const MAX_QUANTITY = 100_000;
/** A new request rather than one of the buyer's open ones. */
export const NEW_QUOTE_REQUEST = 'new';
