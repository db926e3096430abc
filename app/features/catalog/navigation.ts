import { mapOnce } from '~/commerce/map-once';
import type { Category } from '~/commerce/models/category';
import { categoryPath } from '~/features/catalog/catalog-urls';
import type { NavigationSettings } from '~/features/catalog/navigation-settings';

/** A category as the main navigation and the home tiles show it. */
export interface NavigationCategory {
  uniqueId: string;
  name: string;
  /** The category's small image, for a dropdown heading when NavLevel2Icon is `icon`. */
  image?: string;
  children: NavigationCategory[];
}

/** Below the first level, at most this many sub-categories are listed (business-and-integration §9). */
export const MAX_SUB_ENTRIES = 5;

type TreeNode = Pick<Category, 'uniqueId' | 'name' | 'showInMenu'> & { images?: Category['images']; children: TreeNode[] };

/** The image a dropdown heading shows: the category's smallest. */
function smallImage(images: Category['images'] = []): string | undefined {
  return (images.find((image) => image.typeID === 'S') ?? images[0])?.url;
}

/**
 * Only what the navigation shows travels to the browser: categories shown in the menu down to the
 * configured depth, their names and ids (and images where the headings show them), and below the second
 * level one entry more than it lists (so it knows to offer "see all").
 */
function navigationOf(categories: TreeNode[], settings: Pick<NavigationSettings, 'depth' | 'level2Icon'>, level = 1): NavigationCategory[] {
  const shown = categories.filter((category) => category.showInMenu);
  return (level >= 3 ? shown.slice(0, MAX_SUB_ENTRIES + 1) : shown).map(({ uniqueId, name, images, children }) => {
    const entry: NavigationCategory = { uniqueId, name, children: level <= settings.depth ? navigationOf(children, settings, level + 1) : [] };
    const image = level === 2 && settings.level2Icon === 'icon' ? smallImage(images) : undefined;
    if (image) entry.image = image;
    return entry;
  });
}

/** The navigation of a (shared, read-only) category tree, made once per tree and settings. */
export const toNavigation = mapOnce((tree: TreeNode[], settings: Pick<NavigationSettings, 'depth' | 'level2Icon'>) => navigationOf(tree, settings));

/**
 * The path of a navigation entry (its slug), made once per entry: the entries of a shared tree are shared
 * (`toNavigation`), and the menu links every one of them on every page.
 */
export const navigationPath = mapOnce((category: NavigationCategory) => categoryPath(category));
