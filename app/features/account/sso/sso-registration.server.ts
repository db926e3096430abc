// /register/sso?userid&firstName&lastName (business-and-integration §2.4, §4): a user the identity
// provider knows but the shop does not completes the registration with an address (and company
// data for a business customer); the customer is created for that user (POST privatecustomers or
// customers with the provider's id_token), then the user is logged in and goes on to the stored
// return path or /account, or to the approval page when the shop approves the customer type first.
// Posts follow the form pattern (app/forms): intent `register` (the form lists every country's
// regions, so choosing a country needs no post).
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { SsoRegistration } from '~/commerce/sso.server';
import { addressFormChoices, type AddressFormChoices, placeErrors } from '~/features/checkout/address-step.server';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { flashMessages } from '~/forms/flash.server';
import { dispatchIntent, parseForm, readForm, rejected } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { companyOf, type RegistrationValue } from '../registration-form';
import { registrationRefusal } from '../registration.server';
import { signedInUser, startUserSession } from '../user-session.server';
import { SSO_REGISTER_FORM_ID } from './sso-form-ids';
import { type SsoRegistrationValue, ssoRegistrationSchema } from './sso-registration-form';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface SsoRegistrationPageData extends AddressFormChoices {
  title: string;
  /** The provider's names, shown in the address until the shopper changes them. */
  firstName: string;
  lastName: string;
  constraint: Record<string, Constraint>;
}

const SUMMARY: ShopMessage = { type: 'error', key: 'account.register.error.summary' };
const NAME = /^[^\u0000-\u001f]{1,100}$/;

const accountPath = (shop: ShopContext) => localizePath('/account', shop.locale);

/** The registration under way in this session, for the user id the page names; else the shopper logs in again. */
function registrationUnderWay(shop: ShopContext, request: Request) {
  const sso = shop.session.get('sso');
  const userId = new URL(request.url).searchParams.get('userid');
  if (!sso?.idToken || !sso.registration || sso.registration.userId !== userId) throw redirect(localizePath('/login', shop.locale), 303);
  return { idToken: sso.idToken, refreshToken: sso.refreshToken, ...sso.registration };
}

export async function ssoRegistrationLoader({ request, context }: Args) {
  const shop = getShop(context);
  if (signedInUser(shop)) throw redirect(accountPath(shop), 303);
  registrationUnderWay(shop, request);
  const query = new URL(request.url).searchParams;
  const name = (key: string) => (NAME.test(query.get(key) ?? '') ? query.get(key)! : '');
  const page: SsoRegistrationPageData = {
    title: shop.t('account.register.sso.heading'),
    ...(await addressFormChoices(shop)),
    firstName: name('firstName'),
    lastName: name('lastName'),
    constraint: constraintOf(ssoRegistrationSchema),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** The backend's registration for a valid form; the address's name and phone are the user's too. */
function registrationOf(value: SsoRegistrationValue, userId: string, preferredLanguage: string): SsoRegistration {
  const company = companyOf(value as RegistrationValue);
  const { address } = value;
  return {
    type: company ? 'SMBCustomer' : 'PrivateCustomer',
    userId,
    user: { title: value.title, firstName: address.firstName, lastName: address.lastName, phoneHome: address.phoneHome, preferredLanguage },
    company,
    address: { ...address, companyName1: address.companyName1 || company?.companyName },
  };
}

/** The customer exists: the user logs in as /loading would have done, or waits for the shop's approval. */
async function logInRegistered(shop: ShopContext, registration: ReturnType<typeof registrationUnderWay>) {
  const { idToken, refreshToken, returnUrl } = registration;
  const processed = await shop.commerce.sso.processToken(idToken).catch((error: unknown) => {
    if (isCommerceError(error, 403)) return undefined;
    throw error;
  });
  if (!processed || processed.status !== 'user') {
    shop.session.unset('sso');
    return redirect(localizePath('/register/approval', shop.locale), 303);
  }
  await startUserSession(shop, { accessToken: processed.token, tokenType: 'user', expiresInSeconds: undefined, refreshToken: undefined }, 'sso');
  shop.session.set('sso', refreshToken ? { idToken, refreshToken } : { idToken });
  // The basket merge's messages (flashed by startUserSession) come after the welcome.
  flashMessages(shop.session, [{ type: 'success', key: 'account.register.success.message' }, ...(shop.session.get('messages') ?? [])]);
  return redirect(returnUrl, 303);
}

export async function ssoRegistrationAction({ request, context }: Args) {
  const shop = getShop(context);
  if (signedInUser(shop)) return redirect(accountPath(shop), 303);
  const registration = registrationUnderWay(shop, request);
  const form = await readForm(request);

  try {
    return await dispatchIntent(form, {
      async register() {
        const submission = parseForm(form, ssoRegistrationSchema);
        if (submission.status !== 'success') return rejected(SSO_REGISTER_FORM_ID, submission, { messages: [SUMMARY] });
        // The region must be one of the chosen country's (the form lists every country's).
        const placeFieldErrors = await placeErrors(shop, [['address', submission.value.address]]);
        if (Object.keys(placeFieldErrors).length > 0) {
          return rejected(SSO_REGISTER_FORM_ID, submission, { fieldErrors: placeFieldErrors, messages: [SUMMARY] });
        }
        try {
          await shop.commerce.sso.register(registration.idToken, registrationOf(submission.value, registration.userId, shop.locale.id));
        } catch (error) {
          // A registration posted twice: the first one created the customer.
          if (isCommerceError(error, 409) && error.errorKey === 'customer.sso.user.already_registered.error') return logInRegistered(shop, registration);
          // The provider's e-mail address is a login of the shop already, or the id_token ran out meanwhile.
          if (isCommerceError(error, 409) || isCommerceError(error, 401)) {
            const key = error.status === 409 ? 'account.register.sso.email_taken.error' : 'sso.error.expired';
            return rejected(SSO_REGISTER_FORM_ID, submission, { status: error.status, messages: [{ type: 'error', key }] });
          }
          const refusal = registrationRefusal(error);
          if (!refusal) throw error;
          return rejected(SSO_REGISTER_FORM_ID, submission, { status: refusal.status, fieldErrors: refusal.fieldErrors, messages: [SUMMARY, ...refusal.messages] });
        }
        return logInRegistered(shop, registration);
      },
    });
  } catch (error) {
    // An unavailable or failing backend is the error page (503/502), never a stack trace.
    throw commerceErrorResponse(error);
  }
}
