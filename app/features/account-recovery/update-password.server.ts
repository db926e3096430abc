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
import { getShop } from '~/http/shop-context.server';
import { newPasswordSchema, PASSWORD_FIELDS } from './recovery-forms';
import { linkValue, NEW_PASSWORD_FORM_ID, RESET_LINK_PARAMS } from './recovery-rules';

export interface UpdatePasswordData {
  title: string;
  /** The link names a user and a secure code the backend still takes. */
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

/**
 * Why the link no longer works (used, expired, its user gone), asked of the backend with a post
 * without a password, which it refuses for the link first and never turns into a new password;
 * undefined when only the password is missing (the link works) or the backend cannot say.
 */
async function linkProblem(shop: ReturnType<typeof getShop>, link: { userId: string; secureCode: string }): Promise<string | undefined> {
  const probe = await shop.commerce.accountRecovery.resetPassword({ userID: link.userId, secureCode: link.secureCode, password: '' }).catch(() => undefined);
  return probe && !probe.ok && probe.reason !== 'invalidPassword' ? probe.messageKey : undefined;
}

export async function updatePasswordLoader({ request, context }: Args) {
  const shop = getShop(context);
  const link = resetLink(request);
  // a link used before (or expired) says so when it is opened, not after a new password was typed
  const problemKey = link ? await linkProblem(shop, link) : RECOVERY_MESSAGES.reset.invalidLink;
  const linkValid = problemKey === undefined;
  const pageData: UpdatePasswordData = {
    title: shop.t('account.update_password.change_your_password.heading'),
    linkValid,
    invalidLinkKey: problemKey ?? RECOVERY_MESSAGES.reset.invalidLink,
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
