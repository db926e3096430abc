import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { createCommerceClient, type CommerceClient } from '~/commerce/client.server';
import { catalogCache } from '~/commerce/catalog-cache.server';
import { config } from '~/http/config.server';
import { effectiveCacheControl } from '~/http/cache-policy';
import { isCrossSitePost } from '~/http/cross-site-posts.server';
import { Degradation } from '~/http/degradation';
import { pagePath } from '~/http/page-path';
import { localeOfPath, type ShopCurrency, type ShopLocale } from '~/i18n/locales';
import { siteCurrency } from '~/i18n/site-currency';
import { languageChoiceRedirect } from '~/http/preferred-locale.server';
import { getTranslator } from '~/i18n/middleware.server';
import type { Translate } from '~/i18n/translator';
import { loginPath } from '~/features/account/login-path';
import { refreshUserToken } from '~/features/account/token-refresh.server';
import { IncomingFlash } from '~/forms/flash.server';
import { getSession, sessionStorage, type ShopSession } from '~/http/session.server';
import type { ConsentState } from '~/features/consent/consent-rules';
import { automaticConsentCookie, pageConsent, requestConsent } from '~/features/consent/consent.server';
import { withConsentedSources } from '~/features/consent/consent-sources.server';
import { previewContextIdOf } from '~/features/preview/preview-context';
import type { ExtraConfiguration } from '~/features/extra-configuration/extra-configuration';
import { loadExtraConfiguration, serverFeatures, shopFeatures } from '~/features/extra-configuration/extra-configuration.server';
import type { FeatureToggle } from '~/http/features';

/** Everything a loader or action needs to know about the shopper's request. */
export interface ShopContext {
  locale: ShopLocale;
  /** The currency of the page's prices and backend calls: the session's choice if the site offers it, else the site's default. */
  currency: ShopCurrency;
  /** b2c shows gross prices, b2b net prices. */
  displayType: 'b2c' | 'b2b';
  /** Read and change it freely: the middleware commits it once, when the request ends. */
  session: ShopSession;
  /** The request carries a session with content, so its pages are personal. */
  personal: boolean;
  commerce: CommerceClient;
  /**
   * The commerce client of another of the shop's locales (names and slugs of the page's language
   * versions), or of another currency (the currency switch reprices the basket in the new one).
   */
  commerceIn(locale: ShopLocale, currency?: ShopCurrency): CommerceClient;
  /** Secondary data that failed during this request. */
  degradation: Degradation;
  /** The user's session ran out at the start of this request (the login page says so). */
  sessionTimedOut: boolean;
  /** The one-time messages this request brought (for the root loader to show). */
  flash: IncomingFlash;
  /** Translations of the page's language, for texts loaders produce (titles, descriptions). */
  t: Translate;
  /** The visitor's cookie consent (app/features/consent): whether the banner asks, what is accepted. */
  consent: ConsentState;
  /** The storefront editor's preview context the page shows (app/features/preview), if any. */
  previewContextId?: string;
  /** The feature toggles that are on for this request: the server's, changed by the extra configuration (decision 032). */
  features: ReadonlySet<FeatureToggle>;
  /** The CMS's extra configuration while the feature extraConfiguration is on and its include loaded. */
  extra?: ExtraConfiguration;
}

const shopContext = createContext<ShopContext>();

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Session fields that belong to the API token: useless once ICM rejected it. */
const TOKEN_FIELDS = ['apiToken', 'tokenType', 'basketId', 'refreshToken', 'tokenTimes', 'identityProvider', 'user', 'pgid', 'sso', 'punchout'] as const;

async function sessionCookie(shop: ShopContext, before: string): Promise<string | undefined> {
  const { session } = shop;
  if (shop.commerce.tokenRejected) for (const field of TOKEN_FIELDS) session.unset(field);
  if (JSON.stringify(session.data) === before) return undefined;
  if (Object.keys(session.data).length === 0) return sessionStorage.destroySession(session);
  // A punchout session often runs in the procurement system's frame, where a Lax cookie is not sent:
  // over HTTPS its cookie is SameSite=None (the cross-site post check still guards its forms).
  return sessionStorage.commitSession(session, session.get('punchout') && config.secureCookies ? { sameSite: 'none' } : undefined);
}

/**
 * Sets up the shop context for loaders and actions, and when they are done, does what every answer
 * needs: commits the session once (dropping a token ICM rejected), stores the automatic cookie consent
 * and opens the CSP to the consented optional sources (app/features/consent), narrows Cache-Control (personal,
 * degraded, failed and cookie-setting answers are never shared) and logs degraded data.
 */
