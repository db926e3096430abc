// Product lists and filter navigations of a category, a search or a master: the request
// parameters they share and the answers they give.
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';

import { PagingQuery, SearchTermQuery, Text, TextList } from '../../http/schemas';
import { parseListParameters, rawQueryString } from '../../http/query-parameters';
import type { LocalizationTexts } from '../../reference/localization-texts';
import type { CategoryRecord, CategoryStore } from '../categories/category-store';
import { buildProductLinks, parseAttrs, type ProductLinkStores } from '../products/product-links';
import { productNotFound } from '../products/product-not-found';
import { type RequestScope, scopeOf } from '../request-scope';
import { searchTermOf } from '../search/search-term';
import { buildFilterNavigation } from './facets';
import { applySelections, type ListingContext, type ListingEngine, readSelections } from './listing';
import { normalizeSortKey, SORT_KEYS, sortableAttributes, sortListing } from './sorting';

/** Query parameters of product lists and filter navigations; facet selections are read from the raw query. */
export const ListingQuery = Type.Object({
  ...SearchTermQuery,
  ...PagingQuery,
  MasterSKU: Type.Optional(Text),
  sortKey: Type.Optional(Text),
  returnSortKeys: Type.Optional(Type.Boolean()),
  attrs: Type.Optional(TextList),
  attributeGroup: Type.Optional(Text),
});
export type ListingQuery = Static<typeof ListingQuery>;

/** The stores product lists and filter navigations are read from. */
export type ListingStores = ProductLinkStores & {
  listing: ListingEngine;
  categories: CategoryStore;
  texts: LocalizationTexts;
};

/** What a list or filter navigation needs of its request. */
export interface ListingRequest {
  query: ListingQuery;
  /** The raw query string, for the facet selections. */
  rawQuery: string;
  scope: RequestScope;
}

export function listingRequest(request: FastifyRequest, query: ListingQuery): ListingRequest {
  return { query, rawQuery: rawQueryString(request), scope: scopeOf(request) };
}

function listingContext(request: ListingRequest, stores: ListingStores, category?: CategoryRecord): ListingContext {
  const masterSku = request.query.MasterSKU;
  if (masterSku !== undefined) {
    const master = stores.products.findBySku(masterSku, request.scope.locale);
    if (!master || !master.online || master.kind !== 'master') throw productNotFound(masterSku);
    return { master: { id: master.id, sku: master.sku } };
  }
  return { category, searchTerm: searchTermOf(request.query) };
}

function listingInput(request: ListingRequest, stores: ListingStores, category?: CategoryRecord) {
  const { scope } = request;
  const context = listingContext(request, stores, category);
  const definitions = stores.listing.facetDefinitions(scope.locale);
  const selections = readSelections(parseListParameters(request.rawQuery), definitions);
  const { facts, relevance } = stores.listing.collect(context, scope.locale, scope.currency);
  return { context, definitions, selections, facts, relevance };
}

export function productList(request: ListingRequest, stores: ListingStores, category?: CategoryRecord) {
  const { query, scope } = request;
  const { selections, facts, relevance } = listingInput(request, stores, category);
  const offset = query.offset ?? 0;
  const sortKey = normalizeSortKey(query.sortKey);

  const matching = applySelections(facts, selections);
  const sorted = sortListing(matching, sortKey, scope.locale, relevance);
  const page = sorted.slice(offset, query.amount === undefined ? undefined : offset + query.amount);
  const records = stores.products.findByIds(
    page.map(fact => fact.id),
    scope.locale,
  );
  const elements = buildProductLinks(
    records,
    { attrs: parseAttrs(query.attrs ?? []), attributeGroup: query.attributeGroup, categoryUniqueId: category?.uniqueId },
    stores,
    scope,
  );
  return {
    type: 'ResourceCollection',
    name: 'products',
    total: matching.length,
    offset,
    amount: query.amount ?? elements.length,
    ...(sortKey ? { sortKey } : {}),
    elements,
    ...(query.returnSortKeys
      ? { sortableAttributes: sortableAttributes(stores.texts, scope.locale), sortKeys: [...SORT_KEYS] }
      : {}),
  };
}

export function filterNavigation(request: ListingRequest, stores: ListingStores, category?: CategoryRecord) {
  const { scope } = request;
  const { context, definitions, selections, facts } = listingInput(request, stores, category);
  return buildFilterNavigation({
    facts,
    selections,
    definitions,
    context,
    channel: scope.channel,
    locale: scope.locale,
    currency: scope.currency,
    categories: stores.categories,
    valueTexts: stores.listing.facetValueTexts,
    texts: stores.texts,
  });
}
