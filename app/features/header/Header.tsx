import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { CurrencySwitch } from '~/components/CurrencySwitch';
import { LanguageSwitch } from '~/components/LanguageSwitch';
import { loginPathFrom } from '~/features/account/login-path';
import { MiniBasket } from '~/features/basket/MiniBasket';
import type { MiniBasketSummary } from '~/features/basket/mini-basket.server';
import { MainNavigation } from '~/features/catalog/MainNavigation';
import type { NavigationCategory } from '~/features/catalog/navigation';
import type { NavigationLayout } from '~/features/catalog/navigation-settings';
import { below, BREAKPOINTS } from '~/features/header/breakpoints';
import { useStickyHeader } from '~/features/header/sticky-header';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { SearchBox } from '~/features/search/SearchBox';
import type { FeatureToggle } from '~/http/features';
import type { SessionUser } from '~/http/session.server';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** What the header shows of the logged-in user. */
export type HeaderUser = Pick<SessionUser, 'firstName' | 'lastName'>;

/** Header variants (business-and-integration §2.6): simple shows the logo only, error adds the navigation. */
export type HeaderLayout = 'default' | 'checkout' | 'simple' | 'error';

const NAVIGATION_ID = 'main-navigation';
const SEARCH_ID = 'header-search';

/**
 * After a client-side navigation the header is as after a page load (§2.6: the active component
 * resets to search): the menu and every dropdown close, the search panel opens (unless the header is
 * sticky, where search is unset).
 */
function useResetOnNavigation(header: React.RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    // On hydration, leave whatever the shopper opened before the scripts arrived.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    for (const toggle of header.current?.querySelectorAll('details') ?? []) {
      toggle.open = toggle.classList.contains('search-toggle') && !header.current?.classList.contains('sticky');
    }
  }, [header, pathname, search]);
}

/**
 * Search is unset when the header turns sticky (§2.6): its panel closes. Back at the top, the header is as
 * on arrival: the search panel opens again unless the menu is open.
 */
function useSearchUnsetWhileSticky(header: React.RefObject<HTMLElement | null>, sticky: boolean) {
  const wasSticky = useRef(false);
  useEffect(() => {
    if (sticky === wasSticky.current) return;
    wasSticky.current = sticky;
    const search = header.current?.querySelector<HTMLDetailsElement>('details.search-toggle');
    if (!search) return;
    if (sticky) search.open = false;
    else if (!header.current?.querySelector('details.menu-toggle[open]')) search.open = true;
  }, [header, sticky]);
}

/**
 * Escape anywhere in the header closes an open menu panel and returns focus to its toggle, unless it
 * already closed a dropdown inside the navigation.
 */
function closeMenuOnEscape(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const menu = event.currentTarget.querySelector<HTMLDetailsElement>('details.menu-toggle[open]');
  if (!menu) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

/**
 * Login status (business-and-integration §2.6): the user's name leading to My Account and a logout
 * button, or the login link, which comes back to the page it was followed from (its path and query).
 * Logout is a post: a link that logs out could be triggered by any page.
 */
function LoginStatus({ user }: { user?: HeaderUser }) {
  const t = useT();
  const { locale, href } = useShopLocale();
  const { pathname, search } = useLocation();
  if (!user) return <a href={loginPathFrom(locale, pathname, search)}>{t('account.login.link')}</a>;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Link to={href('/account')} className="account-link">
        {name || t('account.my_account.link')}
      </Link>
      <Form method="post" action={href('/logout')} className="logout-form">
        <button type="submit" className="button-link">
          {t('account.logout.link')}
        </button>
      </Form>
    </>
  );
}

/** The scanner button (§2.6): a link to the scanner page, for the users business-and-integration §6 names. */
function ScannerLink({ path }: { path: string }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <Link to={href(path)} className="scanner-link">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M7 8v8M10 8v8M13 8v8M17 8v8" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="header-link-text">{t('header.scanner.link')}</span>
    </Link>
  );
}

