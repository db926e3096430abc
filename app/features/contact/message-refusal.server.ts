// The backend's refusals of a message to the shop (contact us, the free-text quote request), as the
// form shows them: a wrong captcha as the captcha message, too many messages from this address (429)
// with the backend's Retry-After, other refusals in the backend's words; the fields keep what was typed.
// Undefined for what is not a refusal (the caller turns it into the error page).
import { isCommerceError } from '~/commerce/errors';
import { type AnySubmission, refused, withRetryAfter } from '~/forms/form-action.server';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';

export function messageRefusal(formId: string, submission: AnySubmission, error: unknown) {
  if (isCommerceError(error, 401)) return refused(formId, submission, { type: 'error', key: 'captcha.incorrect' }, 422);
  if (isCommerceError(error, 429)) return withRetryAfter(refused(formId, submission, { type: 'error', key: 'contact.throttled.error' }, 429), error.retryAfter);
  if (isRefusal(error)) return refused(formId, submission, refusalMessage(error));
  return undefined;
}
