// The saved payment instruments' form ids, free of zod: pages name their forms without loading schemas.
export const PAYMENT_ADD_FORM_ID = 'account-payment-add';
/** The list's small forms (preferred, delete). */
export const PAYMENTS_FORM_ID = 'account-payments';
/** `/account/payments?delete={id}`: the page asks to confirm deleting that instrument (no JavaScript needed). */
export const CONFIRM_DELETE_PARAM = 'delete';
