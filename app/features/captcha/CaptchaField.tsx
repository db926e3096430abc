import { useEffect, useRef } from 'react';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useNonce } from '~/http/nonce';
import { CAPTCHA_FIELD, type CaptchaWidget, recaptchaFallbackUrl, recaptchaScriptUrl } from './captcha-widget';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Google's reCAPTCHA v2 checkbox inside a form: Google's script (with the page's nonce) turns the
 * `.g-recaptcha` element into the checkbox, which posts its token as `g-recaptcha-response`. Without
 * JavaScript, Google's documented fallback: its check in a frame, and a field for the code it gives.
 * The checkbox lives in markup React leaves alone (Google's script fills it, maybe before hydration).
 * `reply` is the form's last answer: a token is good for one check, so the checkbox starts over.
 */
export function CaptchaField({ captcha, reply }: { captcha?: CaptchaWidget; reply: unknown }) {
  const t = useT();
  const nonce = useNonce();
  const { locale } = useShopLocale();
  const answered = useRef(reply);
  useEffect(() => {
    if (answered.current === reply) return;
    answered.current = reply;
    (window as Window & { grecaptcha?: { reset(): void } }).grecaptcha?.reset();
  }, [reply]);
  if (!captcha) return null;
  return (
    <div className="form-field captcha-field">
      <script src={recaptchaScriptUrl(locale.lang)} async nonce={nonce} />
      <div className="captcha-widget" dangerouslySetInnerHTML={{ __html: `<div class="g-recaptcha" data-sitekey="${escapeAttribute(captcha.siteKey)}"></div>` }} />
      <noscript>
        <iframe src={recaptchaFallbackUrl(captcha.siteKey, locale.lang)} title={t('captcha.fallback.frame.title')} width="302" height="422" className="captcha-fallback" />
        <label htmlFor={`${CAPTCHA_FIELD}-fallback`}>{t('captcha.fallback.code.label')}</label>
        <textarea id={`${CAPTCHA_FIELD}-fallback`} name={CAPTCHA_FIELD} className="g-recaptcha-response" rows={3} cols={40} required />
      </noscript>
    </div>
  );
}
