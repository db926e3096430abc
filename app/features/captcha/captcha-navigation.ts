// reCAPTCHA runs only in a document whose Content-Security-Policy the server opened to Google
// (captcha.server.ts): a page with the widget, reached from another page by a client-side
// navigation, is loaded as a document of its own. Staying on the page (a form's reply) keeps it.
import { redirectDocument } from 'react-router';
import type { CaptchaWidget } from './captcha-widget';

interface ClientLoaderArgs<T> {
  request: Request;
  serverLoader: () => Promise<T>;
}

/** The `clientLoader` of the pages with a captcha. */
export async function captchaDocumentLoader<T extends { captcha?: CaptchaWidget }>({ request, serverLoader }: ClientLoaderArgs<T>): Promise<T> {
  const page = await serverLoader();
  if (page.captcha && new URL(request.url).pathname !== window.location.pathname) throw redirectDocument(request.url);
  return page;
}
