// What the catalogue's pages need of the forms that add products to the basket, without their
// schemas (no zod in the pages' bundles). Apart from the basket page's form ids (basket-form-ids.ts),
// so that product pages and listings share this with the tiles' chunk instead of loading a file of
// its own.
export const addToBasketFormId = (sku: string) => `add-to-basket-${sku}`;

export const ADD_MANY_FORM_ID = 'add-many';
/** More parts than any retail set has; a bigger post is not one a page of the shop sends. */
export const ADD_MANY_MAX_ITEMS = 50;
export const ADD_MANY_MAX_QUANTITY = 9_999_999;
