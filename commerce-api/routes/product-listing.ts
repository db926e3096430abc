// Product lists and filter navigations of a category, a search or a master: the request
// parameters they share and the answers they give.
import type { FastifyRequest } from 'fastify';

import type { CatalogServices, RequestScope } from '../domain/catalog-services';
import type { CategoryRecord } from '../domain/category-store';
import { buildFilterNavigation } from '../domain/facets';
import { applySelections, type ListingContext, readSelections } from '../domain/listing';
import { buildProductLinks, parseAttrs } from '../domain/product-links';
import { normalizeSortKey, SORT_KEYS, sortableAttributes, sortListing } from '../domain/sorting';
import { notFound } from '../http/icm-errors';
import {
  booleanParameter,
  integerParameter,
  parseListParameters,
  rawQueryString,
  stringListParameter,
  stringParameter,
} from '../http/query-parameters';

const MAX_AMOUNT = 1000;

export function scopeOf(request: FastifyRequest): RequestScope {
  const { channel, locale, currency } = request.icm;
  return { channel, locale, currency };
}

export function productNotFound(sku: string) {
  return notFound('product.not_found.error', `The product with SKU '${sku}' could not be found.`);
}

function searchTermOf(query: unknown): string | undefined {
  const term = stringParameter(query, 'searchTerm') ?? stringParameter(query, 'SearchTerm');
  return term !== undefined && term.trim() !== '' ? term : undefined;
}

export function listingContext(
  request: FastifyRequest,
  services: CatalogServices,
  category?: CategoryRecord,
): ListingContext {
  const masterSku = stringParameter(request.query, 'MasterSKU');
  if (masterSku !== undefined) {
    const master = services.products.findBySku(masterSku, request.icm.locale);
    if (!master || !master.online || master.kind !== 'master') throw productNotFound(masterSku);
    return { master: { id: master.id, sku: master.sku } };
  }
  return { category, searchTerm: searchTermOf(request.query) };
}

function listingInput(request: FastifyRequest, services: CatalogServices, category?: CategoryRecord) {
  const scope = scopeOf(request);
  const context = listingContext(request, services, category);
  const definitions = services.listing.facetDefinitions(scope.locale);
  const selections = readSelections(parseListParameters(rawQueryString(request)), definitions);
  const { facts, relevance } = services.listing.collect(context, scope.locale, scope.currency);
  return { scope, context, definitions, selections, facts, relevance };
}

export function productList(request: FastifyRequest, services: CatalogServices, category?: CategoryRecord) {
  const { scope, selections, facts, relevance } = listingInput(request, services, category);
  const query = request.query;
  const amount = integerParameter(query, 'amount', { min: 0, max: MAX_AMOUNT });
  const offset = integerParameter(query, 'offset', { min: 0 }) ?? 0;
  const sortKey = normalizeSortKey(stringParameter(query, 'sortKey'));

  const matching = applySelections(facts, selections);
  const sorted = sortListing(matching, sortKey, scope.locale, relevance);
  const page = sorted.slice(offset, amount === undefined ? undefined : offset + amount);
  const records = services.products.findByIds(
    page.map(fact => fact.id),
    scope.locale,
  );
  const elements = buildProductLinks(
    records,
    {
      attrs: parseAttrs(stringListParameter(query, 'attrs')),
      attributeGroup: stringParameter(query, 'attributeGroup'),
      categoryUniqueId: category?.uniqueId,
    },
    services,
    scope,
  );
  return {
    type: 'ResourceCollection',
    name: 'products',
    total: matching.length,
    offset,
    amount: amount ?? elements.length,
    ...(sortKey ? { sortKey } : {}),
    elements,
    ...(booleanParameter(query, 'returnSortKeys')
      ? { sortableAttributes: sortableAttributes(services.texts, scope.locale), sortKeys: [...SORT_KEYS] }
      : {}),
  };
}

export function filterNavigation(request: FastifyRequest, services: CatalogServices, category?: CategoryRecord) {
  const { scope, context, definitions, selections, facts } = listingInput(request, services, category);
  return buildFilterNavigation({
    facts,
    selections,
    definitions,
    context,
    channel: scope.channel,
    locale: scope.locale,
    currency: scope.currency,
    categories: services.categories,
    valueTexts: services.facetValueTexts,
    texts: services.texts,
  });
}
