// Catalogue categories: the navigation tree and single categories by unique id or reference.
import { mapOnce } from './map-once';
import type { Transport } from './icm-transport.server';
import {
  type Category,
  categoryDataSchema,
  categoryRestPath,
  categoryTreeDataSchema,
  mapCategory,
  mapCategoryTree,
} from './models/category';
import { DEFAULT_MAX_SUB_CATEGORIES_DEPTH } from './models/server-configuration';

const sharedCategory = mapOnce(mapCategory);
const sharedCategoryTree = mapOnce(mapCategoryTree);

export function createCategoriesResource(t: Transport) {
  const catalogue = { cacheable: true, personalization: 'spgid' as const };
  return {
    /**
     * Top-level categories with sub categories down to `depth` levels (completeness 2), without images
     * unless `images` asks for them (the navigation's headings with NavLevel2Icon `icon`).
     */
    async tree(depth: number = DEFAULT_MAX_SUB_CATEGORIES_DEPTH, { images = false } = {}): Promise<Category[]> {
      const imageView = images ? {} : { imageView: 'NO-IMAGE' };
      const data = await t.request('categories', {
        ...catalogue,
        schema: categoryTreeDataSchema,
        query: depth > 0 ? { view: 'tree', limit: depth, omitHasOnlineProducts: true, ...imageView } : imageView,
      });
      return sharedCategoryTree(data, t.mapping);
    },

    /** One category (completeness 3) with its sub categories; `depth` limits how many levels come along. */
    async get(uniqueId: string, depth?: number): Promise<Category> {
      if (!uniqueId) throw new Error('categories.get() needs a category id');
      const data = await t.request(`categories/${categoryRestPath(uniqueId)}`, {
        ...catalogue,
        schema: categoryDataSchema,
        query: depth ? { view: 'tree', limit: depth } : undefined,
      });
      const category = sharedCategory(data, { ...t.mapping, completenessLevel: 3 });
      return depth === 0 ? { ...category, children: [] } : category;
    },

    /** A category by its reference `{id}@{catalog}`, which survives moves in the tree. */
    async getByRef(categoryRef: string): Promise<Category> {
      if (!categoryRef) throw new Error('categories.getByRef() needs a category reference');
      const data = await t.request(`categories/${encodeURIComponent(categoryRef).replace(/%40/g, '@')}`, {
        ...catalogue,
        schema: categoryDataSchema,
      });
      return sharedCategory(data, { ...t.mapping, completenessLevel: 3 });
    },
  };
}

export type CategoriesResource = ReturnType<typeof createCategoriesResource>;
