import { NavLink, Outlet } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** My Account's sections, in the order the navigation lists them. */
const SECTIONS = [
  { path: '/account', key: 'account.navigation.overview', end: true },
  { path: '/account/profile', key: 'account.navigation.profile', end: false },
  { path: '/account/orders', key: 'account.navigation.orders', end: false },
  { path: '/account/addresses', key: 'account.navigation.addresses', end: false },
  { path: '/account/payments', key: 'account.navigation.payments', end: false },
  { path: '/account/recurring-orders', key: 'account.navigation.recurring_orders', end: false },
] as const;

/** Sections of business users, by what their permissions let them do (the account route's loader decides). */
export interface BusinessSections {
  requisitions: boolean;
  approvals: boolean;
}

const BUSINESS_SECTIONS = [
  { path: '/account/requisitions/buyer', key: 'account.navigation.requisitions', end: false, shownFor: 'requisitions' },
  { path: '/account/requisitions/approver', key: 'account.navigation.approvals', end: false, shownFor: 'approvals' },
] as const;

/** My Account: its navigation beside the section's page. */
export function AccountLayout({ business }: { business?: BusinessSections }) {
  const t = useT();
  const { href } = useShopLocale();
  const sections = [...SECTIONS, ...BUSINESS_SECTIONS.filter((section) => business?.[section.shownFor])];
  return (
    <div className="account-area">
      <nav aria-label={t('account.navigation.label')} className="account-navigation">
        <ul>
          {sections.map((section) => (
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