export const shopContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  // A path that does not decode (`/%zz`) names no page: a bad request, shown as the shop's error page.
  if (!decodes(pathname)) throw data(null, { status: 400 });
  // A form posted from another site is refused (docs/decisions/013).
  if (isCrossSitePost(request)) throw data(null, { status: 403 });
  // The language switch's choice (`?lang=`): remembered, and taken off the address.
  const languageChoice = languageChoiceRedirect(request);
  if (languageChoice) return languageChoice;
  const session = await getSession(request);
  const locale = localeOfPath(pathname);
  // Each site has its currencies (business-and-integration §9): the shopper's choice among them (the
  // currency switch), else the site's default; a choice the site does not offer counts for nothing.
  const currency = siteCurrency(locale, session.get('currency'));
  // The page's backend calls, sequential or not, end by its deadline: a slow backend is an outage.
  const backendCalls = { timeoutMs: config.backendTimeoutMs, deadline: Date.now() + config.backendTimeoutMs, signal: request.signal };
  const sessionTimedOut = (await refreshUserToken(session, () => createCommerceClient({ baseUrl: config.icmBaseUrl, locale: locale.id, currency, ...backendCalls }))) === 'expired';
  if (sessionTimedOut) {
    for (const field of TOKEN_FIELDS) session.unset(field);
    // The default identity provider sends a user whose session ran out to the login page (§4).
    if (request.method === 'GET') {
      const answer = redirect(loginPath(locale, pagePath(request), 'session_timeout'), 303);
      answer.headers.append('Set-Cookie', await sessionStorage.commitSession(session));
      return answer;
    }
  }
  const token = session.get('apiToken');
  const tokenType = session.get('tokenType');
  // Neither an anonymous token nor a user's changes a catalogue answer beyond the user's
  // personalization group: catalogue calls go without the token, shared through the cache by group.
  const catalogWithoutToken = !token || tokenType === 'anonymous' || tokenType === 'user';
  const user = tokenType === 'user' ? session.get('user') : undefined;
  const degradation = new Degradation();
  // The editor's preview context, only while the preview bridge is configured: otherwise the parameter
  // would be any visitor's way around the shared caches.
  const previewContextId = config.previewEditorOrigin && request.method === 'GET' ? previewContextIdOf(new URL(request.url)) : undefined;
  const clients = new Map<string, CommerceClient>();
  function commerceIn(clientLocale: ShopLocale, clientCurrency: ShopCurrency = currency): CommerceClient {
    const key = `${clientLocale.id} ${clientCurrency}`;
    let client = clients.get(key);
    if (!client) {
      client = createCommerceClient({
        baseUrl: config.icmBaseUrl,
        locale: clientLocale.id,
        currency: clientCurrency,
        token,
        cache: catalogWithoutToken ? catalogCache : undefined,
        catalogWithoutToken,
        pgid: user ? session.get('pgid') : undefined,
        customerNo: user?.businessCustomer ? user.customerNo : undefined,
        ...backendCalls,
        // The bundled API's images are served through the storefront's own origin (server.ts).
        staticOrigin: config.usesBundledApi ? '' : undefined,
        onDegraded: (what, error) => degradation.record(what, error),
        previewContextId,
      });
      clients.set(key, client);
    }
    return client;
  }
  // Before the flash is taken: a request that brought messages changes the session by taking them.
  const sessionBefore = JSON.stringify(session.data);
  const storedConsent = requestConsent(request.headers.get('Cookie'));
  const shop: ShopContext = {
    locale,
    currency,
    displayType: session.get('displayType') ?? 'b2c',
    session,
    personal: Object.keys(session.data).length > 0,
    degradation,
    sessionTimedOut,
    flash: new IncomingFlash(session),
    t: getTranslator(context).t,
    commerce: commerceIn(locale),
    commerceIn,
    consent: pageConsent(storedConsent),
    previewContextId,
    features: serverFeatures,
  };
  context.set(shopContext, shop);
  shop.extra = await loadExtraConfiguration(shop);
  shop.features = shopFeatures(shop.extra);

  const response = await next();

  shop.flash.keepUnshown(session);
  const cookie = await sessionCookie(shop, sessionBefore);
  if (cookie) response.headers.append('Set-Cookie', cookie);
  const consentCookie = request.method === 'GET' ? automaticConsentCookie(storedConsent) : undefined;
  if (consentCookie) response.headers.append('Set-Cookie', consentCookie);
  const policy = response.headers.get('Content-Security-Policy');
  if (policy) response.headers.set('Content-Security-Policy', withConsentedSources(policy, shop.consent.categories, shop.features));
  response.headers.set(
    'Cache-Control',
    effectiveCacheControl(response.headers.get('Cache-Control'), {
      personal: shop.personal,
      degraded: shop.degradation.degraded,
      status: response.status,
      setsCookie: response.headers.has('Set-Cookie'),
      preview: !!previewContextId,
    }),
  );
  response.headers.append('Vary', 'Cookie');
  // A shopper who left before the answer was complete aborted its calls: nothing to report.
  if (!request.signal.aborted) shop.degradation.report(request);
  return response;
};

export function getShop(context: Readonly<RouterContextProvider>): ShopContext {
  return context.get(shopContext);
}
