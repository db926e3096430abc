// The navigation's markup kept per tree and locale (navigation-markup.server.tsx): a page gets exactly the
// HTML its components would render, and a tree of another locale or personalization group never gets another's.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { MainNavigation, NavigationMarkupProvider } from '~/features/catalog/MainNavigation';
import { toNavigation } from '~/features/catalog/navigation';
import { navigationMarkup } from '~/features/catalog/navigation-markup.server';
import { DEFAULT_NAVIGATION_SETTINGS } from '~/features/catalog/navigation-settings';
import { translatorOfLanguage } from '~/i18n/middleware.server';
import { TranslatorProvider } from '~/i18n/use-t';

interface TreeNode {
  uniqueId: string;
  name: string;
  showInMenu: boolean;
  children: TreeNode[];
}
const category = (uniqueId: string, name: string, children: TreeNode[] = []): TreeNode => ({ uniqueId, name, showInMenu: true, children });
const tree = (cameras: string) =>
  toNavigation([
    category('Cameras-Camcorders', cameras, [
      category('Cameras-Camcorders.584', 'Digital Cameras', ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => category(`Cameras-Camcorders.584.${id}`, `Type ${id}`))),
    ]),
    category('Computers', 'Computers & Tablets'),
  ], DEFAULT_NAVIGATION_SETTINGS);

/** The page's menu as the server renders it: the components, or the kept markup when given. */
function menu(path: string, categories: ReturnType<typeof tree>, markup?: string): string {
  const t = translatorOfLanguage(path.startsWith('/de') ? 'de' : 'en').t;
  const router = createMemoryRouter([{ path: '*', element: <MainNavigation categories={categories} id="main-navigation" /> }], { initialEntries: [path] });
  return renderToString(
    <TranslatorProvider value={t}>
      <NavigationMarkupProvider value={markup}>
        <RouterProvider router={router} />
      </NavigationMarkupProvider>
    </TranslatorProvider>,
  );
}

describe('navigationMarkup', () => {
  it('gives a page the same HTML as rendering the navigation, in every locale', () => {
    const categories = tree('Cameras & Camcorders');
    expect(menu('/home', categories, navigationMarkup(categories, 'en_US', DEFAULT_NAVIGATION_SETTINGS))).toBe(menu('/home', categories));
    expect(menu('/de/home', categories, navigationMarkup(categories, 'de_DE', DEFAULT_NAVIGATION_SETTINGS))).toBe(menu('/de/home', categories));
  });

  it('is made once per tree and locale', () => {
    const categories = tree('Cameras & Camcorders');
    expect(navigationMarkup(categories, 'en_US', DEFAULT_NAVIGATION_SETTINGS)).toBe(navigationMarkup(categories, 'en_US', DEFAULT_NAVIGATION_SETTINGS));
    expect(navigationMarkup(categories, 'de_DE', DEFAULT_NAVIGATION_SETTINGS)).toContain('href="/de/cameras-camcorders-ctgCameras-Camcorders"');
    expect(navigationMarkup(categories, 'en_US', DEFAULT_NAVIGATION_SETTINGS)).not.toContain('/de/');
  });

  it('is made once per layout: other columns get markup of their own', () => {
    const categories = tree('Cameras & Camcorders');
    expect(navigationMarkup(categories, 'en_US', DEFAULT_NAVIGATION_SETTINGS)).toContain('data-columns="4"');
    expect(navigationMarkup(categories, 'en_US', { columns: 3, level2Icon: 'arrow' })).toContain('data-columns="3"');
  });

  it('keeps nothing across trees: another tree gets its own names', () => {
    expect(navigationMarkup(tree('Kameras & Camcorder'), 'de_DE', DEFAULT_NAVIGATION_SETTINGS)).toContain('Kameras &amp; Camcorder');
    expect(navigationMarkup(tree('Cameras & Camcorders'), 'de_DE', DEFAULT_NAVIGATION_SETTINGS)).not.toContain('Kameras');
  });
});
