// Which form on the basket page an action's reply belongs to: by line, or the page's single forms. Free
// of zod, so the page names its forms without loading the schemas (basket-forms.ts). The catalogue's
// add-to-basket forms are named in add-form-ids.ts.
export const lineFormId = (lineItemId: string) => `line-${lineItemId}`;
export const PROMOTION_FORM_ID = 'promotion-code';
export const MESSAGE_FORM_ID = 'message-to-merchant';
export const MESSAGE_TO_MERCHANT_MAX = 1_000;
export const DELIVERY_DATE_FORM_ID = 'desired-delivery-date';
export const warrantyFormId = (lineItemId: string) => `warranty-${lineItemId}`;
export const RECURRENCE_FORM_ID = 'recurrence';
