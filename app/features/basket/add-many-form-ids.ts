// What the browser needs of the add-many form without its schema (no zod in the page's bundle).
export const ADD_MANY_FORM_ID = 'add-many';
/** More parts than any retail set has; a bigger post is not one a page of the shop sends. */
export const ADD_MANY_MAX_ITEMS = 50;
export const ADD_MANY_MAX_QUANTITY = 9_999_999;
