// An in-memory copy of what product lists sort, filter and count by, for every online product.
// It is reloaded whenever the catalogue revision (moved on by triggers on every write to the
// underlying tables) differs from the one it was loaded at, so it is never stale.
import type { Db } from '../../db/open-database';
import type { FacetDefinition } from './listing';
import { priceRangeOf } from './price-ranges';

export interface FacetValueText {
  displayValue: string;
  mappedType: string | null;
  mappedValue: string | null;
  position: number;
}

export interface SnapshotProduct {
  id: number;
  sku: string;
  kind: string;
  position: number;
  createdAt: string;
  masterId: number | null;
  names: Map<string, string>;
  saleGrossCents: Map<string, number>;
  inStock: boolean;
  facetValues: Map<string, Set<string>>;
  categoryUniqueIds: Set<string>;
}

/** What a product list sorts, filters and counts by, in one locale and currency. */
export interface ListingFact {
  id: number;
  sku: string;
  position: number;
  name: string;
  createdAt: string;
  priceGrossCents: number | null;
  priceRangeKey: string | null;
  inStock: boolean;
  facetValues: Map<string, Set<string>>;
  categoryUniqueIds: Set<string>;
}

export interface CatalogSnapshot {
  revision: number;
  /** Online products, variations included. */
  products: Map<number, SnapshotProduct>;
  /** Online products that lists show (no variations, no warranties), in catalogue order. */
  listableIds: number[];
  /** Listable products of each category subtree, in catalogue order. */
  categoryMembers: Map<number, number[]>;
  /** Online variations of each master, in catalogue order. */
  variationsByMaster: Map<number, number[]>;
  /** The listing facts of every online product, made once per locale and currency. */
  factsFor(locale: string, currency: string): Map<number, ListingFact>;
  /** Facets in display order with their names. */
  facetDefinitions(locale: string): FacetDefinition[];
  /** Display texts of facet values: facet id -> value key -> text. */
  facetValueTexts(locale: string): Map<string, Map<string, FacetValueText>>;
}

/** A value computed once per key and kept for the life of the snapshot. */
function memoized<T>(compute: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return key => {
    if (!values.has(key)) values.set(key, compute(key));
    return values.get(key) as T;
  };
}

function listingFacts(products: Map<number, SnapshotProduct>, locale: string, currency: string): Map<number, ListingFact> {
  const facts = new Map<number, ListingFact>();
  for (const product of products.values()) {
    const priceGrossCents = product.saleGrossCents.get(currency) ?? null;
    facts.set(product.id, {
      id: product.id,
      sku: product.sku,
      position: product.position,
      name: product.names.get(locale) ?? product.sku,
      createdAt: product.createdAt,
      priceGrossCents,
      priceRangeKey: priceGrossCents === null ? null : priceRangeOf(priceGrossCents).key,
      inStock: product.inStock,
      facetValues: product.facetValues,
      categoryUniqueIds: product.categoryUniqueIds,
    });
  }
  return facts;
}