// On phones and tablets the navigation and the search sit behind toggle icons (§2.6), and so does the
// search in the sticky header (sticky-header.ts). The toggles are <details> elements and the panels their
// siblings, shown by CSS while the toggle is open, so they work without JavaScript; the shared name makes
// the two panels close each other. On wide screens the toggles are hidden and both panels always shown.
export function Header({
  layout,
  navigation,
  miniBasket,
  user,
  scannerPath,
  features = [],
  navigationLayout,
  currency,
  compareCount = 0,
  logo,
}: {
  layout: HeaderLayout;
  navigation: NavigationCategory[];
  /** The navigation's columns and NavLevel2Icon (server configuration). */
  navigationLayout?: NavigationLayout;
  miniBasket?: MiniBasketSummary;
  user?: HeaderUser;
  /** Where the scanner button leads; no button without it. */
  scannerPath?: string;
  /** The feature toggles that are on: the quick order link shows by its own. */
  features?: readonly FeatureToggle[];
  /** The page's currency, pressed in the currency switch; no switch without it. */
  currency?: string;
  /** How many products the compare list holds (its status link shows while feature compare is on). */
  compareCount?: number;
  /** The extra configuration's logos (decision 032); the shop's own where it names none. */
  logo?: { logo?: string; logoMobile?: string };
}) {
  const t = useT();
  const { href } = useShopLocale();
  const header = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const sticky = useStickyHeader(frame, features.includes('stickyHeader') && layout === 'default');
  useResetOnNavigation(header);
  useSearchUnsetWhileSticky(header, sticky);
  const withNavigation = layout === 'default' || layout === 'error';
  return (
    // The frame keeps the header's place in the page while it floats (sticky-header.ts): "back to top" leads there.
    <div className="site-header-frame" id="top" ref={frame}>
      <header className={sticky ? 'site-header sticky' : 'site-header'} ref={header} onKeyDown={closeMenuOnEscape}>
        <div className="header-bar">
          {withNavigation && (
            <details className="header-toggle menu-toggle" name="header-panel">
              <summary aria-controls={NAVIGATION_ID}>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
                </svg>
                <span>{t('header.menu.toggle')}</span>
              </summary>
            </details>
          )}
          <Link to={href('/home')} className="logo" aria-label={t('header.home.link')}>
            <picture>
              <source media={below(BREAKPOINTS.medium)} srcSet={logo?.logoMobile ?? logo?.logo ?? '/logo-mobile.svg'} width="112" height="32" />
              <img src={logo?.logo ?? '/logo.svg'} alt="" width="160" height="40" />
            </picture>
          </Link>
          {layout === 'default' && (
            <>
              <details className="header-toggle search-toggle" name="header-panel" open>
                <summary aria-controls={SEARCH_ID} aria-label={t('header.search.toggle')}>
                  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                    <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                    <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </summary>
              </details>
              <SearchBox id={SEARCH_ID} />
              <nav className="header-links" aria-label={t('header.service_navigation')}>
                <LanguageSwitch />
                {currency && <CurrencySwitch currency={currency} />}
                <LoginStatus user={user} />
                {features.includes('compare') && (
                  <Link to={href('/compare')} rel="nofollow" className={compareCount > 0 ? 'compare-status' : 'compare-status compare-status-empty'} aria-label={t('product.compare.label', { count: compareCount })}>
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                      <path d="M4 8h15l-4-4M20 16H5l4 4" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                    <span className="compare-status-text">{t('product.compare.link')}</span> <span className="badge">{compareCount}</span>
                  </Link>
                )}
                {features.includes('wishlists') && (
                  // a login-guarded page (§6): visitors sign in on the way
                  <Link to={href('/account/wishlists')} rel="nofollow" className="wishlists-link">
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                    <span className="header-link-text">{t('account.navigation.wishlists')}</span>
                  </Link>
                )}
                {features.includes('quickorder') && <Link to={href('/quick-order')}>{t('quickorder.link')}</Link>}
                {scannerPath && <ScannerLink path={scannerPath} />}
                <MiniBasket miniBasket={miniBasket} />
              </nav>
            </>
          )}
          {layout === 'checkout' && user && (
            <nav className="header-links" aria-label={t('header.service_navigation')}>
              <LoginStatus user={user} />
            </nav>
          )}
        </div>
        {withNavigation && <MainNavigation categories={navigation} layout={navigationLayout} id={NAVIGATION_ID} />}
      </header>
    </div>
  );
}
