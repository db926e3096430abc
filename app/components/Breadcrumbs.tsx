import { Link } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

export interface Crumb {
  label: string;
  /** Shop path without locale prefix; the last crumb (current page) has none. */
  to?: string;
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <nav className="breadcrumbs" aria-label={t('common.breadcrumbs.label')}>
      <ol>
        <li>
          <Link to={href('/home')}>{t('common.home.link')}</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < trail.length - 1 ? (
              <Link to={href(crumb.to)}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