export function createCatalogSnapshots(db: Db) {
  const revision = db.prepare('SELECT revision FROM catalog_revision WHERE id = 1').pluck();
  const products = db.prepare(`SELECT p.id, p.sku, p.kind, p.position, p.created_at AS createdAt,
      p.master_id AS masterId, a.in_stock AS inStock
    FROM products p JOIN product_availability a ON a.product_id = p.id
    WHERE p.online = 1 ORDER BY p.position`);
  const names = db.prepare('SELECT product_id AS productId, locale, name FROM product_texts');
  const prices = db.prepare(`SELECT product_id AS productId, currency, gross_cents AS grossCents FROM product_prices
    WHERE price_type = 'sale' AND min_quantity = 1`);
  const facetValues = db.prepare('SELECT product_id AS productId, facet_id AS facetId, value_key AS valueKey FROM product_facet_values');
  const definitions = db.prepare(`SELECT d.id, d.kind, d.position, d.display_type AS displayType,
      d.selection_type AS selectionType, t.name
    FROM facet_definitions d JOIN facet_definition_texts t ON t.facet_id = d.id AND t.locale = ?
    ORDER BY d.position`);
  const valueTexts = db.prepare(`SELECT facet_id AS facetId, value_key AS valueKey, display_value AS displayValue,
      mapped_type AS mappedType, mapped_value AS mappedValue, position
    FROM facet_value_texts WHERE locale = ?`);
  const closure = db.prepare(`SELECT closure.product_id AS productId, closure.category_id AS categoryId, c.unique_id AS uniqueId
    FROM product_category_closure closure JOIN categories c ON c.id = closure.category_id`);

  function load(currentRevision: number): CatalogSnapshot {
    const byId = new Map<number, SnapshotProduct>();
    const listableIds: number[] = [];
    const variationsByMaster = new Map<number, number[]>();
    for (const row of products.all() as (Pick<SnapshotProduct, 'id' | 'sku' | 'kind' | 'position' | 'createdAt' | 'masterId'> & {
      inStock: number;
    })[]) {
      byId.set(row.id, {
        ...row,
        inStock: row.inStock === 1,
        names: new Map(),
        saleGrossCents: new Map(),
        facetValues: new Map(),
        categoryUniqueIds: new Set(),
      });
      if (row.kind === 'variation') {
        if (row.masterId !== null) variationsByMaster.set(row.masterId, [...(variationsByMaster.get(row.masterId) ?? []), row.id]);
      } else if (row.kind !== 'warranty') {
        listableIds.push(row.id);
      }
    }
    for (const row of names.all() as { productId: number; locale: string; name: string }[]) {
      byId.get(row.productId)?.names.set(row.locale, row.name);
    }
    for (const row of prices.all() as { productId: number; currency: string; grossCents: number }[]) {
      byId.get(row.productId)?.saleGrossCents.set(row.currency, row.grossCents);
    }
    for (const row of facetValues.all() as { productId: number; facetId: string; valueKey: string }[]) {
      const product = byId.get(row.productId);
      if (!product) continue;
      const values = product.facetValues.get(row.facetId) ?? new Set<string>();
      values.add(row.valueKey);
      product.facetValues.set(row.facetId, values);
    }
    const categoriesOfProduct = new Map<number, number[]>();
    for (const row of closure.all() as { productId: number; categoryId: number; uniqueId: string }[]) {
      const product = byId.get(row.productId);
      if (!product) continue;
      product.categoryUniqueIds.add(row.uniqueId);
      categoriesOfProduct.set(row.productId, [...(categoriesOfProduct.get(row.productId) ?? []), row.categoryId]);
    }
    const categoryMembers = new Map<number, number[]>();
    for (const id of listableIds) {
      for (const categoryId of categoriesOfProduct.get(id) ?? []) {
        categoryMembers.set(categoryId, [...(categoryMembers.get(categoryId) ?? []), id]);
      }
    }
    const facts = memoized(key => {
      const [locale, currency] = key.split('|');
      return listingFacts(byId, locale, currency);
    });
    return {
      revision: currentRevision,
      products: byId,
      listableIds,
      categoryMembers,
      variationsByMaster,
      factsFor: (locale, currency) => facts(`${locale}|${currency}`),
      facetDefinitions: memoized(locale => definitions.all(locale) as FacetDefinition[]),
      facetValueTexts: memoized(locale => {
        const byFacet = new Map<string, Map<string, FacetValueText>>();
        for (const row of valueTexts.all(locale) as (FacetValueText & { facetId: string; valueKey: string })[]) {
          const texts = byFacet.get(row.facetId) ?? new Map<string, FacetValueText>();
          texts.set(row.valueKey, row);
          byFacet.set(row.facetId, texts);
        }
        return byFacet;
      }),
    };
  }

  let snapshot: CatalogSnapshot | undefined;
  return {
    current(): CatalogSnapshot {
      const currentRevision = revision.get() as number;
      if (!snapshot || snapshot.revision !== currentRevision) snapshot = load(currentRevision);
      return snapshot;
    },
  };
}

export type CatalogSnapshots = ReturnType<typeof createCatalogSnapshots>;
