import { Form, useNavigation } from 'react-router';
import { EnhancedMarker, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useT } from '~/i18n/use-t';
import { NEWSLETTER_FORM_ID, type NewsletterState } from './newsletter-state';

/**
 * The profile page's newsletter section: whether the user gets it, and the post that changes that
 * (only for whoever may decide it: `changeable`).
 */
export function NewsletterSection({ state, changeable, actionData }: { state: NewsletterState; changeable: boolean; actionData: unknown }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'newsletter';
  const subscribed = state === 'subscribed';
  return (
    <section aria-labelledby="newsletter-heading" className="newsletter-section">
      <h2 id="newsletter-heading">{t('account.newsletter.heading')}</h2>
      <Messages messages={replyFor(NEWSLETTER_FORM_ID, actionData)?.messages ?? []} />
      {state === 'unavailable' ? (
        <p>{t('account.newsletter.unavailable.text')}</p>
      ) : (
        <>
          <p>{t(subscribed ? 'account.newsletter.subscribed.text' : 'account.newsletter.unsubscribed.text')}</p>
          {changeable ? (
            <Form method="post" className="account-form">
              <IntentField intent="newsletter" />
              <EnhancedMarker />
              <input type="hidden" name="subscribe" value={subscribed ? 'false' : 'true'} />
              <button type="submit" className={subscribed ? 'button-secondary' : 'button-primary'} {...pendingProps(busy)}>
                {t(subscribed ? 'account.newsletter.unsubscribe.button' : 'account.newsletter.subscribe.button')}
              </button>
            </Form>
          ) : (
            <p>{t('account.newsletter.customer_only.text')}</p>
          )}
        </>
      )}
    </section>
  );
}
