import { NavLink, Outlet } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** My Account's sections, in the order the navigation lists them; optional ones only for users who may see them. */
const SECTIONS: { path: string; key: string; end: boolean; optional?: boolean }[] = [
  { path: '/account', key: 'account.navigation.overview', end: true },
  { path: '/account/profile', key: 'account.navigation.profile', end: false },
  { path: '/account/orders', key: 'account.navigation.orders', end: false },
  { path: '/account/addresses', key: 'account.navigation.addresses', end: false },
  { path: '/account/payments', key: 'account.navigation.payments', end: false },
  { path: '/account/recurring-orders', key: 'account.navigation.recurring_orders', end: false },
  { path: '/account/organization/cost-centers', key: 'account.navigation.cost_centers', end: false, optional: true },
];

/** My Account: its navigation beside the section's page. */
export function AccountLayout({ optionalSections }: { optionalSections: string[] }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="account-area">
      <nav aria-label={t('account.navigation.label')} className="account-navigation">
        <ul>
          {SECTIONS.filter((section) => !section.optional || optionalSections.includes(section.path)).map((section) => (
            <li key={section.path}>
              <NavLink to={href(section.path)} end={section.end}>
                {t(section.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  );
}
