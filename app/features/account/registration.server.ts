// /register and /register/approval (shopping-core §2, §4, §5, §6): the registration form, its action
// (POST privatecustomers or customers), then the automatic login, unless the customer's type (SMB or
// PRIVATE) is one the shop approves first, which shows the approval page. Posts follow the form
// pattern (app/forms): intent `register` registers (the form lists every country's regions, so
// choosing a country needs no post). When ICM protects registration with a captcha, the form shows
// Google's checkbox and the action sends its token.
import { data, redirect } from 'react-router';
import { CommerceError, isCommerceError } from '~/commerce/errors';
import type { ApiTokens } from '~/commerce/models/user';
import type { Registration } from '~/commerce/customers.server';
import { config } from '~/http/config.server';
import { addressFormChoices, type AddressFormChoices, addressRefusal, placeErrors } from '~/features/checkout/address-step.server';
import { pageCaptcha, postedCaptcha } from '~/features/captcha/captcha.server';
import type { CaptchaWidget } from '~/features/captcha/captcha-widget';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { flashMessages } from '~/forms/flash.server';
import { dispatchIntent, parseForm, readForm, rejected } from '~/forms/form-action.server';
import { ENHANCED_FIELD, type ShopMessage } from '~/forms/form-reply';
import { clientAddressOf } from '~/http/client-address';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { REGISTER_FORM_ID } from './account-form-ids';
import { companyOf, REGISTRATION_ERROR, type RegistrationValue, registrationSchema } from './registration-form';
import { ssoLoginRedirect } from './sso/sso-login.server';
import { signedInUser, startUserSession } from './user-session.server';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface RegistrationPageData extends AddressFormChoices {
  title: string;
  /** The fields' HTML constraints, from the form's schema. */
  constraint: Record<string, Constraint>;
  /** Google's checkbox, when ICM wants a captcha for registration. */
  captcha?: CaptchaWidget;
}

/** Typed passwords never come back to the page. */
const PASSWORD_FIELDS = ['password', 'passwordConfirmation'];
const SUMMARY: ShopMessage = { type: 'error', key: 'account.register.error.summary' };
const CAPTCHA_REFUSED: ShopMessage = { type: 'error', key: 'captcha.incorrect' };
const PASSWORDS_AGAIN = 'account.register.password.again';
const PASSWORDS_AGAIN_SUMMARY: ShopMessage = { type: 'error', key: 'account.register.error.passwords_again' };

type RegistrationSubmission = ReturnType<typeof parseForm<typeof registrationSchema>>;

/**
 * A refused registration, rendered again without the typed passwords. A page the server renders
 * (a post without JavaScript) starts with empty password fields, so it asks for them again, next
 * to each field (unless it has its own error) and in the summary; a hydrated page keeps what the
 * shopper typed in its fields, so it does not.
 */
function refusedRegistration(
  submission: RegistrationSubmission,
  { status, fieldErrors = {}, messages }: { status?: number; fieldErrors?: Record<string, string[]>; messages: ShopMessage[] },
) {
  const payload = submission.payload;
  const typed = PASSWORD_FIELDS.filter((name) => typeof payload[name] === 'string' && payload[name] !== '');
  if (payload[ENHANCED_FIELD] === '1' || typed.length === 0) {
    return rejected(REGISTER_FORM_ID, submission, { status, fieldErrors, hideFields: PASSWORD_FIELDS, messages });
  }
  const errors = (submission.status === 'error' ? submission.error : null) ?? {};
  const again = Object.fromEntries(
    PASSWORD_FIELDS.filter((name) => !errors[name]?.length && !fieldErrors[name]?.length).map((name) => [name, [PASSWORDS_AGAIN]]),
  );
  return rejected(REGISTER_FORM_ID, submission, {
    status,
    fieldErrors: { ...fieldErrors, ...again },
    hideFields: PASSWORD_FIELDS,
    messages: [...messages, PASSWORDS_AGAIN_SUMMARY],
  });
}

const accountPath = (shop: ShopContext) => localizePath('/account', shop.locale);
const approvalPath = (shop: ShopContext) => localizePath('/register/approval', shop.locale);

