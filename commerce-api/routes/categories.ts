// Category tree and categories, addressed by path (categories/Cameras-Camcorders/584) or by
// category reference (categories/584@inSPIRED-inTRONICS-Cameras-Camcorders), with their
// product lists and filter navigations below them.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { CatalogServices } from '../domain/catalog-services';
import { buildCategoryDocument } from '../domain/category-document';
import type { CategoryRecord } from '../domain/category-store';
import { notFound } from '../http/icm-errors';
import { integerParameter, stringParameter } from '../http/query-parameters';
import { filterNavigation, productList } from './product-listing';

const MAX_TREE_DEPTH = 10;

function categoryNotFound(id: string) {
  return notFound('category.not_found.error', `The category '${id}' could not be found.`);
}

/** Levels of subcategories: the `limit` of a tree view, the channel's default depth without one; one level otherwise. */
function treeDepth(request: FastifyRequest, services: CatalogServices): number {
  const limit = integerParameter(request.query, 'limit', { min: 0, max: MAX_TREE_DEPTH });
  if (stringParameter(request.query, 'view') === 'tree') return limit ?? services.settings.maxSubCategoriesDepth();
  return limit ?? 1;
}

function documentOptions(request: FastifyRequest, services: CatalogServices, withUri: boolean) {
  return {
    channel: request.icm.channel,
    locale: request.icm.locale,
    depth: treeDepth(request, services),
    imageTypes: stringParameter(request.query, 'imageView') === 'NO-IMAGE' ? null : services.imageTypes.all(),
    withUri,
  };
}

function resolveCategory(segments: string[], request: FastifyRequest, services: CatalogServices): CategoryRecord {
  const { locale } = request.icm;
  const key = segments.join('/');
  const category =
    segments.length === 1 && segments[0].includes('@')
      ? services.categories.byRef(segments[0], locale)
      : services.categories.byUniqueId(segments.join('.'), locale);
  if (!category) throw categoryNotFound(key);
  return category;
}

function pathSegments(wildcard: string): string[] {
  return wildcard
    .split('/')
    .filter(segment => segment !== '')
    .map(segment => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

export function registerCategoryRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get('/categories', async request => {
    const options = documentOptions(request, services, true);
    const tree = services.categories.tree(options.locale);
    return {
      type: 'Categories',
      elements: tree.children(null).map(category => buildCategoryDocument(category, tree, options)),
    };
  });

  app.get<{ Params: { '*': string } }>('/categories/*', async request => {
    const segments = pathSegments(request.params['*']);
    const last = segments[segments.length - 1];
    if (segments.length > 1 && last === 'products') {
      return productList(request, services, resolveCategory(segments.slice(0, -1), request, services));
    }
    if (segments.length > 1 && last === 'productfilters') {
      return filterNavigation(request, services, resolveCategory(segments.slice(0, -1), request, services));
    }
    const category = resolveCategory(segments, request, services);
    const options = documentOptions(request, services, false);
    return buildCategoryDocument(category, services.categories.tree(options.locale), options);
  });

  app.get<{ Params: { ref: string } }>('/categoryref/:ref', async request => {
    const category = services.categories.byRef(request.params.ref, request.icm.locale);
    if (!category) throw categoryNotFound(request.params.ref);
    const options = documentOptions(request, services, false);
    return buildCategoryDocument(category, services.categories.tree(options.locale), options);
  });
}
