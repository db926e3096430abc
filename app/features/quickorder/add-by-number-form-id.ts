// The basket page's "add by item number" form, named without its schema (no zod in the page's bundle).
export const ADD_BY_NUMBER_FORM_ID = 'add-by-number';
