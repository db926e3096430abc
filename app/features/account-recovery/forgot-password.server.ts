// /forgotPassword: asks the backend to mail a link for a new password. The confirmation is the same
// whether or not an account has the address and name typed, so the page tells nobody which
// addresses have accounts; the backend's refusals (shopping-core §8) show above the form. When ICM
// protects the form with a captcha, the page shows Google's checkbox and the action sends its token.
import { data } from 'react-router';
import { pageCaptcha, postedCaptcha } from '~/features/captcha/captcha.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { clientAddressOf } from '~/http/client-address';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { getShop } from '~/http/shop-context.server';
import { reminderSchema } from './recovery-forms';
import { REMINDER_FORM_ID } from './recovery-rules';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

const REMINDER_SENT: ShopMessage = { type: 'success', key: 'account.send_password.message' };

export async function forgotPasswordLoader({ context }: Args) {
  const shop = getShop(context);
  const page = { title: shop.t('account.forgotdata.password_retrieval.heading'), captcha: await pageCaptcha(shop, context, 'forgotPassword') };
  return data(page, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export async function forgotPasswordAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  try {
    return await dispatchIntent(form, {
      async remind() {
        const submission = parseForm(form, reminderSchema);
        if (submission.status !== 'success') return rejected(REMINDER_FORM_ID, submission);
        const outcome = await shop.commerce.accountRecovery.requestPasswordReminder(submission.value, {
          captcha: postedCaptcha(form),
          clientAddress: clientAddressOf(request),
        });
        if (!outcome.ok) {
          // The mail server failed: not the shopper's input, so not a 422.
          const status = outcome.reason === 'mailServer' ? 502 : 422;
          return refused(REMINDER_FORM_ID, submission, { type: 'error', key: outcome.messageKey }, status);
        }
        return succeeded(request, shop, form, { formId: REMINDER_FORM_ID, submission, messages: [REMINDER_SENT], resetForm: true });
      },
    });
  } catch (error) {
    throw commerceErrorResponse(error);
  }
}