export async function registrationLoader({ request, context }: Args) {
  const shop = getShop(context);
  if (signedInUser(shop)) throw redirect(accountPath(shop), 303);
  // Spec §2: register delegates to the identity provider; single sign-on registers at the provider's login.
  if (config.sso) throw await ssoLoginRedirect(shop, new URL(request.url).searchParams.get('returnUrl'));
  const page: RegistrationPageData = {
    title: shop.t('account.register.heading'),
    ...(await addressFormChoices(shop)),
    constraint: constraintOf(registrationSchema),
    captcha: await pageCaptcha(shop, context, 'register'),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

export function registrationApprovalLoader({ context }: Args) {
  const shop = getShop(context);
  return { title: shop.t('account.register.approval.heading') };
}

/** The registration's customer type as the configuration names the types needing approval. */
const approvalType = (value: RegistrationValue) => (value.customerType === 'business' ? 'SMB' : 'PRIVATE');

/** The backend's body for a valid form. The address's name and phone are the user's too. */
function registrationOf(value: RegistrationValue, preferredLanguage: string): Registration {
  const company = companyOf(value);
  const { address } = value;
  return {
    type: company ? 'SMBCustomer' : 'PrivateCustomer',
    credentials: { login: value.email, password: value.password },
    user: { title: value.title, firstName: address.firstName, lastName: address.lastName, email: value.email, phoneHome: address.phoneHome, preferredLanguage },
    company,
    // A business's address names the company unless the shopper gave it another name.
    address: { ...address, companyName1: address.companyName1 || company?.companyName, email: value.email },
  };
}

interface Refusal {
  status: number;
  fieldErrors: Record<string, string[]>;
  messages: ShopMessage[];
}

const ADDRESS_PATH = /^\/address(?=\/)/;

/**
 * What the backend's refusal of a registration means for the form: a missing or refused captcha
 * (401: registration sends no user token) is the captcha's message above the form, a taken login
 * (409) and a broken password rule are errors on their fields, the address's causes (paths below
 * /address) on the address's; anything else is the backend's message above the form. Undefined:
 * not a refusal.
 */
export function registrationRefusal(error: unknown): Refusal | undefined {
  if (!isCommerceError(error) || error.status < 400 || error.status >= 500 || error.status === 404) return undefined;
  if (error.status === 401) return { status: 422, fieldErrors: {}, messages: [CAPTCHA_REFUSED] };
  if (error.status === 409) return { status: 409, fieldErrors: { email: [REGISTRATION_ERROR.emailTaken] }, messages: [] };
  const causes = error.causes ?? [];
  if (causes.some((cause) => cause.paths?.some((path) => ADDRESS_PATH.test(path)))) {
    const relative = new CommerceError({
      status: error.status,
      errorKey: error.errorKey,
      message: error.message,
      causes: causes.map((cause) => ({ ...cause, paths: cause.paths?.map((path) => path.replace(ADDRESS_PATH, '')) })),
    });
    const { fieldErrors, messages } = addressRefusal(relative, 'address');
    return { status: 422, fieldErrors, messages };
  }
  const named = [error.errorKey, ...causes.flatMap((cause) => [cause.code, ...(cause.paths ?? [])])].join(' ');
  if (/password/i.test(named)) return { status: 422, fieldErrors: { password: [REGISTRATION_ERROR.passwordRule] }, messages: [] };
  if (/login|email/i.test(named)) return { status: 422, fieldErrors: { email: [REGISTRATION_ERROR.email] }, messages: [] };
  return { status: 422, fieldErrors: {}, messages: [refusalMessage(error)] };
}

/**
 * After the registration: the approval page when the configuration says the customer's type needs
 * approval, or when the login says so anyway (403); else the user is logged in and sees the account.
 */
async function afterRegistration(shop: ShopContext, request: Request, value: RegistrationValue) {
  const approvalTypes = await secondary(
    shop,
    'configuration',
    shop.commerce.configuration.get().then((configuration) => configuration.customerTypeForLoginApproval),
    [],
  );
  if (approvalTypes.includes(approvalType(value))) return redirect(approvalPath(shop), 303);
  let tokens: ApiTokens;
  try {
    tokens = await shop.commerce.customers.logIn(value.email, value.password, clientAddressOf(request));
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    if (error.status === 403) return redirect(approvalPath(shop), 303);
    // The account exists: the shopper logs in on the login page once the backend lets them.
    flashMessages(shop.session, [{ type: 'info', key: 'account.register.login_later.message' }]);
    return redirect(localizePath('/login', shop.locale), 303);
  }
  await startUserSession(shop, tokens, 'icm');
  // Taking the flashed messages (the basket merge's) and flashing them again after the welcome.
  flashMessages(shop.session, [{ type: 'success', key: 'account.register.success.message' }, ...(shop.session.get('messages') ?? [])]);
  return redirect(accountPath(shop), 303);
}

export async function registrationAction({ request, context }: Args) {
  const shop = getShop(context);
  if (signedInUser(shop)) return redirect(accountPath(shop), 303);
  if (config.sso) return ssoLoginRedirect(shop, null);
  const form = await readForm(request);

  try {
    return await dispatchIntent(form, {
      async register() {
        const submission = parseForm(form, registrationSchema);
        if (submission.status !== 'success') return refusedRegistration(submission, { messages: [SUMMARY] });
        const value = submission.value;
        // The region must be one of the chosen country's (the form lists every country's).
        const placeFieldErrors = await placeErrors(shop, [['address', value.address]]);
        if (Object.keys(placeFieldErrors).length > 0) {
          return refusedRegistration(submission, { fieldErrors: placeFieldErrors, messages: [SUMMARY] });
        }
        try {
          await shop.commerce.customers.register(registrationOf(value, shop.locale.id), {
            captcha: postedCaptcha(form),
            clientAddress: clientAddressOf(request),
          });
        } catch (error) {
          const refusal = registrationRefusal(error);
          if (!refusal) throw error;
          return refusedRegistration(submission, {
            status: refusal.status,
            fieldErrors: refusal.fieldErrors,
            messages: Object.keys(refusal.fieldErrors).length > 0 ? [SUMMARY, ...refusal.messages] : refusal.messages,
          });
        }
        return afterRegistration(shop, request, value);
      },
    });
  } catch (error) {
    // An unavailable or failing backend is the error page (503/502), never a stack trace.
    throw commerceErrorResponse(error);
  }
}
