// Which form on a page an action's reply belongs to: the basket's forms by product or line. Free of zod,
// so pages name their forms without loading the schemas (basket-forms.ts).
export const addToBasketFormId = (sku: string) => `add-to-basket-${sku}`;
export const lineFormId = (lineItemId: string) => `line-${lineItemId}`;
export const PROMOTION_FORM_ID = 'promotion-code';
export const MESSAGE_FORM_ID = 'message-to-merchant';
export const MESSAGE_TO_MERCHANT_MAX = 1_000;
export const DELIVERY_DATE_FORM_ID = 'desired-delivery-date';
export const warrantyFormId = (lineItemId: string) => `warranty-${lineItemId}`;
export const RECURRENCE_FORM_ID = 'recurrence';
