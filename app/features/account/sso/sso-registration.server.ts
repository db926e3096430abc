// /register/sso?userid&firstName&lastName (business-and-integration §2.4, §4): a user the identity
// provider knows but the shop does not completes the registration with an address (and company
// data for a business customer); the customer is created for that user (POST privatecustomers or
// customers with the provider's id_token), then the user is logged in and goes on to the stored
// return path or /account, or to the approval page when the shop approves the customer type first.
// Posts follow the form pattern (app/forms): intent `register`, and `country` for the no-JavaScript
// "Update regions" button.
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { SsoRegistration } from '~/commerce/sso.server';
import { type CountryOption, regionsOf, type RegionsByCountry } from '~/features/checkout/address-step.server';
import { ADDRESS_ERROR } from '~/features/checkout/address-form';
import { REGION_REQUIRED_COUNTRIES } from '~/features/checkout/address-rules';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { flashMessages } from '~/forms/flash.server';
import { dispatchIntent, parseForm, readForm, rejected } from '~/forms/form-action.server';
import type { FormReply, ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse, primary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/shop-context.server';
import { companyOf, type RegistrationValue } from '../registration-form';
import { registrationRefusal } from '../registration.server';
import { signedInUser, startUserSession } from '../user-session.server';
import { SSO_REGISTER_FORM_ID } from './sso-form-ids';
import { type SsoRegistrationValue, ssoRegistrationSchema } from './sso-registration-form';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface SsoRegistrationPageData {
  title: string;
  countries: CountryOption[];
  regions: RegionsByCountry;
  country: string;
  /** The provider's names, shown in the address until the shopper changes them. */
  firstName: string;
  lastName: string;
  constraint: Record<string, Constraint>;
}

export interface SsoRegistrationReply extends FormReply {
  regions?: RegionsByCountry;
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
  const countries = await primary(shop.commerce.countries.list());
  const preferred = shop.locale.lang === 'de' ? 'DE' : 'US';
  const country = countries.some((option) => option.countryCode === preferred) ? preferred : (countries[0]?.countryCode ?? '');
  const name = (key: string) => (NAME.test(query.get(key) ?? '') ? query.get(key)! : '');
  const page: SsoRegistrationPageData = {
    title: shop.t('account.register.sso.heading'),
    countries: countries.map((option) => ({ code: option.countryCode, name: option.name })),
    regions: country ? { [country]: await regionsOf(shop, country) } : {},
    country,
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

/** A region the address's country needs, when the backend lists the country's regions. */
async function missingRegion(shop: ShopContext, value: SsoRegistrationValue): Promise<Record<string, string[]>> {
  const { countryCode, mainDivisionCode } = value.address;
  if (mainDivisionCode || !REGION_REQUIRED_COUNTRIES.has(countryCode)) return {};
  return (await regionsOf(shop, countryCode)).length > 0 ? { 'address.mainDivisionCode': [ADDRESS_ERROR.regionRequired] } : {};
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
  const withRegions = async (answer: ReturnType<typeof rejected>) => {
    const code = form.get('address.countryCode');
    const country = typeof code === 'string' ? code.trim().toUpperCase().slice(0, 2) : '';
    const regions: RegionsByCountry = country ? { [country]: await regionsOf(shop, country) } : {};
    return data({ ...(answer.data as FormReply), regions } satisfies SsoRegistrationReply, answer.init ?? undefined);
  };

  try {
    return await dispatchIntent(form, {
      async country() {
        const { initialValue, fields } = parseForm(form, ssoRegistrationSchema).reply();
        return withRegions(data({ formId: SSO_REGISTER_FORM_ID, result: { initialValue, fields }, messages: [] } satisfies FormReply, { status: 200 }));
      },

      async register() {
        const submission = parseForm(form, ssoRegistrationSchema);
        if (submission.status !== 'success') return withRegions(rejected(SSO_REGISTER_FORM_ID, submission, { messages: [SUMMARY] }));
        const regionErrors = await missingRegion(shop, submission.value);
        if (Object.keys(regionErrors).length > 0) {
          return withRegions(rejected(SSO_REGISTER_FORM_ID, submission, { fieldErrors: regionErrors, messages: [SUMMARY] }));
        }
        try {
          await shop.commerce.sso.register(registration.idToken, registrationOf(submission.value, registration.userId, shop.locale.id));
        } catch (error) {
          // A registration posted twice: the first one created the customer.
          if (isCommerceError(error, 409) && error.errorKey === 'customer.sso.user.already_registered.error') return logInRegistered(shop, registration);
          // The provider's e-mail address is a login of the shop already, or the id_token ran out meanwhile.
          if (isCommerceError(error, 409) || isCommerceError(error, 401)) {
            const key = error.status === 409 ? 'account.register.sso.email_taken.error' : 'sso.error.expired';
            return withRegions(rejected(SSO_REGISTER_FORM_ID, submission, { status: error.status, messages: [{ type: 'error', key }] }));
          }
          const refusal = registrationRefusal(error);
          if (!refusal) throw error;
          return withRegions(rejected(SSO_REGISTER_FORM_ID, submission, { status: refusal.status, fieldErrors: refusal.fieldErrors, messages: [SUMMARY, ...refusal.messages] }));
        }
        return logInRegistered(shop, registration);
      },
    });
  } catch (error) {
    // An unavailable or failing backend is the error page (503/502), never a stack trace.
    throw commerceErrorResponse(error);
  }
}
