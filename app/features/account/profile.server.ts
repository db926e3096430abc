// /account/profile: the user's name and contact data, the e-mail address (changed with the password)
// and the password (spec §8: update messages, the wrong-current-password message), each as far as the
// identity provider lets the user change it.
import { data } from 'react-router';
import { type CommerceError, isCommerceError } from '~/commerce/errors';
import type { CustomerUser } from '~/commerce/customers.server';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded, withRetryAfter } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { EMAIL_FORM_ID, PASSWORD_FORM_ID, PROFILE_FORM_ID } from './account-form-ids';
import { currentCustomer, isLoginLost, userCallFailed } from './account.server';
import { capabilitiesOf, type IdentityCapabilities, READ_ONLY_PROFILE_NOTICE } from './identity-capabilities';
import { emailSchema, passwordSchema, PROFILE_ERROR, profileSchema } from './profile-forms';
import { updateSessionUser } from './user-session.server';
import { loadNewsletter, newsletterIntent } from './newsletter/newsletter.server';
import type { NewsletterState } from './newsletter/newsletter-state';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface ProfileView {
  title?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneHome?: string;
  companyName?: string;
  businessCustomer: boolean;
}

export interface ProfilePageData {
  title: string;
  profile: ProfileView;
  capabilities: IdentityCapabilities;
  /** What the page says when it offers no change of profile, e-mail or password (a translation key). */
  readOnlyNotice: string;
  constraints: Record<'profile' | 'email' | 'password', Record<string, Constraint>>;
  newsletter: NewsletterState;
}

const identityProvider = (shop: ShopContext) => shop.session.get('identityProvider') ?? 'icm';
const capabilities = (shop: ShopContext) => capabilitiesOf(identityProvider(shop));

