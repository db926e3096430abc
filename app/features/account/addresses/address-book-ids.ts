// The address book's form ids and query parameter, free of zod: pages name their forms without loading schemas.
export const ADDRESS_ADD_FORM_ID = 'address-add';
export const ADDRESS_EDIT_FORM_ID = 'address-edit';
/** The address list's small forms (preferred, delete). */
export const ADDRESS_BOOK_FORM_ID = 'address-book';
/** `/account/addresses?delete={id}`: the page asks to confirm deleting that address (no JavaScript needed). */
export const CONFIRM_DELETE_PARAM = 'delete';
