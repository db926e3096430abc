// The product set behind a product list or a filter navigation: the products of a category
// subtree, of a search or of a master, narrowed by facet selections.
//
// Facet selections are OR within one facet and AND across facets. A facet's counts are taken
// over the products that pass every selection except the facet's own.
import { BRAND_FACET, CATEGORY_FACET, PRICE_FACET, STOCK_FACET } from './catalog-index';
import type { CatalogSnapshots, FacetValueText, ListingFact } from './catalog-snapshot';
import type { CategoryRecord } from '../categories/category-store';
import type { ProductSearch } from '../search/search';

export { BRAND_FACET, CATEGORY_FACET, PRICE_FACET, STOCK_FACET };
export type { ListingFact };

/** Query parameter that selects categories (unique ids) without moving the list into a category path. */
export const CATEGORY_PARAMETER = 'category';

export interface ListingContext {
  category?: CategoryRecord;
  searchTerm?: string;
  master?: { id: number; sku: string };
}

/** The products of a context; a search also gives each product its relevance. */
export interface ListingProducts {
  facts: ListingFact[];
  relevance?: Map<number, number>;
}

/** Facet id -> selected value keys. */
export type Selections = Map<string, Set<string>>;

export interface FacetDefinition {
  id: string;
  kind: 'category' | 'brand' | 'price' | 'attribute' | 'variation' | 'stock';
  position: number;
  displayType: string;
  selectionType: string;
  name: string;
}

export function createListingEngine(productSearch: ProductSearch, snapshots: CatalogSnapshots) {
  /** The products of a context, in catalogue order. */
  function collect(context: ListingContext, locale: string, currency: string): ListingProducts {
    const snapshot = snapshots.current();
    const facts = snapshot.factsFor(locale, currency);
    const factsOf = (ids: number[]) => ids.map(id => facts.get(id)).filter((fact): fact is ListingFact => fact !== undefined);
    if (context.master) return { facts: factsOf(snapshot.variationsByMaster.get(context.master.id) ?? []) };

    const categoryMembers = context.category ? (snapshot.categoryMembers.get(context.category.id) ?? []) : undefined;
    if (context.searchTerm === undefined) return { facts: factsOf(categoryMembers ?? snapshot.listableIds) };

    const inCategory = categoryMembers && new Set(categoryMembers);
    const hits = productSearch.search(context.searchTerm, locale);
    // a variation searched by its own SKU lists itself instead of its master, so a one-hit search
    // leads to it; any other matching variation lists as its master
    const ownSkuMasters = new Set<number>();
    for (const hit of hits) {
      const product = snapshot.products.get(hit.productId);
      if (hit.exactSku && product?.kind === 'variation' && product.masterId !== null) ownSkuMasters.add(product.masterId);
    }
    const relevance = new Map<number, number>();
    for (const hit of hits) {
      const product = snapshot.products.get(hit.productId);
      if (!product) continue;
      const listedId = product.kind !== 'variation' || hit.exactSku ? product.id : product.masterId;
      const memberId = product.kind === 'variation' ? product.masterId : product.id;
      if (listedId === null || memberId === null || ownSkuMasters.has(listedId)) continue;
      if (!snapshot.products.has(memberId) || (inCategory && !inCategory.has(memberId))) continue;
      relevance.set(listedId, Math.max(relevance.get(listedId) ?? -Infinity, hit.score));
    }
    return { facts: factsOf([...relevance.keys()]), relevance };
  }

  return {
    collect,
    facetDefinitions: (locale: string) => snapshots.current().facetDefinitions(locale),
    facetValueTexts: (facetId: string, locale: string) =>
      snapshots.current().facetValueTexts(locale).get(facetId) ?? new Map<string, FacetValueText>(),
  };
}

export type ListingEngine = ReturnType<typeof createListingEngine>;

/** The values a product has for a facet. */
export function factValues(fact: ListingFact, facetId: string): Iterable<string> {
  switch (facetId) {
    case CATEGORY_FACET:
      return fact.categoryUniqueIds;
    case PRICE_FACET:
      return fact.priceRangeKey === null ? [] : [fact.priceRangeKey];
    case STOCK_FACET:
      return [String(fact.inStock)];
    default:
      return fact.facetValues.get(facetId) ?? [];
  }
}

/** How many products have each value of a facet. */
export function countValues(facts: ListingFact[], facetId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const fact of facts) {
    for (const value of factValues(fact, facetId)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

export function factHasValue(fact: ListingFact, facetId: string, value: string): boolean {
  switch (facetId) {
    case CATEGORY_FACET:
      return fact.categoryUniqueIds.has(value);
    case PRICE_FACET:
      return fact.priceRangeKey === value;
    case STOCK_FACET:
      return String(fact.inStock) === value;
    default:
      return fact.facetValues.get(facetId)?.has(value) ?? false;
  }
}

/** Products passing every selection, optionally ignoring one facet's own selection. */
export function applySelections(facts: ListingFact[], selections: Selections, exceptFacet?: string): ListingFact[] {
  const active = [...selections.entries()].filter(([facetId, values]) => facetId !== exceptFacet && values.size > 0);
  if (active.length === 0) return facts;
  return facts.filter(fact =>
    active.every(([facetId, values]) => [...values].some(value => factHasValue(fact, facetId, value))),
  );
}

/** Facet selections from the query parameters, for the facets that exist. */
export function readSelections(parameters: Map<string, string[]>, definitions: FacetDefinition[]): Selections {
  const selections: Selections = new Map();
  const add = (facetId: string, values: string[] | undefined) => {
    if (!values || values.length === 0) return;
    const selected = selections.get(facetId) ?? new Set<string>();
    for (const value of values) selected.add(value);
    selections.set(facetId, selected);
  };
  for (const definition of definitions) add(definition.id, parameters.get(definition.id));
  add(CATEGORY_FACET, parameters.get(CATEGORY_PARAMETER));
  return selections;
}
