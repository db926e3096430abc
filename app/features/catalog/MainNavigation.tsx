import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SUB_ENTRIES, navigationPath, type NavigationCategory } from '~/features/catalog/navigation';
import { DEFAULT_NAVIGATION_SETTINGS, type NavigationLayout } from '~/features/catalog/navigation-settings';
import { BREAKPOINTS, from } from '~/features/header/breakpoints';
import { useShopLocale } from '~/i18n/use-shop-locale';
import type { Translate } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';

/** Where the dropdowns float over the page; below it the navigation is a menu panel that expands in place. */
const DESKTOP_LAYOUT = from(BREAKPOINTS.large);

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

/** The open dropdown toggle of the top-level entry that contains `element`, if any. */
function openToggleAround(element: Element | null): HTMLDetailsElement | null {
  return element?.closest('.nav-category')?.querySelector<HTMLDetailsElement>(':scope > details[open]') ?? null;
}

/** Escape closes the open dropdown and returns focus to its toggle (WAI-ARIA disclosure navigation). */
function closeOnEscape(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape') return;
  const toggle = openToggleAround(event.target as Element);
  if (!toggle) return;
  event.preventDefault();
  toggle.open = false;
  toggle.querySelector('summary')?.focus();
}

/** A floating dropdown closes when keyboard focus moves past it, so it never covers the page it led to. */
function closeWhenFocusLeaves(event: React.FocusEvent<HTMLElement>) {
  if (!window.matchMedia(DESKTOP_LAYOUT).matches) return;
  const toggle = openToggleAround(event.target);
  const entry = toggle?.parentElement;
  if (toggle && entry && !entry.contains(event.relatedTarget as Node | null)) toggle.open = false;
}

/**
 * The navigation's entries as HTML, rendered once per navigation tree and locale on the server
 * (navigation-markup.server.tsx, provided by entry.server.tsx): the menu is the same for every visitor
 * of a category tree and a locale, so a page only pastes it in. In the browser, and on the server when no
 * markup is provided, the entries render as components: hydration finds exactly the DOM the HTML made.
 */
const NavigationMarkup = createContext<string | undefined>(undefined);
export const NavigationMarkupProvider = NavigationMarkup.Provider;

export function MainNavigation({
  categories,
  layout = DEFAULT_NAVIGATION_SETTINGS,
  id,
}: {
  categories: NavigationCategory[];
  layout?: NavigationLayout;
  id?: string;
}) {
  const t = useT();
  const { href } = useShopLocale();
  const onClick = useClientNavigation();
  const markup = useContext(NavigationMarkup);
  const props = {
    id,
    className: 'main-navigation',
    'aria-label': t('header.main_navigation'),
    onClick,
    onKeyDown: closeOnEscape,
    onBlur: closeWhenFocusLeaves,
  };
  if (markup !== undefined) return <nav {...props} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <nav {...props}>
      <NavigationEntries categories={categories} layout={layout} t={t} href={href} />
    </nav>
  );
}

/**
 * The sub-categories of a dropdown heading and, with a depth above 2, theirs: at most MAX_SUB_ENTRIES
 * each (business-and-integration §9), then a link to see all of the parent.
 */
function SubEntries({ parent, level, t, link }: { parent: NavigationCategory; level: number; t: Translate; link: (category: NavigationCategory) => string }) {
  const entries = parent.children;
  if (entries.length === 0) return null;
  return (
    <ul className={`nav-level-${level}`}>
      {entries.slice(0, MAX_SUB_ENTRIES).map((entry) => (
        <li key={entry.uniqueId}>
          <a href={link(entry)}>{entry.name}</a>
          <SubEntries parent={entry} level={level + 1} t={t} link={link} />
        </li>
      ))}
      {entries.length > MAX_SUB_ENTRIES && (
        <li>
          <a href={link(parent)} className="see-all">
            {t('navigation.see_all.link', { name: parent.name })}
          </a>
        </li>
      )}
    </ul>
  );
}

/**
 * The navigation's entries, made of their arguments alone so that the server can render them once.
 * Each top-level entry is a link to its category plus a <details> toggle for its dropdown. The
 * dropdown stays out of the tab order until the toggle opens it (CSS :has), so keyboard users pass
 * the whole navigation in two stops per category; mice also open it by hovering on wide screens.
 * The toggles share a name, so opening one closes the others, with or without JavaScript. The
 * dropdown lists its headings in the configured number of columns, each with its image (NavLevel2Icon
 * `icon`) or the stylesheet's arrow.
 */
export function NavigationEntries({
  categories,
  layout,
  t,
  href,
}: {
  categories: NavigationCategory[];
  layout: NavigationLayout;
  t: Translate;
  href: (path: string) => string;
}) {
  const link = (category: NavigationCategory) => href(navigationPath(category));
  return (
    <ul className="nav-level-0" data-columns={layout.columns}>
      {categories.map((category) => {
        const children = category.children;
        const dropdownId = `dropdown-${category.uniqueId}`;
        return (
          <li key={category.uniqueId} className="nav-category">
            <a href={link(category)} className="nav-category-link">
              {category.name}
            </a>
            {children.length > 0 && (
              <>
                <details className="dropdown-toggle" name="main-navigation-dropdown">
                  <summary aria-controls={dropdownId} aria-label={t('navigation.subcategories.toggle', { name: category.name })}>
                    <svg className="chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </summary>
                </details>
                <div className="dropdown" id={dropdownId}>
                  <ul className="nav-level-1">
                    {children.map((child) => (
                      <li key={child.uniqueId}>
                        <a href={link(child)} className="nav-level-1-link">
                          {layout.level2Icon === 'icon' && child.image && (
                            <img className="nav-image" src={child.image} alt="" width="32" height="32" loading="lazy" decoding="async" />
                          )}
                          {child.name}
                        </a>
                        <SubEntries parent={child} level={2} t={t} link={link} />
                      </li>
                    ))}
                  </ul>
                  <a href={link(category)} className="see-all">
                    {t('navigation.see_all.link', { name: category.name })}
                  </a>
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
