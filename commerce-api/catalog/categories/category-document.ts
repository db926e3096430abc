// ICM category JSON (CategoryData) with its path, attributes, images and subcategories.
import type { CategoryRecord, CategoryTree } from './category-store';
import { categoryUri } from '../icm-uris';
import { categoryImages, type ImageType } from '../images/image-types';

export interface CategoryDocumentOptions {
  channel: string;
  locale: string;
  /** Levels of subcategories below the category. */
  depth: number;
  imageTypes: ImageType[] | null;
  /** A category fetched on its own carries no `uri`: clients read that as fully loaded. */
  withUri: boolean;
}

export interface CategoryPathElement {
  id: string;
  name: string;
  type: 'CategoryPath';
  uri: string;
}

export function categoryPathElements(path: CategoryRecord[], channel: string): CategoryPathElement[] {
  return path.map(category => ({
    id: category.localId,
    name: category.name,
    type: 'CategoryPath',
    uri: categoryUri(channel, category.uniqueId),
  }));
}

function seoAttributes(category: CategoryRecord, path: CategoryRecord[]) {
  const parentNames = path.slice(0, -1).map(entry => entry.name).reverse();
  return {
    metaTitle: category.seoTitle ?? [category.name, ...parentNames].join(' - '),
    metaDescription: category.seoDescription ?? (category.description || category.name),
    robots: ['index', 'follow'],
  };
}

export function buildCategoryDocument(
  category: CategoryRecord,
  tree: CategoryTree,
  options: CategoryDocumentOptions,
  path: CategoryRecord[] = tree.path(category.id),
): Record<string, unknown> {
  const children = options.depth > 0 ? tree.children(category.id) : [];
  const document: Record<string, unknown> = {
    type: 'Category',
    id: category.localId,
    name: category.name,
    description: category.description,
    categoryRef: category.categoryRef,
    online: category.online ? '1' : '0',
    hasOnlineProducts: category.directOnlineProducts > 0,
    hasOnlineSubCategories: category.onlineSubcategories > 0,
    onlineProductsCountInSubCategories: category.subtreeOnlineProducts,
    attributes: [{ name: 'ShowInMenu', type: 'String', value: category.showInMenu ? 'True' : 'False' }],
    categoryPath: categoryPathElements(path, options.channel),
    seoAttributes: seoAttributes(category, path),
  };
  if (options.imageTypes) {
    document.images = categoryImages({ channel: options.channel, locale: options.locale }, category.uniqueId, options.imageTypes);
  }
  if (options.withUri) document.uri = categoryUri(options.channel, category.uniqueId);
  if (category.onlineSubcategories > 0) document.subCategoriesCount = category.onlineSubcategories;
  if (children.length > 0) {
    document.subCategories = children.map(child =>
      buildCategoryDocument(child, tree, { ...options, depth: options.depth - 1, withUri: true }, [...path, child]),
    );
  }
  return document;
}
