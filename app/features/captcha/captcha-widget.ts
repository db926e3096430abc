// What the pages know of Google's reCAPTCHA v2 widget (safe on the client): the loader's answer, the
// field the token is posted in, and Google's addresses of the widget's script and no-script fallback.

/** A form's widget, as its page's loader answers it (absent: the form has none). */
export interface CaptchaWidget {
  siteKey: string;
}

/** The form field Google's widget (and its no-script fallback) posts the token in. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** Google's script, which turns every `.g-recaptcha` element into the checkbox, in the page's language. */
export const recaptchaScriptUrl = (language: string) => `https://www.google.com/recaptcha/api.js?hl=${encodeURIComponent(language)}`;

/** Google's page for browsers without JavaScript: the check, then a code to paste into the form. */
export const recaptchaFallbackUrl = (siteKey: string, language: string) =>
  `https://www.google.com/recaptcha/api/fallback?k=${encodeURIComponent(siteKey)}&hl=${encodeURIComponent(language)}`;
