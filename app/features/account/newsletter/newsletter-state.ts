// The newsletter section's state and form id, free of zod: the profile page names them without loading schemas.
export const NEWSLETTER_FORM_ID = 'newsletter';

/** Whether the user's address gets the newsletter; `unavailable` when the subscription could not be read. */
export type NewsletterState = 'subscribed' | 'unsubscribed' | 'unavailable';
