// The contact form's id, path and limits: free of zod, so the page names its form without loading the
// schema (contact-forms.ts).
export const CONTACT_FORM_ID = 'contact-us';
export const CONTACT_PATH = '/contact';

export const MAX_NAME_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 256;
export const MAX_PHONE_LENGTH = 50;
export const MAX_ORDER_LENGTH = 100;
export const MAX_SUBJECT_LENGTH = 200;
/** The PWA's contact form allows 30000 characters in the comment. */
export const MAX_COMMENT_LENGTH = 30_000;
