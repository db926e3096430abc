// Reads categories with their texts and product statistics.
import type { Db } from '../../db/open-database';

export interface CategoryRecord {
  id: number;
  uniqueId: string;
  localId: string;
  parentId: number | null;
  categoryRef: string;
  depth: number;
  position: number;
  showInMenu: boolean;
  online: boolean;
  imageKind: string | null;
  lft: number;
  rgt: number;
  name: string;
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
  directOnlineProducts: number;
  subtreeOnlineProducts: number;
  onlineSubcategories: number;
}

const SELECT_CATEGORY = `SELECT c.id, c.unique_id AS uniqueId, c.local_id AS localId, c.parent_id AS parentId,
    c.category_ref AS categoryRef, c.depth, c.position, c.show_in_menu AS showInMenu, c.online,
    c.image_kind AS imageKind, c.lft, c.rgt, t.name, t.description, t.seo_title AS seoTitle,
    t.seo_description AS seoDescription,
    COALESCE(s.direct_online_products, 0) AS directOnlineProducts,
    COALESCE(s.subtree_online_products, 0) AS subtreeOnlineProducts,
    COALESCE(s.online_subcategories, 0) AS onlineSubcategories
  FROM categories c
  JOIN category_texts t ON t.category_id = c.id AND t.locale = @locale
  LEFT JOIN category_statistics s ON s.category_id = c.id`;

type CategoryRow = Omit<CategoryRecord, 'showInMenu' | 'online'> & { showInMenu: number; online: number };

function toRecord(row: CategoryRow | undefined): CategoryRecord | undefined {
  return row && { ...row, showInMenu: row.showInMenu === 1, online: row.online === 1 };
}

/** All online categories of a locale, read in one go, for answers that walk the tree. */
export interface CategoryTree {
  /** Every category, parents before children. */
  all: CategoryRecord[];
  children(id: number | null): CategoryRecord[];
  /** The category path from its root down to the category itself. */
  path(id: number): CategoryRecord[];
}

function treeOf(categories: CategoryRecord[]): CategoryTree {
  const byId = new Map(categories.map(category => [category.id, category]));
  const children = new Map<number | null, CategoryRecord[]>();
  for (const category of categories) {
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  }
  return {
    all: [...categories].sort((a, b) => a.depth - b.depth || a.lft - b.lft),
    children: id => children.get(id) ?? [],
    path(id) {
      const path: CategoryRecord[] = [];
      for (let category = byId.get(id); category; category = category.parentId === null ? undefined : byId.get(category.parentId)) {
        path.unshift(category);
      }
      return path;
    },
  };
}

export function createCategoryStore(db: Db) {
  const byUniqueId = db.prepare(`${SELECT_CATEGORY} WHERE c.unique_id = @key AND c.online = 1`);
  const byRef = db.prepare(`${SELECT_CATEGORY} WHERE c.category_ref = @key AND c.online = 1`);
  const all = db.prepare(`${SELECT_CATEGORY} WHERE c.online = 1 ORDER BY c.position, c.lft`);

  const revision = db.prepare('SELECT revision FROM catalog_revision WHERE id = 1').pluck();
  const trees = new Map<string, CategoryTree>();
  let treeRevision = -1;

  const list = (statement: typeof all, params: Record<string, unknown>) =>
    (statement.all(params) as CategoryRow[]).map(row => toRecord(row) as CategoryRecord);

  return {
    byUniqueId: (uniqueId: string, locale: string) => toRecord(byUniqueId.get({ key: uniqueId, locale }) as CategoryRow),
    byRef: (categoryRef: string, locale: string) => toRecord(byRef.get({ key: categoryRef, locale }) as CategoryRow),
    /** The whole tree, read again only after the catalogue changed. */
    tree(locale: string): CategoryTree {
      const current = revision.get() as number;
      if (current !== treeRevision) {
        trees.clear();
        treeRevision = current;
      }
      let tree = trees.get(locale);
      if (!tree) {
        tree = treeOf(list(all, { locale }));
        trees.set(locale, tree);
      }
      return tree;
    },
  };
}

export type CategoryStore = ReturnType<typeof createCategoryStore>;
