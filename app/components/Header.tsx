import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '~/components/LanguageSwitch';
import { MainNavigation, type NavigationCategory } from '~/components/MainNavigation';
import { SearchBox } from '~/components/SearchBox';
import { useShopLocale } from '~/i18n/use-shop-locale';

/** Header variants (business-and-integration §2.6): simple shows the logo only, error adds the navigation. */
export type HeaderLayout = 'default' | 'checkout' | 'simple' | 'error';

export function Header({
  layout,
  navigation,
  basketItemCount,
}: {
  layout: HeaderLayout;
  navigation: NavigationCategory[];
  basketItemCount: number;
}) {
  const { t } = useTranslation();
  const { href } = useShopLocale();
  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to={href('/home')} className="logo" aria-label={t('header.home.link')}>
          <img src="/logo.svg" alt="" width="160" height="40" />
        </Link>
        {layout === 'default' && (
          <>
            <SearchBox />
            <nav className="header-links" aria-label={t('header.service_navigation')}>
              <LanguageSwitch />
              <a href={href('/login')}>{t('account.login.link')}</a>
              <a href={href('/basket')} className="basket-link">
                {t('shopping_cart.ministatus.view_cart.link')}{' '}
                <span className="badge" aria-label={t('shopping_cart.ministatus.items.text', { count: basketItemCount })}>
                  {basketItemCount}
                </span>
              </a>
            </nav>
          </>
        )}
      </div>
      {(layout === 'default' || layout === 'error') && <MainNavigation categories={navigation} />}
    </header>
  );
}
