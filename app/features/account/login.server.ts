// /login with the default identity provider (ICM's password grant): the form, its action, and the
// refusals of spec §8 (401 wrong login or password, by login type; 403 customer not yet approved).
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { ApiTokens } from '~/commerce/models/user';
import { config } from '~/http/config.server';
import { parseForm, readForm, refused, rejected, withRetryAfter } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { clientAddressOf } from '~/http/client-address';
import { RETRY_AFTER_SECONDS } from '~/http/commerce-boundary.server';
import { NO_STORE } from '~/http/cache-policy';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { LOGIN_FORM_ID, LOGIN_PAGE_MESSAGES } from './account-form-ids';
import { loginSchema } from './login-form';
import { returnPathAfterLogin, safeReturnPath } from './login-path';
import { ssoLoginRedirect } from './sso/sso-login.server';
import { signedInUser, startUserSession } from './user-session.server';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface LoginPageData {
  title: string;
  returnUrl: string;
  messages: ShopMessage[];
}

/** Where a login goes: the returnUrl of this shop (in the login page's locale), else the account overview. */
function afterLogin(shop: ShopContext, returnUrl: FormDataEntryValue | string | null): string {
  return returnPathAfterLogin(typeof returnUrl === 'string' ? returnUrl : undefined, shop.locale);
}

export async function loginLoader({ request, context }: Args) {
  const shop = getShop(context);
  const url = new URL(request.url);
  const returnUrl = url.searchParams.get('returnUrl') ?? '';
  if (signedInUser(shop)) throw redirect(afterLogin(shop, returnUrl), 303);
  // With single sign-on the provider's login page is the login (docs/decisions/014).
  if (config.sso) throw await ssoLoginRedirect(shop, returnUrl);
  const messageKey = LOGIN_PAGE_MESSAGES[url.searchParams.get('messageKey') ?? ''];
  const page: LoginPageData = {
    title: shop.t('account.login.heading'),
    returnUrl: safeReturnPath(returnUrl, ''),
    messages: messageKey ? [{ type: 'info', key: messageKey }] : [],
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/**
 * The spec's message for a refused token grant, with the status the page answers and, for a throttled
 * login, the API's Retry-After; undefined: not a refusal.
 */
export function loginRefusal(error: unknown): { message: ShopMessage; status: number; retryAfter?: string } | undefined {
  if (!isCommerceError(error)) return undefined;
  if (error.status === 401) {
    const key = config.loginType === 'username' ? 'account.login.username_password.error.invalid' : 'account.login.email_password.error.invalid';
    return { message: { type: 'error', key }, status: 401 };
  }
  if (error.status === 403) return { message: { type: 'error', key: 'account.login.customer_approval.error.invalid' }, status: 403 };
  if (error.status === 429) return { message: { type: 'error', key: 'account.login.throttled.error' }, status: 429, retryAfter: error.retryAfter };
  return undefined;
}

export async function loginAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  if (config.sso) return ssoLoginRedirect(shop, form.get('returnUrl')?.toString());
  const submission = parseForm(form, loginSchema);
  if (submission.status !== 'success') return rejected(LOGIN_FORM_ID, submission, { hideFields: ['password'] });
  const { login, password, returnUrl } = submission.value;
  let tokens: ApiTokens;
  try {
    tokens = await shop.commerce.customers.logIn(login, password, clientAddressOf(request));
  } catch (error) {
    const refusal = loginRefusal(error);
    if (refusal) return withRetryAfter(refused(LOGIN_FORM_ID, submission, refusal.message, refusal.status, ['password']), refusal.retryAfter);
    // The backend cannot log anyone in (down, or an ICM without the token resource): say so on the form.
    if (isCommerceError(error)) {
      const unavailable = refused(LOGIN_FORM_ID, submission, { type: 'error', key: 'account.login.unavailable.error' }, 503, ['password']);
      return data(unavailable.data, { ...unavailable.init, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
    }
    throw error;
  }
  await startUserSession(shop, tokens, 'icm');
  return redirect(afterLogin(shop, returnUrl ?? null), 303);
}
