import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { createCommerceClient, type CommerceClient } from '~/commerce/client.server';
import { catalogCache } from '~/commerce/catalog-cache.server';
import { config } from '~/config.server';
import type { TFunction } from 'i18next';
import { localeOfPath, type ShopLocale } from '~/i18n/locales';
import { getI18n } from '~/i18n/middleware.server';
import { getSession, hasSessionCookie, type ShopSession } from '~/session.server';

/** Everything a loader or action needs to know about the shopper's request. */
export interface ShopContext {
  locale: ShopLocale;
  currency: string;
  /** b2c shows gross prices, b2b net prices. */
  displayType: 'b2c' | 'b2b';
  session: ShopSession;
  /** The request carries a session, so its pages are personal. */
  personal: boolean;
  commerce: CommerceClient;
  /** Translations of the page's language, for texts loaders produce (titles, descriptions). */
  t: TFunction;
}

const shopContext = createContext<ShopContext>();

export const shopContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await getSession(request);
  const locale = localeOfPath(new URL(request.url).pathname);
  const currency = session.get('currency') ?? config.defaultCurrency;
  const token = session.get('apiToken');
  context.set(shopContext, {
    locale,
    currency,
    displayType: session.get('displayType') ?? 'b2c',
    session,
    personal: hasSessionCookie(request),
    t: getI18n(context).t,
    commerce: createCommerceClient({
      baseUrl: config.icmBaseUrl,
      locale: locale.id,
      currency,
      token,
      cache: token ? undefined : catalogCache,
      signal: request.signal,
      // The bundled API's images are served through the storefront's own origin (server.ts).
      staticOrigin: config.usesBundledApi ? '' : undefined,
    }),
  });
  return next();
};

export function getShop(context: Readonly<RouterContextProvider>): ShopContext {
  return context.get(shopContext);
}
