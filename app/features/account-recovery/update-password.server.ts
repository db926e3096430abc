// /forgotPassword/updatePassword?uid=…&Hash=…, the password reminder's link: a new password for the
// user it names. The form posts to the link itself (the action reads uid and Hash from the URL), so
// the secure code never sits in a form field. Refusals follow shopping-core §8, keyed by the
// attribute ICM names; success goes to the login page with a message. Passwords are never sent back.
import { data } from 'react-router';
import { RECOVERY_MESSAGES } from '~/commerce/account-recovery.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { FormReply } from '~/forms/form-reply';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/shop-context.server';
import { newPasswordSchema, PASSWORD_FIELDS } from './recovery-forms';
import { linkValue, NEW_PASSWORD_FORM_ID, RESET_LINK_PARAMS } from './recovery-rules';

export interface UpdatePasswordData {
  title: string;
  /** The link names a user and a secure code (whether they are right, only the backend knows). */
  linkValid: boolean;
  invalidLinkKey: string;
}

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

const PASSWORD_CHANGED = { type: 'success', key: 'account.forgotdata.new_password_saved.message' } as const;

function resetLink(request: Request): { userId: string; secureCode: string } | undefined {
  const search = new URL(request.url).searchParams;
  const userId = linkValue(search, RESET_LINK_PARAMS.userId);
  const secureCode = linkValue(search, RESET_LINK_PARAMS.secureCode);
  return userId && secureCode ? { userId, secureCode } : undefined;
}

/** The same answer without the passwords conform would send back as the form's values. */
function withoutPasswords(answer: ReturnType<typeof rejected>) {
  const reply = answer.data as FormReply;
  const initialValue = { ...reply.result?.initialValue };
  for (const field of PASSWORD_FIELDS) delete initialValue[field];
  return data({ ...reply, result: reply.result && { ...reply.result, initialValue } }, answer.init ?? undefined);
}

export async function updatePasswordLoader({ request, context }: Args) {
  const shop = getShop(context);
  const linkValid = resetLink(request) !== undefined;
  const pageData: UpdatePasswordData = {
    title: shop.t('account.update_password.change_your_password.heading'),
    linkValid,
    invalidLinkKey: RECOVERY_MESSAGES.reset.invalidLink,
  };
  return data(pageData, { status: linkValid ? 200 : 404, headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export async function updatePasswordAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  try {
    return await dispatchIntent(form, {
      async update() {
        const submission = parseForm(form, newPasswordSchema);
        const link = resetLink(request);
        if (!link) {
          return withoutPasswords(refused(NEW_PASSWORD_FORM_ID, submission, { type: 'error', key: RECOVERY_MESSAGES.reset.invalidLink }, 404));
        }
        if (submission.status !== 'success') return withoutPasswords(rejected(NEW_PASSWORD_FORM_ID, submission));
        const outcome = await shop.commerce.accountRecovery.resetPassword({
          userID: link.userId,
          secureCode: link.secureCode,
          password: submission.value.password,
        });
        if (!outcome.ok) {
          // The backend's password rule belongs to the field; a link that no longer works, above the form.
          if (outcome.reason === 'invalidPassword') {
            return withoutPasswords(rejected(NEW_PASSWORD_FORM_ID, submission, { fieldErrors: { password: [outcome.messageKey] } }));
          }
          return withoutPasswords(refused(NEW_PASSWORD_FORM_ID, submission, { type: 'error', key: outcome.messageKey }, 404));
        }
        // Always a redirect (the form sends no `_enhanced`): the shopper continues on the login page.
        return succeeded(request, shop, form, {
          formId: NEW_PASSWORD_FORM_ID,
          messages: [PASSWORD_CHANGED],
          redirectTo: localizePath('/login', shop.locale),
        });
      },
    });
  } catch (error) {
    throw commerceErrorResponse(error);
  }
}
