import { useEffect, useRef } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from '~/app.css?url';
import { DisplayTypeSwitch } from '~/components/DisplayTypeSwitch';
import { Footer } from '~/components/Footer';
import { CookieBanner } from '~/features/consent/CookieBanner';
import { CookieSettingsLink } from '~/features/consent/CookieSettingsLink';
import { Header, type HeaderLayout } from '~/features/header/Header';
import { LanguageSwitch } from '~/components/LanguageSwitch';
import { SearchBox } from '~/features/search/SearchBox';
import { ScriptPreloads } from '~/components/ScriptPreloads';
import { Stylesheets } from '~/components/Stylesheets';
import { SubmitOnce } from '~/components/SubmitOnce';
import { signedInUser } from '~/features/account/user-session.server';
import { loadMiniBasket } from '~/features/basket/mini-basket.server';
import { isPunchoutUser } from '~/features/punchout/punchout-session.server';
import { loadLayoutContent } from '~/features/content/layout-content.server';
import { LayoutContent } from '~/features/content/LayoutContent';
import { PreviewBridge } from '~/features/preview/PreviewBridge';
import { scannerButtonPath } from '~/features/scanner/scanner-button';
import { toNavigation } from '~/features/catalog/navigation';
import { navigationSettings } from '~/features/catalog/navigation-settings.server';
import { Toasts } from '~/features/toasts/Toasts';
import { pageWidgets } from '~/features/widgets/widgets.server';
import { Copilot } from '~/features/widgets/Copilot';
import { TrustBadge } from '~/features/widgets/TrustBadge';
import { compareListOfSession } from '~/features/compare/compare.server';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { config } from '~/http/config.server';
import { secondary } from '~/http/commerce-boundary.server';
import { routeHeaders } from '~/http/route-headers';
import { getLanguage, translatorMiddleware } from '~/i18n/middleware.server';
import { defaultLocale } from '~/i18n/locales';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useNonce } from '~/http/nonce';
import { useRootData } from '~/root-data';
import { getShop, shopContextMiddleware } from '~/http/shop-context.server';
import { trackingSetup } from '~/features/tracking/tracking.server';
import { TagManagerScript, TrackingEvents } from '~/features/tracking/TagManager';
import { hybridNavigationMiddleware } from '~/features/hybrid/hybrid-navigation.server';

export const middleware: Route.MiddlewareFunction[] = [hybridNavigationMiddleware, translatorMiddleware, shopContextMiddleware];

// The stylesheet is not among the links: <Stylesheets> loads it without blocking the first paint; the
// favicon is the Layout's, which the extra configuration may change.

/** The shell's data. The navigation is secondary on every page: without it the header has no menu. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  const user = signedInUser(shop);
  const { depth, columns, level2Icon } = navigationSettings(shop);
  const [tree, miniBasket, content] = await Promise.all([
    secondary(shop, 'navigation', shop.commerce.categories.tree(depth, { images: level2Icon === 'icon' }), []),
    loadMiniBasket(shop),
    loadLayoutContent(shop, { footer: !isPunchoutUser(user) }),
  ]);
  return data(
    {
      lang: getLanguage(context),
      localeId: shop.locale.id,
      currency: shop.currency,
      displayType: shop.displayType,
      navigation: toNavigation(tree, { depth, level2Icon }),
      /** How the navigation lays its dropdowns out (app/features/catalog/navigation-settings.ts). */
      navigationLayout: { columns, level2Icon },
      miniBasket,
      // What the header shows of the user; roles and tokens stay on the server.
      user: user && { firstName: user.firstName, lastName: user.lastName },
      cobrowse: !!user && shop.session.get('identityProvider') === 'cobrowse',
      /** Punchout users get no footer (business-and-integration §2.9). */
      punchout: isPunchoutUser(user),
      /** The header's and footer's CMS includes (app/features/content). */
      content,
      messages: shop.flash.show(),
      /** Whether the cookie banner asks and what the visitor accepted (app/features/consent). */
      consent: shop.consent,
      /** The feature toggles that are on (business-and-integration §6): links and widgets show by them. */
      features: [...shop.features],
      /** Where the header's scanner button leads; none for users it is not shown to. */
      scannerPath: scannerButtonPath(shop.features, user),
      /** The SKUs on the compare list (feature compare): the header's count and the tiles' buttons. */
      compare: shop.features.has('compare') ? compareListOfSession(shop) : [],
      /** The extra configuration's logos, favicon, CSS properties and stylesheets (decision 032). */
      theme: shop.extra && {
        logo: shop.extra.logo,
        logoMobile: shop.extra.logoMobile,
        favicon: shop.extra.favicon,
        style: shop.extra.themeStyle,
        stylesheets: shop.extra.stylesheets,
      },
      /** The trust badge and copilot widgets the page embeds (app/features/widgets). */
      widgets: pageWidgets(shop),
      /** The storefront editor that may frame the shop (app/features/preview); absent when none is configured. */
      previewEditorOrigin: config.previewEditorOrigin,
      /** The tag manager, for tracked visitors only (app/features/tracking). */
      tracking: trackingSetup(shop),
    },
    { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } },
  );
}

