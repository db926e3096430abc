import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { useShopLocale } from '~/i18n/use-shop-locale';

export interface NavigationCategory {
  uniqueId: string;
  name: string;
  showInMenu: boolean;
  children: NavigationCategory[];
}

/** Only what the navigation shows travels to the browser, not whole category records. */
export function toNavigation(categories: NavigationCategory[]): NavigationCategory[] {
  return categories.map(({ uniqueId, name, showInMenu, children }) => ({
    uniqueId,
    name,
    showInMenu,
    children: toNavigation(children),
  }));
}

/** Below the first level, at most this many sub-categories are listed (business-and-integration §9). */
const MAX_SUB_ENTRIES = 5;

/**
 * One click handler turns the navigation's plain links into client-side navigations once JavaScript
 * runs; a hundred-odd <Link> components would cost every server render several milliseconds.
 */
function useClientNavigation() {
  const navigate = useNavigate();
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search);
  };
}

// The dropdowns open on hover and on keyboard focus (:focus-within) with CSS alone, so the
// navigation works before and without JavaScript; every entry is a plain link.
export function MainNavigation({ categories }: { categories: NavigationCategory[] }) {
  const { t } = useTranslation();
  const { href } = useShopLocale();
  const onClick = useClientNavigation();
  const visible = categories.filter((category) => category.showInMenu);
  const link = (category: NavigationCategory) => href(categoryPath(category));
  return (
    <nav className="main-navigation" aria-label={t('header.main_navigation')} onClick={onClick}>
      <ul className="nav-level-0">
        {visible.map((category) => {
          const children = category.children.filter((child) => child.showInMenu);
          return (
            <li key={category.uniqueId} className={children.length ? 'has-dropdown' : undefined}>
              <a href={link(category)}>{category.name}</a>
              {children.length > 0 && (
                <div className="dropdown">
                  <ul className="nav-level-1">
                    {children.map((child) => {
                      const grandChildren = child.children.filter((entry) => entry.showInMenu);
                      return (
                        <li key={child.uniqueId}>
                          <a href={link(child)} className="nav-level-1-link">
                            {child.name}
                          </a>
                          {grandChildren.length > 0 && (
                            <ul className="nav-level-2">
                              {grandChildren.slice(0, MAX_SUB_ENTRIES).map((grandChild) => (
                                <li key={grandChild.uniqueId}>
                                  <a href={link(grandChild)}>{grandChild.name}</a>
                                </li>
                              ))}
                              {grandChildren.length > MAX_SUB_ENTRIES && (
                                <li>
                                  <a href={link(child)} className="see-all">
                                    {t('navigation.see_all.link', { name: child.name })}
                                  </a>
                                </li>
                              )}
                            </ul>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                  <a href={link(category)} className="see-all">
                    {t('navigation.see_all.link', { name: category.name })}
                  </a>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
