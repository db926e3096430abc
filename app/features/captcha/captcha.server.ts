// Google reCAPTCHA v2 (the checkbox) on the forms ICM protects, as the PWA's captcha extension does
// it: ICM's configurations say which forms need one (`captcha.register`, `captcha.forgotPassword`),
// CAPTCHA_SITE_KEY names the widget's site key, the form posts Google's `g-recaptcha-response`, and
// the action sends it to ICM in the `Authorization: CAPTCHA …` header (icm-transport), where ICM
// checks it with its secret. The page showing the widget opens its Content-Security-Policy to
// Google's scripts and frames; every other page keeps them out.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { config } from '~/http/config.server';
import { secondary } from '~/http/commerce-boundary.server';
import { withEmbeddedSources } from '~/http/security-headers.server';
import type { ShopContext } from '~/http/shop-context.server';
import { CAPTCHA_FIELD, type CaptchaWidget } from './captcha-widget';

export type CaptchaForm = 'register' | 'forgotPassword' | 'quoteContact' | 'contactUs';

/** Where the widget's script (api.js, then its code on gstatic) and its frames come from. */
export const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;

/** reCAPTCHA tokens are base64url text of a few hundred to two thousand characters. */
const TOKEN = /^[\w-]{1,4096}$/;

let warnedAboutSiteKey = false;

/**
 * Whether the form shows the widget: ICM wants a captcha for it and the shop has a site key. ICM
 * wanting one without a site key is a configuration mistake, logged once: the form shows without the
 * widget, and ICM's 401 shows the captcha message.
 */
export function showsCaptcha(wanted: boolean, siteKey: string | undefined): siteKey is string {
  if (!wanted) return false;
  if (siteKey) return true;
  if (!warnedAboutSiteKey) {
    warnedAboutSiteKey = true;
    console.warn('ICM asks for a captcha, but CAPTCHA_SITE_KEY is not set: the forms show without one and ICM refuses them');
  }
  return false;
}

/** Set by the loader of a page that shows the widget, read by `captchaPolicy` once the page is rendered. */
const captchaShown = createContext<boolean>(false);

/** The widget the page shows for the form, or undefined; an unreadable configuration shows none. */
export async function pageCaptcha(shop: ShopContext, context: Readonly<RouterContextProvider>, form: CaptchaForm): Promise<CaptchaWidget | undefined> {
  const wanted = await secondary(
    shop,
    'configuration',
    shop.commerce.configuration.get().then((configuration) => configuration.captcha[form]),
    false,
  );
  if (!showsCaptcha(wanted, config.captchaSiteKey)) return undefined;
  context.set(captchaShown, true);
  return { siteKey: config.captchaSiteKey };
}

/**
 * The route middleware of the pages with a captcha: their document's Content-Security-Policy lets
 * Google's scripts and frames in when the loader showed the widget.
 */
export const captchaPolicy: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const policy = response.headers.get('Content-Security-Policy');
  if (policy && context.get(captchaShown)) {
    response.headers.set('Content-Security-Policy', withEmbeddedSources(policy, { 'script-src': RECAPTCHA_SOURCES, 'frame-src': RECAPTCHA_SOURCES }));
  }
  return response;
};

/** The token a form posted, for the transport's `captcha` option (v2); anything but a token is none. */
export function postedCaptcha(form: FormData): { token: string } | undefined {
  const token = form.get(CAPTCHA_FIELD);
  return typeof token === 'string' && TOKEN.test(token.trim()) ? { token: token.trim() } : undefined;
}
