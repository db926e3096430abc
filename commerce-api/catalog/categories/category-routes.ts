// Category tree and categories, addressed by path (categories/Cameras-Camcorders/584) or by
// category reference (categories/584@inSPIRED-inTRONICS-Cameras-Camcorders), with their
// product lists and filter navigations below them.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';

import { notFound } from '../../http/icm-errors';
import { Text, WholeNumber } from '../../http/schemas';
import type { ShopSettings } from '../../reference/shop-settings';
import type { ImageTypes } from '../images/image-types';
import {
  filterNavigation,
  ListingQuery,
  listingRequest,
  type ListingStores,
  productList,
} from '../listing/product-listing';
import { type RequestScope, scopeOf } from '../request-scope';
import { buildCategoryDocument } from './category-document';
import type { CategoryRecord } from './category-store';

const MAX_TREE_DEPTH = 10;

const CategoryQuery = Type.Object({
  view: Type.Optional(Text),
  limit: Type.Optional(WholeNumber(0, MAX_TREE_DEPTH)),
  imageView: Type.Optional(Text),
});
type CategoryQuery = Static<typeof CategoryQuery>;

/** Below categories/ lie categories, their product lists and their filter navigations. */
const CategoryPathQuery = Type.Intersect([CategoryQuery, ListingQuery]);

export type CategoryRouteStores = ListingStores & { settings: ShopSettings; imageTypes: ImageTypes };

function categoryNotFound(id: string) {
  return notFound('category.not_found.error', `The category '${id}' could not be found.`);
}

/** Levels of subcategories: the `limit` of a tree view, the channel's default depth without one; one level otherwise. */
function treeDepth(query: CategoryQuery, stores: CategoryRouteStores): number {
  if (query.view === 'tree') return query.limit ?? stores.settings.maxSubCategoriesDepth();
  return query.limit ?? 1;
}

function documentOptions(query: CategoryQuery, scope: RequestScope, stores: CategoryRouteStores, withUri: boolean) {
  return {
    channel: scope.channel,
    locale: scope.locale,
    depth: treeDepth(query, stores),
    imageTypes: query.imageView === 'NO-IMAGE' ? null : stores.imageTypes.all(),
    withUri,
  };
}

function resolveCategory(segments: string[], locale: string, stores: CategoryRouteStores): CategoryRecord {
  const category =
    segments.length === 1 && segments[0].includes('@')
      ? stores.categories.byRef(segments[0], locale)
      : stores.categories.byUniqueId(segments.join('.'), locale);
  if (!category) throw categoryNotFound(segments.join('/'));
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

export function registerCategoryRoutes(app: FastifyInstance, stores: CategoryRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/categories', { schema: { querystring: CategoryQuery } }, async request => {
    const options = documentOptions(request.query, scopeOf(request), stores, true);
    const tree = stores.categories.tree(options.locale);
    return {
      type: 'Categories',
      elements: tree.children(null).map(category => buildCategoryDocument(category, tree, options)),
    };
  });

  typed.get(
    '/categories/*',
    { schema: { params: Type.Object({ '*': Type.String() }), querystring: CategoryPathQuery } },
    async request => {
      const segments = pathSegments(request.params['*']);
      const last = segments[segments.length - 1];
      const { locale } = request.icm;
      if (segments.length > 1 && last === 'products') {
        return productList(listingRequest(request, request.query), stores, resolveCategory(segments.slice(0, -1), locale, stores));
      }
      if (segments.length > 1 && last === 'productfilters') {
        const category = resolveCategory(segments.slice(0, -1), locale, stores);
        return filterNavigation(listingRequest(request, request.query), stores, category);
      }
      const category = resolveCategory(segments, locale, stores);
      const options = documentOptions(request.query, scopeOf(request), stores, false);
      return buildCategoryDocument(category, stores.categories.tree(locale), options);
    },
  );

  typed.get(
    '/categoryref/:ref',
    { schema: { params: Type.Object({ ref: Text }), querystring: CategoryQuery } },
    async request => {
      const category = stores.categories.byRef(request.params.ref, request.icm.locale);
      if (!category) throw categoryNotFound(request.params.ref);
      const options = documentOptions(request.query, scopeOf(request), stores, false);
      return buildCategoryDocument(category, stores.categories.tree(options.locale), options);
    },
  );
}
