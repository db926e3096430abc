// The main navigation from its configuration (business-and-integration §2.6, §9): the depth of the tree it
// keeps, at most five entries below the second level, the dropdown's columns and NavLevel2Icon; and the
// stylesheet's media queries on the device breakpoints 420/768/992/1600.
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { NavigationEntries } from '~/features/catalog/MainNavigation';
import { toNavigation, type NavigationCategory } from '~/features/catalog/navigation';
import { DEFAULT_NAVIGATION_SETTINGS, parseNavigationSettings } from '~/features/catalog/navigation-settings';
import { BREAKPOINTS } from '~/features/header/breakpoints';
import { translatorOfLanguage } from '~/i18n/middleware.server';

interface TreeNode {
  uniqueId: string;
  name: string;
  showInMenu: boolean;
  images?: { url: string; typeID: string; viewID: string; primary: boolean }[];
  children: TreeNode[];
}
const node = (uniqueId: string, children: TreeNode[] = [], image?: string): TreeNode => ({
  uniqueId,
  name: `Name ${uniqueId}`,
  showInMenu: true,
  ...(image ? { images: [{ url: image, typeID: 'S', viewID: 'front', primary: true }] } : {}),
  children,
});
const letters = (parent: string, count: number, children: (id: string) => TreeNode[] = () => []) =>
  Array.from({ length: count }, (_, index) => {
    const id = `${parent}.${String.fromCharCode(65 + index)}`;
    return node(id, children(id));
  });
/** Top › Top.A (with an image) › Top.A.A … Top.A.G (7) › each with 7 of its own. */
const tree = () => [node('Top', [node('Top.A', letters('Top.A', 7, (id) => letters(id, 7)), 'https://img/Top.A-S.jpg')])];

const depthOf = (categories: NavigationCategory[]): number =>
  categories.length === 0 ? 0 : 1 + Math.max(...categories.map((category) => depthOf(category.children)));

const { t } = translatorOfLanguage('en');
const render = (categories: NavigationCategory[], layout: { columns: number; level2Icon: 'arrow' | 'icon' }) =>
  renderToString(<NavigationEntries categories={categories} layout={layout} t={t} href={(path) => path} />);

describe('parseNavigationSettings', () => {
  it('defaults to depth 2, 4 columns and arrows', () => {
    expect(parseNavigationSettings({})).toEqual({ depth: 2, columns: 4, level2Icon: 'arrow' });
    expect(DEFAULT_NAVIGATION_SETTINGS).toEqual({ depth: 2, columns: 4, level2Icon: 'arrow' });
  });

  it('takes the configured depth, columns and NavLevel2Icon', () => {
    expect(parseNavigationSettings({ NAVIGATION_DEPTH: '3', NAVIGATION_COLUMNS: ' 5 ', NAV_LEVEL2_ICON: 'icon' })).toEqual({ depth: 3, columns: 5, level2Icon: 'icon' });
  });

  it.each([
    ['NAVIGATION_DEPTH', '0'],
    ['NAVIGATION_DEPTH', '2.5'],
    ['NAVIGATION_DEPTH', 'deep'],
    ['NAVIGATION_COLUMNS', '7'],
    ['NAV_LEVEL2_ICON', 'image'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseNavigationSettings({ [name]: value })).toThrow(name);
  });
});

describe('the navigation of a tree', () => {
  it('keeps the configured depth of sub-categories', () => {
    expect(depthOf(toNavigation(tree(), { depth: 1, level2Icon: 'arrow' }))).toBe(2);
    expect(depthOf(toNavigation(tree(), { depth: 2, level2Icon: 'arrow' }))).toBe(3);
    expect(depthOf(toNavigation(tree(), { depth: 3, level2Icon: 'arrow' }))).toBe(4);
  });

  it('keeps one entry more than five below the second level, to know to offer "see all"', () => {
    const [top] = toNavigation(tree(), { depth: 3, level2Icon: 'arrow' });
    expect(top.children[0].children).toHaveLength(6);
    expect(top.children[0].children[0].children).toHaveLength(6);
  });

  it("takes a heading's image only for NavLevel2Icon icon", () => {
    expect(toNavigation(tree(), { depth: 2, level2Icon: 'icon' })[0].children[0].image).toBe('https://img/Top.A-S.jpg');
    expect(toNavigation(tree(), { depth: 2, level2Icon: 'arrow' })[0].children[0].image).toBeUndefined();
  });
});

describe('the rendered navigation', () => {
  it('lists at most five entries below the second level, then the see-all link, at every depth', () => {
    const html = render(toNavigation(tree(), { depth: 3, level2Icon: 'arrow' }), DEFAULT_NAVIGATION_SETTINGS);
    expect(html).toContain('href="/name-top.a.e-ctgTop.A.E"');
    expect(html).not.toContain('ctgTop.A.F"');
    expect(html).toContain('href="/name-top.a.a.e-ctgTop.A.A.E"');
    expect(html).not.toContain('ctgTop.A.A.F"');
    expect(html).toContain('All of Name Top.A<');
    expect(html).toContain('All of Name Top.A.A<');
  });

  it('lays the dropdown out in the configured columns', () => {
    const categories = toNavigation(tree(), DEFAULT_NAVIGATION_SETTINGS);
    expect(render(categories, { columns: 4, level2Icon: 'arrow' })).toContain('data-columns="4"');
    expect(render(categories, { columns: 2, level2Icon: 'arrow' })).toContain('data-columns="2"');
  });

  it("shows a heading's image with NavLevel2Icon icon, none otherwise (the stylesheet draws an arrow)", () => {
    const withIcon = render(toNavigation(tree(), { depth: 2, level2Icon: 'icon' }), { columns: 4, level2Icon: 'icon' });
    expect(withIcon).toContain('<img class="nav-image" src="https://img/Top.A-S.jpg" alt=""');
    const withArrow = render(toNavigation(tree(), DEFAULT_NAVIGATION_SETTINGS), DEFAULT_NAVIGATION_SETTINGS);
    expect(withArrow).not.toContain('<img');
  });
});

describe('the stylesheet', () => {
  it('switches layouts only at the device breakpoints', () => {
    const css = readFileSync('app/app.css', 'utf8');
    const widths = [...css.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem)\)/g)].map(([, kind, value, unit]) => `${kind} ${value}${unit}`);
    const allowed = Object.values(BREAKPOINTS).flatMap((width) => [`min ${width}px`, `max ${width - 1}px`]);
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((width) => !allowed.includes(width))).toEqual([]);
  });
});
