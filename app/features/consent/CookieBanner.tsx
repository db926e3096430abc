// The cookie banner of the root layout (shopping-core §2): a region near the end of the page asking
// for consent, with accept all and accept only required (one form posting to /cookies, which stores
// the choice and reloads the page) and a link to the settings. It shows only while no valid record of
// the configured version exists; the server decides that (app/features/consent/consent.server.ts).
// With JavaScript a choice first plays the banner's short closing animation (business-and-integration
// §4: shown, closing, stored), unless the visitor asks for reduced motion; then the form is sent.
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { INTENT_FIELD } from '~/forms/form-reply';
import { cookieSettingsPath, RETURN_FIELD } from './consent-paths';

/** How long the banner takes to close (its animation in app.css lasts as long). */
const CLOSING_MS = 200;

export function CookieBanner() {
  const t = useT();
  const { href } = useShopLocale();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const [closing, setClosing] = useState(false);
  const closed = useRef(false);
  const close = (event: React.FormEvent<HTMLFormElement>) => {
    if (closed.current || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    event.preventDefault();
    closed.current = true;
    setClosing(true);
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setTimeout(() => form.requestSubmit(submitter), CLOSING_MS);
  };
  return (
    <section className={closing ? 'cookie-banner cookie-banner-closing' : 'cookie-banner'} aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title">{t('cookies.banner.heading')}</h2>
      <p>{t('cookies.banner.text')}</p>
      <form method="post" action={href('/cookies')} className="cookie-actions" onSubmit={close}>
        <input type="hidden" name={RETURN_FIELD} value={returnTo} />
        <button type="submit" name={INTENT_FIELD} value="all" className="button-primary">
          {t('cookies.banner.accept_all.button')}
        </button>
        <button type="submit" name={INTENT_FIELD} value="required" className="button-secondary">
          {t('cookies.banner.accept_required.button')}
        </button>
        <a href={cookieSettingsPath(href, returnTo)}>{t('cookies.banner.preferences.link')}</a>
      </form>
    </section>
  );
}
