// The main navigation's entries as HTML, rendered once per navigation tree, locale and layout (columns,
// NavLevel2Icon) and pasted into every page (MainNavigation.tsx). The tree comes shared from the catalogue
// cache (`toNavigation`), so the markup is held as long as that tree is, by it (mapOnce); a tree of another
// personalization group is another object with markup of its own. The menu shows categories only, nothing of the visitor.
import { renderToString } from 'react-dom/server';
import { mapOnce } from '~/commerce/map-once';
import { NavigationEntries } from '~/features/catalog/MainNavigation';
import type { NavigationCategory } from '~/features/catalog/navigation';
import type { NavigationLayout } from '~/features/catalog/navigation-settings';
import { localizePath, shopLocales, type ShopLocale } from '~/i18n/locales';
import { translatorOfLanguage } from '~/i18n/middleware.server';

export const navigationMarkup = mapOnce((categories: NavigationCategory[], localeId: ShopLocale['id'], layout: NavigationLayout): string => {
  const locale = shopLocales.find((candidate) => candidate.id === localeId)!;
  const { t } = translatorOfLanguage(locale.lang);
  return renderToString(<NavigationEntries categories={categories} layout={layout} t={t} href={(path) => localizePath(path, locale)} />);
});