export async function profileLoader({ request, context }: Args) {
  const shop = getShop(context);
  const { customer, user } = await currentCustomer(shop, request);
  const page: ProfilePageData = {
    title: shop.t('account.profile.heading'),
    profile: {
      title: user.title,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneHome: user.phoneHome,
      companyName: customer.companyName,
      businessCustomer: customer.isBusinessCustomer,
    },
    capabilities: capabilities(shop),
    readOnlyNotice: READ_ONLY_PROFILE_NOTICE[identityProvider(shop)],
    constraints: { profile: constraintOf(profileSchema), email: constraintOf(emailSchema), password: constraintOf(passwordSchema) },
    newsletter: await loadNewsletter(shop, user.email),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

const denied = (formId: string): ShopMessage => ({ type: 'error', key: 'account.profile.not_editable.error', values: { form: formId } });

const profilePath = (shop: ShopContext) => localizePath('/account/profile', shop.locale);

export async function profileAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  const allowed = capabilities(shop);
  const current = (): Promise<CustomerUser> => currentCustomer(shop, request);

  return dispatchIntent(form, {
    newsletter: () => newsletterIntent(request, shop, form, allowed.editNewsletter),

    async profile() {
      const submission = parseForm(form, profileSchema);
      if (submission.status !== 'success') return rejected(PROFILE_FORM_ID, submission);
      if (!allowed.editProfile) return refused(PROFILE_FORM_ID, submission, denied(PROFILE_FORM_ID), 403);
      const customerUser = await current();
      try {
        const user = await shop.commerce.customers.updateProfile(customerUser, {
          title: submission.value.title ?? '',
          firstName: submission.value.firstName,
          lastName: submission.value.lastName,
          phoneHome: submission.value.phoneHome ?? '',
        });
        updateSessionUser(shop, { customer: customerUser.customer, user: { ...customerUser.user, ...user } });
      } catch (error) {
        if (isCommerceError(error) && error.status >= 400 && error.status < 500 && !isLoginLost(shop, error)) {
          return refused(PROFILE_FORM_ID, submission, { type: 'error', key: 'account.profile.update.error' });
        }
        userCallFailed(shop, request, error);
      }
      return succeeded(request, shop, form, {
        formId: PROFILE_FORM_ID,
        submission,
        messages: [{ type: 'success', key: 'account.profile.update_profile.message' }],
        redirectTo: profilePath(shop),
      });
    },

    async email() {
      const submission = parseForm(form, emailSchema);
      const hidden = ['currentPassword'];
      if (submission.status !== 'success') return rejected(EMAIL_FORM_ID, submission, { hideFields: hidden });
      if (!allowed.editEmail) return refused(EMAIL_FORM_ID, submission, denied(EMAIL_FORM_ID), 403, hidden);
      const customerUser = await current();
      const login = customerUser.user.login ?? customerUser.user.email ?? '';
      try {
        const user = await shop.commerce.customers.updateProfile(customerUser, { email: submission.value.email }, { login, password: submission.value.currentPassword });
        updateSessionUser(shop, { customer: customerUser.customer, user: { ...customerUser.user, ...user } });
      } catch (error) {
        if (isLoginLost(shop, error) || !isCommerceError(error) || error.status >= 500) userCallFailed(shop, request, error);
        if (error.status === 429) return withRetryAfter(refused(EMAIL_FORM_ID, submission, { type: 'error', key: 'account.login.throttled.error' }, 429, hidden), error.retryAfter);
        const field = error.status === 409 ? 'email' : refusedField(error, ['currentPassword', 'email']);
        const message = field === 'currentPassword' ? PROFILE_ERROR.currentPassword : field === 'email' ? 'account.profile.error.email_taken' : PROFILE_ERROR.email;
        return rejected(EMAIL_FORM_ID, submission, { status: error.status === 409 ? 409 : 422, fieldErrors: { [field]: [message] }, hideFields: hidden });
      }
      return succeeded(request, shop, form, {
        formId: EMAIL_FORM_ID,
        messages: [{ type: 'success', key: 'account.profile.update_email.message' }],
        redirectTo: profilePath(shop),
      });
    },

    async password() {
      const submission = parseForm(form, passwordSchema);
      const hidden = ['currentPassword', 'password', 'passwordConfirmation'];
      if (submission.status !== 'success') return rejected(PASSWORD_FORM_ID, submission, { hideFields: hidden });
      if (!allowed.editPassword) return refused(PASSWORD_FORM_ID, submission, denied(PASSWORD_FORM_ID), 403, hidden);
      const { customer } = await current();
      try {
        await shop.commerce.customers.changePassword(customer, submission.value.password, submission.value.currentPassword);
      } catch (error) {
        if (isLoginLost(shop, error) || !isCommerceError(error) || error.status >= 500 || error.status === 404) userCallFailed(shop, request, error);
        if (error.status === 429) return withRetryAfter(refused(PASSWORD_FORM_ID, submission, { type: 'error', key: 'account.login.throttled.error' }, 429, hidden), error.retryAfter);
        const field = refusedField(error, ['currentPassword', 'password']);
        const message = field === 'currentPassword' ? PROFILE_ERROR.currentPassword : PROFILE_ERROR.passwordRule;
        return rejected(PASSWORD_FORM_ID, submission, { fieldErrors: { [field]: [message] }, hideFields: hidden });
      }
      return succeeded(request, shop, form, {
        formId: PASSWORD_FORM_ID,
        messages: [{ type: 'success', key: 'account.profile.update_password.message' }],
        redirectTo: profilePath(shop),
      });
    },
  });
}

/** What ICM's refusal says, in one text: its key, message and causes (codes and paths). */
function refusalText(error: CommerceError): string {
  return [error.errorKey, error.message, ...(error.causes ?? []).flatMap((cause) => [cause.code, ...(cause.paths ?? [])])].join(' ');
}

/**
 * Which field a refused change is about: the first of `fields` ICM's refusal names (the current
 * password as `current_password`/`currentPassword`); else the first of them (ICM refuses a wrong
 * current password with a 4xx, spec §8).
 */
export function refusedField<Field extends string>(error: CommerceError, fields: readonly [Field, ...Field[]]): Field {
  const text = refusalText(error).toLowerCase().replace(/[_.\s-]/g, '');
  return fields.find((field) => text.includes(field.toLowerCase())) ?? fields[0];
}
