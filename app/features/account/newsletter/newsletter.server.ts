// The newsletter subscription of the profile page (spec §4, §7): its state for the page, and the post
// that subscribes or unsubscribes the user's own address, only when that changes the state. A failing
// subscriptions call degrades the section to a message, never the page.
import { z } from 'zod';
import { isCommerceError } from '~/commerce/errors';
import { parseForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { currentCustomer, isLoginLost, sessionTimeout } from '../account.server';
import { NEWSLETTER_FORM_ID, type NewsletterState } from './newsletter-state';

const newsletterSchema = z.object({ subscribe: z.enum(['true', 'false']) });

/** The state of the user's address (`email`, the profile page's user's). */
export async function loadNewsletter(shop: ShopContext, email: string | undefined): Promise<NewsletterState> {
  if (!email) return 'unavailable';
  const subscribed = await secondary<boolean | undefined>(shop, 'newsletter subscription', shop.commerce.subscriptions.newsletter(email), undefined);
  if (subscribed === undefined) return 'unavailable';
  return subscribed ? 'subscribed' : 'unsubscribed';
}

/**
 * The `newsletter` intent of the profile page: `subscribe` true or false; refused (403) to whoever may
 * not decide it for the user (`allowed`: a co-browsing sales representative may not).
 */
export async function newsletterIntent(request: Request, shop: ShopContext, form: FormData, allowed: boolean) {
  const submission = parseForm(form, newsletterSchema);
  if (submission.status !== 'success') return rejected(NEWSLETTER_FORM_ID, submission);
  if (!allowed) return refused(NEWSLETTER_FORM_ID, submission, { type: 'error', key: 'account.newsletter.customer_only.text' }, 403);
  const wanted = submission.value.subscribe === 'true';
  const { user } = await currentCustomer(shop, request);
  const { subscriptions } = shop.commerce;
  try {
    if (!user.email) throw new Error('the user has no e-mail address');
    // Spec §4: toggled only if the status differs.
    if ((await subscriptions.newsletter(user.email)) !== wanted) {
      await (wanted ? subscriptions.subscribe(user.email) : subscriptions.unsubscribe(user.email));
    }
  } catch (error) {
    if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
    const refusal = isCommerceError(error) && error.status >= 400 && error.status < 500;
    if (!refusal) console.error(`Newsletter subscription failed: ${error instanceof Error ? error.message : String(error)}`);
    return refused(NEWSLETTER_FORM_ID, submission, { type: 'error', key: 'account.newsletter.update.error' }, refusal ? 422 : 502);
  }
  return succeeded(request, shop, form, {
    formId: NEWSLETTER_FORM_ID,
    submission,
    messages: [{ type: 'success', key: wanted ? 'account.newsletter.subscribed.message' : 'account.newsletter.unsubscribed.message' }],
  });
}
