import { NavLink, Outlet } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { ACCOUNT_SECTIONS } from './account-sections';

/** My Account: its navigation (the sections the user may open) beside the section's page. */
export function AccountLayout({ permittedPaths }: { permittedPaths: readonly string[] }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="account-area">
      <nav aria-label={t('account.navigation.label')} className="account-navigation">
        <ul>
          {ACCOUNT_SECTIONS.filter((section) => permittedPaths.includes(section.path)).map((section) => (
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
