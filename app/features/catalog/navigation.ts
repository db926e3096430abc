import { mapOnce } from '~/commerce/map-once';
import type { Category } from '~/commerce/models/category';
import { categoryPath } from '~/features/catalog/catalog-urls';

/** A category as the main navigation and the home tiles show it. */
export interface NavigationCategory {
  uniqueId: string;
  name: string;
  children: NavigationCategory[];
}

/** Below the first level, at most this many sub-categories are listed (business-and-integration §9). */
export const MAX_SUB_ENTRIES = 5;

type TreeNode = Pick<Category, 'uniqueId' | 'name' | 'showInMenu'> & { children: TreeNode[] };

/**
 * Only what the navigation shows travels to the browser: categories shown in the menu, their names and
 * ids, and at the third level one entry more than it lists (so it knows to offer "see all").
 */
function navigationOf(categories: TreeNode[], level = 1): NavigationCategory[] {
  const shown = categories.filter((category) => category.showInMenu);
  return (level >= 3 ? shown.slice(0, MAX_SUB_ENTRIES + 1) : shown).map(({ uniqueId, name, children }) => ({
    uniqueId,
    name,
    children: navigationOf(children, level + 1),
  }));
}

/** The navigation of a (shared, read-only) category tree, made once per tree. */
export const toNavigation = mapOnce((tree: TreeNode[]) => navigationOf(tree));

/**
 * The path of a navigation entry (its slug), made once per entry: the entries of a shared tree are shared
 * (`toNavigation`), and the menu links every one of them on every page.
 */
export const navigationPath = mapOnce((category: NavigationCategory) => categoryPath(category));
