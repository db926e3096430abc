import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { useShopLocale } from '~/i18n/use-shop-locale';

export interface NavigationCategory {
  uniqueId: string;
  name: string;
  showInMenu: boolean;
  children: NavigationCategory[];
}

/** Below the first level, at most this many sub-categories are listed (business-and-integration §9). */
const MAX_SUB_ENTRIES = 5;

// The dropdowns open on hover and on keyboard focus (:focus-within) with CSS alone, so the
// navigation works before and without JavaScript; every entry is a plain link.
export function MainNavigation({ categories }: { categories: NavigationCategory[] }) {
  const { t } = useTranslation();
  const { href } = useShopLocale();
  const visible = categories.filter((category) => category.showInMenu);
  return (
    <nav className="main-navigation" aria-label={t('header.main_navigation')}>
      <ul className="nav-level-0">
        {visible.map((category) => {
          const children = category.children.filter((child) => child.showInMenu);
          return (
            <li key={category.uniqueId} className={children.length ? 'has-dropdown' : undefined}>
              <Link to={href(categoryPath(category))} prefetch="intent">
                {category.name}
              </Link>
              {children.length > 0 && (
                <div className="dropdown">
                  <ul className="nav-level-1">
                    {children.map((child) => {
                      const grandChildren = child.children.filter((entry) => entry.showInMenu);
                      return (
                        <li key={child.uniqueId}>
                          <Link to={href(categoryPath(child))} className="nav-level-1-link">
                            {child.name}
                          </Link>
                          {grandChildren.length > 0 && (
                            <ul className="nav-level-2">
                              {grandChildren.slice(0, MAX_SUB_ENTRIES).map((grandChild) => (
                                <li key={grandChild.uniqueId}>
                                  <Link to={href(categoryPath(grandChild))}>{grandChild.name}</Link>
                                </li>
                              ))}
                              {grandChildren.length > MAX_SUB_ENTRIES && (
                                <li>
                                  <Link to={href(categoryPath(child))} className="see-all">
                                    {t('navigation.see_all.link', { name: child.name })}
                                  </Link>
                                </li>
                              )}
                            </ul>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                  <Link to={href(categoryPath(category))} className="see-all">
                    {t('navigation.see_all.link', { name: category.name })}
                  </Link>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
