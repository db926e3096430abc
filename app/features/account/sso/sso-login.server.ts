// Single sign-on as the shop's identity provider (docs/decisions/014, business-and-integration §2.4,
// §4): /login sends the shopper to the OpenID provider; the provider sends them back to /loading,
// which exchanges the code (state, nonce and PKCE checked), asks the commerce backend for the user
// (POST users/processtoken) and either logs the user in or, for a new user, goes on to /register/sso.
// Everything is a redirect or a page: it works without JavaScript.
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { localeOfPath, localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { returnPathAfterLogin } from '../login-path';
import { startUserSession } from '../user-session.server';
import { authorizationRequest, exchangeCode, isProviderRefusal, type ProviderTokens } from './openid-provider.server';
import { SSO_LOGIN_TIMEOUT_MS } from './sso-session';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface LoadingPageData {
  title: string;
  /** Why the single sign-on stopped; none while it is in progress. */
  message?: ShopMessage;
}

const refusal = (key: string): ShopMessage => ({ type: 'error', key });

/** The provider's login page, for a shopper who wants to go to `returnUrl` (a path of this shop) afterwards. */
export async function ssoLoginRedirect(shop: ShopContext, returnUrl: string | null | undefined): Promise<Response> {
  let request: Awaited<ReturnType<typeof authorizationRequest>>;
  try {
    request = await authorizationRequest(returnPathAfterLogin(returnUrl, shop.locale));
  } catch {
    // The provider cannot be reached: the shop's error page says the service is unavailable.
    throw data(null, { status: 503 });
  }
  // A new login replaces anything single sign-on kept before (an abandoned login or registration).
  shop.session.set('sso', { login: request.transaction });
  return redirect(request.url, { status: 303, headers: { 'Cache-Control': NO_STORE } });
}

/** After the code exchange: the user logged in, or on to the registration for a new one. */
async function completeLogin(shop: ShopContext, tokens: ProviderTokens, returnUrl: string) {
  const locale = localeOfPath(returnUrl);
  let processed: Awaited<ReturnType<ShopContext['commerce']['sso']['processToken']>>;
  try {
    processed = await shop.commerce.sso.processToken(tokens.idToken);
  } catch (error) {
    if (isCommerceError(error, 403) && error.errorKey === 'customer.approval.pending.error') {
      return redirect(localizePath('/register/approval', locale), 303);
    }
    if (isCommerceError(error, 403)) return { status: 403, message: refusal('account.login.customer_approval.error.invalid') };
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return { status: 401, message: refusal('sso.error.refused') };
    throw commerceErrorResponse(error);
  }
  if (processed.status === 'new') {
    shop.session.set('sso', { ...tokens, registration: { userId: processed.userId, returnUrl } });
    const query = new URLSearchParams({ userid: processed.userId });
    if (processed.firstName) query.set('firstName', processed.firstName);
    if (processed.lastName) query.set('lastName', processed.lastName);
    return redirect(localizePath(`/register/sso?${query}`, locale), 303);
  }
  await startUserSession(shop, { accessToken: processed.token, tokenType: 'user', expiresInSeconds: undefined, refreshToken: undefined }, 'sso');
  shop.session.set('sso', tokens);
  return redirect(returnUrl, 303);
}

/** /loading: "single sign-on in progress", and the provider's answer (code and state, or an error). */
export async function loadingLoader({ request, context }: Args) {
  const shop = getShop(context);
  const query = new URL(request.url).searchParams;
  const page = (status = 200, message?: ShopMessage) =>
    data({ title: shop.t('sso.loading.heading'), ...(message ? { message } : {}) } satisfies LoadingPageData, { status, headers: { 'Cache-Control': NO_STORE } });
  if (!query.has('code') && !query.has('error') && !query.has('state')) return page();

  // The login under way is used once: a replayed or second answer finds none.
  const { login: transaction, ...kept } = shop.session.get('sso') ?? {};
  if (Object.keys(kept).length > 0) shop.session.set('sso', kept);
  else shop.session.unset('sso');
  if (!transaction || Date.now() - transaction.startedAt > SSO_LOGIN_TIMEOUT_MS) return page(400, refusal('sso.error.expired'));
  let tokens: ProviderTokens;
  try {
    tokens = await exchangeCode(query, transaction);
  } catch (error) {
    // A wrong state or nonce, a code used before, a denied login: refused; anything else: the provider failed.
    return isProviderRefusal(error) ? page(400, refusal('sso.error.refused')) : page(502, refusal('sso.error.unavailable'));
  }
  const outcome = await completeLogin(shop, tokens, transaction.returnUrl);
  return outcome instanceof Response ? outcome : page(outcome.status, outcome.message);
}
