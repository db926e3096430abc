import { z } from 'zod';

import { type Attribute, type AttributeData, attributeDataSchema, mapAttributes } from './attribute';
import { type Image, imageDataSchema, mapImages } from './image';
import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import type { MappingContext } from './mapping-context';
import { mapSeoAttributes, type SeoAttributes, seoAttributesDataSchema } from './seo-attributes';

/** Unique ids join the category path ids with dots: `Computers.897.897_Microsoft`. */
export const CATEGORY_ID_SEPARATOR = '.';

export interface CategoryPathEntry {
  uniqueId: string;
  name: string;
}

export interface Category {
  /** Dot-joined id path from the root, e.g. `Computers.897`. */
  uniqueId: string;
  /** Last path segment, the id ICM knows the category by among its siblings. */
  id: string;
  name: string;
  /** `{id}@{catalogId}`, stable across moves; resolvable with `categories.getByRef`. */
  categoryRef?: string;
  /** Unique ids from the root down to this category (inclusive). */
  categoryPath: string[];
  /** Names along categoryPath, for breadcrumbs. */
  pathNames?: CategoryPathEntry[];
  hasOnlineSubCategories: boolean;
  hasOnlineProducts: boolean;
  showInMenu: boolean;
  images: Image[];
  attributes: Attribute[];
  description?: string;
  seo?: SeoAttributes;
  /** 1 reference, 2 tree node, 3 full record (spec §4: category max 3). */
  completenessLevel: number;
  children: Category[];
}

export const categoryPathEntryDataSchema = z.looseObject({
  id: idString,
  name: lenientString.optional(),
  type: lenientString.optional(),
  uri: lenientString.optional(),
});
export type CategoryPathEntryData = z.infer<typeof categoryPathEntryDataSchema>;

export interface CategoryData {
  id?: string;
  name?: string;
  type?: string;
  uri?: string;
  categoryRef?: string;
  online?: boolean;
  description?: string;
  hasOnlineProducts?: boolean;
  hasOnlineSubCategories?: boolean;
  categoryPath?: CategoryPathEntryData[] | null;
  images?: z.infer<typeof imageDataSchema>[] | null;
  attributes?: AttributeData[] | null;
  seoAttributes?: z.infer<typeof seoAttributesDataSchema> | null;
  subCategoriesCount?: number;
  subCategories?: CategoryData[] | null;
  [key: string]: unknown;
}

export const categoryDataSchema: z.ZodType<CategoryData> = z.lazy(() =>
  z.looseObject({
    id: lenientString.optional(),
    name: lenientString.optional(),
    type: lenientString.optional(),
    uri: lenientString.optional(),
    categoryRef: lenientString.optional(),
    online: lenientBoolean.optional(),
    description: lenientString.optional(),
    hasOnlineProducts: lenientBoolean.optional(),
    hasOnlineSubCategories: lenientBoolean.optional(),
    categoryPath: z.array(categoryPathEntryDataSchema).nullish(),
    images: z.array(imageDataSchema).nullish(),
    attributes: z.array(attributeDataSchema).nullish(),
    seoAttributes: seoAttributesDataSchema.nullish(),
    subCategoriesCount: lenientNumber.optional(),
    subCategories: z.array(categoryDataSchema).nullish(),
  })
) as z.ZodType<CategoryData>;

/** `categories?view=tree` answer. */
export const categoryTreeDataSchema = z.looseObject({
  type: lenientString.optional(),
  elements: z.array(categoryDataSchema).nullish(),
});

/** `Computers.897` → `Computers/897` (the REST path below `categories/`). */
export function categoryRestPath(uniqueId: string): string {
  return uniqueId.split(CATEGORY_ID_SEPARATOR).map(encodeURIComponent).join('/');
}

/** Maps an ICM category path to the unique ids of each step: [A, A.B, A.B.C]. */
export function mapCategoryPath(path: CategoryPathEntryData[] | null | undefined): CategoryPathEntry[] {
  const ids: string[] = [];
  return (path ?? []).map(entry => {
    ids.push(entry.id);
    return { uniqueId: ids.join(CATEGORY_ID_SEPARATOR), name: entry.name ?? entry.id };
  });
}

function isShownInMenu(attributes: Attribute[]): boolean {
  const value = attributes.find(a => a.name === 'ShowInMenu')?.value;
  if (value === undefined || value === null) return true;
  if (typeof value === 'boolean') return value;
  return String(value).toLowerCase() === 'true';
}

export interface CategoryMappingOptions extends MappingContext {
  /** Completeness of the mapped root (3 for a direct `categories/{path}` GET, 2 for tree nodes). */
  completenessLevel?: number;
  /** Unique id path of the parent, used when ICM omits categoryPath on sub categories. */
  parentPath?: string[];
}

/** Maps a category record and, recursively, its sub categories (tree nodes get completeness ≤ 2). */
export function mapCategory(data: CategoryData, options: CategoryMappingOptions = {}): Category {
  let pathNames = mapCategoryPath(data.categoryPath);
  if (!pathNames.length) {
    if (!data.id) throw new Error('cannot map a category without id or categoryPath');
    const parent = options.parentPath ?? [];
    const uniqueId = [...parent.slice(-1), data.id].join(CATEGORY_ID_SEPARATOR);
    pathNames = [...parent.map(p => ({ uniqueId: p, name: p })), { uniqueId, name: data.name ?? data.id }];
  }
  const self = pathNames[pathNames.length - 1];
  const categoryPath = pathNames.map(p => p.uniqueId);
  const attributes = mapAttributes(data.attributes);
  const level = options.completenessLevel ?? (data.categoryRef ? 2 : 1);
  const children = (data.subCategories ?? []).map(sub =>
    mapCategory(sub, { ...options, parentPath: categoryPath, completenessLevel: Math.min(level, sub.categoryRef ? 2 : 1) })
  );
  const category: Category = {
    uniqueId: self.uniqueId,
    id: data.id ?? self.uniqueId.split(CATEGORY_ID_SEPARATOR).pop()!,
    name: data.name ?? self.name,
    categoryPath,
    pathNames,
    hasOnlineSubCategories: data.hasOnlineSubCategories ?? children.length > 0,
    hasOnlineProducts: data.hasOnlineProducts ?? false,
    showInMenu: isShownInMenu(attributes),
    images: mapImages(data.images, options),
    attributes,
    completenessLevel: level,
    children,
  };
  if (data.categoryRef) category.categoryRef = data.categoryRef;
  if (data.description) category.description = data.description;
  const seo = mapSeoAttributes(data.seoAttributes);
  if (seo) category.seo = seo;
  return category;
}

export function mapCategoryTree(data: z.infer<typeof categoryTreeDataSchema>, context?: MappingContext): Category[] {
  return (data.elements ?? []).map(c => mapCategory(c, { ...context, completenessLevel: 2 }));
}

/** Depth-first search in a category tree. */
export function findCategory(categories: Category[], uniqueId: string): Category | undefined {
  for (const category of categories) {
    if (category.uniqueId === uniqueId) return category;
    const found = findCategory(category.children, uniqueId);
    if (found) return found;
  }
  return undefined;
}