export const headers = routeHeaders;

/** The header variant the deepest matching route asks for (handle.headerLayout), default otherwise. */
function useHeaderLayout(fallback: HeaderLayout): HeaderLayout {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const layout = (match.handle as { headerLayout?: HeaderLayout } | undefined)?.headerLayout;
    if (layout) return layout;
  }
  return fallback;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const t = useT();
  const { locale } = useShopLocale();
  const error = useRouteError();
  const headerLayout = useHeaderLayout(error ? 'error' : 'default');
  // The switch shows outside checkout; the wrapper (body) then has the class display-type-switch-enabled (§2.6).
  const displayTypeSwitch = headerLayout !== 'checkout';
  return (
    <html lang={root?.lang ?? locale.lang} data-default-locale={defaultLocale.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Stylesheets href={stylesheet} nonce={nonce} inline={!root?.user} />
        <ScriptPreloads />
        <link rel="icon" href={root?.theme?.favicon ?? '/favicon.svg'} type={root?.theme?.favicon ? undefined : 'image/svg+xml'} />
        {root?.theme?.style && <style dangerouslySetInnerHTML={{ __html: root.theme.style }} />}
        {root?.theme?.stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        <Links />
        {root?.tracking && <TagManagerScript scriptUrl={root.tracking.scriptUrl} userId={root.tracking.userId} nonce={nonce} />}
      </head>
      <body className={displayTypeSwitch ? 'display-type-switch-enabled' : undefined}>
        <SubmitOnce nonce={nonce} />
        <a className="skip-link" href="#main">
          {t('common.skip_to_content')}
        </a>
        {root?.cobrowse && (
          <p className="cobrowse-banner" role="note">
            {t('cobrowse.banner.text', { name: [root.user?.firstName, root.user?.lastName].filter(Boolean).join(' ') })}
          </p>
        )}
        {displayTypeSwitch && <DisplayTypeSwitch displayType={root?.displayType ?? 'b2c'} />}
        <LayoutContent blocks={root?.content.headerTop ?? []} className="header-top-content" />
        <Header
          layout={headerLayout}
          navigation={root?.navigation ?? []}
          miniBasket={root?.miniBasket}
          user={root?.user}
          scannerPath={root?.scannerPath}
          features={root?.features}
          compareCount={root?.compare.length ?? 0}
          navigationLayout={root?.navigationLayout}
          currency={root?.currency}
          logo={root?.theme}
        />
        <main id="main" tabIndex={-1}>
          <Toasts flashed={root?.messages ?? []} />
          {children}
        </main>
        {!root?.punchout && <Footer displayType={root?.displayType ?? 'b2c'} cookieSettings={<CookieSettingsLink />} content={<LayoutContent blocks={root?.content.footer ?? []} className="footer-content" />} trustBadge={root?.widgets.trustbadge && <TrustBadge src={root.widgets.trustbadge} />} />}
        {root?.widgets.copilot && <Copilot settings={root.widgets.copilot} nonce={nonce} />}
        {root?.consent.banner && <CookieBanner />}
        <PreviewBridge editorOrigin={root?.previewEditorOrigin} />
        {root?.tracking && <TrackingEvents queued={root.tracking.queued} userId={root.tracking.userId} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * After a client-side navigation, focus moves to the new page's heading (the main content when it has
 * none), as screen readers start a loaded page there, when it was in the header (navigation menu,
 * search: the menu closes) or was lost with the old page (a link of the old page, a checkout step's
 * form that is gone): keyboard users go on from there. Focusing never scrolls: the page starts at the
 * top, header in view, where ScrollRestoration puts it.
 */
function useFocusMainAfterNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('.site-header')) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? document.getElementById('main'))?.focus({ preventScroll: true });
  }, [pathname]);
}

export default function App() {
  useFocusMainAfterNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const { href } = useShopLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // the server's handleError (entry.server.tsx) logs it there, with its cause
  if (!isRouteErrorResponse(error) && typeof document !== 'undefined') console.error(error);
  const kinds: Record<number, string> = { 400: 'bad_request', 403: 'forbidden', 404: 'not_found', 503: 'unavailable' };
  const kind = kinds[status] ?? 'server';
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{t(status === 404 ? 'seo.title.error' : 'error.page.title')}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-title">{t(`error.${kind}.heading`)}</h1>
      <p>{t(`error.${kind}.text`)}</p>
      {/* The error header has no search and no language switch: a page not found offers both here. */}
      {status === 404 && (
        <>
          <SearchBox id="error-search" />
          <LanguageSwitch />
        </>
      )}
      <p>
        <a href={href('/home')}>{t('error.back_home')}</a>
      </p>
    </section>
  );
}
