// /contact (feature contactUs; business-and-integration §2.4, §7.4): the contact form with ICM's
// subjects, and its post to ICM's `contact` call with the captcha ICM may want (`captcha.contactUs`).
// Invalid fields come back next to them (422); ICM's refusals above the form (message-refusal.server.ts);
// success is a message, the form emptied.
import { data, type RouterContextProvider } from 'react-router';
import { pageCaptcha, postedCaptcha } from '~/features/captcha/captcha.server';
import type { CaptchaWidget } from '~/features/captcha/captcha-widget';
import { dispatchIntent, parseForm, readForm, rejected, succeeded } from '~/forms/form-action.server';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { CONTACT_FORM_ID, CONTACT_PATH } from './contact-form-ids';
import { contactSchema } from './contact-forms';
import { messageRefusal } from './message-refusal.server';
import { clientAddressOf } from '~/http/client-address';

export interface ContactPageData {
  title: string;
  subjects: string[];
  captcha?: CaptchaWidget;
}

export async function loadContactPage(shop: ShopContext, context: Readonly<RouterContextProvider>) {
  let subjects: string[];
  try {
    subjects = await shop.commerce.contact.subjects();
  } catch (error) {
    throw commerceErrorResponse(error);
  }
  const page: ContactPageData = { title: shop.t('contact.heading'), subjects, captcha: await pageCaptcha(shop, context, 'contactUs') };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** The post of /contact: the message to the shop, into ICM's outbox. */
export async function contactAction(shop: ShopContext, request: Request) {
  const form = await readForm(request);
  return dispatchIntent(form, {
    async send() {
      const submission = parseForm(form, contactSchema);
      if (submission.status !== 'success') return rejected(CONTACT_FORM_ID, submission);
      try {
        await shop.commerce.contact.send(submission.value, { captcha: postedCaptcha(form), clientAddress: clientAddressOf(request) });
      } catch (error) {
        const refusal = messageRefusal(CONTACT_FORM_ID, submission, error);
        if (refusal) return refusal;
        throw commerceErrorResponse(error);
      }
      return succeeded(request, shop, form, {
        formId: CONTACT_FORM_ID,
        submission,
        messages: [{ type: 'success', key: 'contact.sent.message' }],
        redirectTo: localizePath(CONTACT_PATH, shop.locale),
        resetForm: true,
      });
    },
  });
}
