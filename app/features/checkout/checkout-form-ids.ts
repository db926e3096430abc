// The ids of the checkout steps' forms, free of zod: pages name their forms without loading schemas.
export const SHIPPING_FORM_ID = 'shipping-method';
export const REVIEW_FORM_ID = 'review';
