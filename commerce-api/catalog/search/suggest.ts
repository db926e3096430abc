// Search suggestions: keywords, brands, categories and products for the start of a search term.
import type { Db } from '../../db/open-database';
import { BRAND_FACET } from '../listing/catalog-index';
import type { CatalogSnapshots } from '../listing/catalog-snapshot';
import type { CategoryStore } from '../categories/category-store';
import { categoryUri, productImageUrl, productUri } from '../icm-uris';
import type { RequestScope } from '../request-scope';
import type { ProductSearch } from './search';
import { foldedWords } from './text-folding';

export const SUGGESTED_PRODUCTS = 12;
const SUGGESTED_KEYWORDS = 10;
const SUGGESTED_BRANDS = 5;
const SUGGESTED_CATEGORIES = 5;
const SUGGEST_IMAGE_TYPE = 'S';

/** Whether a text has a word starting with the folded query (which may span words). */
function startsAWord(text: string, foldedQuery: string): boolean {
  const words = foldedWords(text).join(' ');
  return words.startsWith(foldedQuery) || words.includes(` ${foldedQuery}`);
}

/** Top hits looked at for product suggestions; enough for 12 listable products in practice. */
const PRODUCT_HITS_READ = SUGGESTED_PRODUCTS * 4;

export function createSuggestions(db: Db, productSearch: ProductSearch, snapshots: CatalogSnapshots, categoryStore: CategoryStore) {
  const terms = db.prepare(`SELECT term, source, hit_count AS hitCount FROM suggest_terms
    WHERE locale = @locale AND folded >= @from AND folded < @to
    ORDER BY source = 'keyword' DESC, hit_count DESC, term LIMIT @limit`);
  const listable = db.prepare(`SELECT p.id, p.sku, t.name, t.short_description AS shortDescription,
      (SELECT view_id FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) AS view
    FROM products p JOIN product_texts t ON t.product_id = p.id AND t.locale = @locale
    WHERE p.id IN (SELECT value FROM json_each(@ids)) AND p.online = 1
      AND (p.kind <> 'variation' OR p.id IN (SELECT value FROM json_each(@ownSkuIds)))`);

  return function suggest(searchTerm: string, scope: RequestScope) {
    const folded = foldedWords(searchTerm).join(' ');
    if (folded === '') return { type: 'SuggestTerms', name: 'suggest', elements: [], brands: [], categories: [], products: [] };
    const { locale, channel } = scope;

    const seen = new Set<string>();
    const keywordRows = terms.all({
      locale,
      from: folded,
      to: `${folded}\uffff`,
      limit: SUGGESTED_KEYWORDS * 3,
    }) as { term: string; source: string; hitCount: number }[];
    const keywords = keywordRows
      .filter(row => {
        const key = foldedWords(row.term).join(' ');
        return seen.has(key) ? false : (seen.add(key), true);
      })
      .slice(0, SUGGESTED_KEYWORDS)
      .map(row => ({ type: 'SuggestTerm', suggestType: 'keyword', term: row.term, hitCount: row.hitCount }));

    const snapshot = snapshots.current();
    const brandCounts = new Map<string, number>();
    for (const id of snapshot.listableIds) {
      for (const brand of snapshot.products.get(id)?.facetValues.get(BRAND_FACET) ?? []) {
        if (startsAWord(brand, folded)) brandCounts.set(brand, (brandCounts.get(brand) ?? 0) + 1);
      }
    }
    const brandSuggestions = [...brandCounts]
      .map(([brand, hitCount]) => ({ brand, hitCount }))
      .sort((a, b) => b.hitCount - a.hitCount || a.brand.localeCompare(b.brand))
      .slice(0, SUGGESTED_BRANDS)
      .map(row => ({
        type: 'SuggestTerm',
        suggestType: 'brand',
        term: row.brand,
        id: row.brand,
        hitCount: row.hitCount,
        brandName: row.brand,
        totalCount: row.hitCount,
      }));

    const categorySuggestions = categoryStore
      .tree(locale)
      .all.filter(category => category.subtreeOnlineProducts > 0 && startsAWord(category.name, folded))
      .slice(0, SUGGESTED_CATEGORIES)
      .map(category => ({
        type: 'SuggestTerm',
        suggestType: 'category',
        term: category.name,
        name: category.name,
        id: category.uniqueId,
        uniqueId: category.uniqueId,
        hitCount: category.subtreeOnlineProducts,
        categoryRef: category.categoryRef,
        uri: categoryUri(channel, category.uniqueId),
      }));

    const hits = productSearch.search(searchTerm, locale).slice(0, PRODUCT_HITS_READ);
    const rows = new Map(
      (
        listable.all({
          locale,
          ids: JSON.stringify(hits.map(hit => hit.productId)),
          // a variation is suggested only when the term is its own SKU
          ownSkuIds: JSON.stringify(hits.filter(hit => hit.exactSku).map(hit => hit.productId)),
        }) as {
          id: number;
          sku: string;
          name: string;
          shortDescription: string;
          view: string | null;
        }[]
      ).map(row => [row.id, row]),
    );
    const products = hits
      .map(hit => rows.get(hit.productId))
      .filter((row): row is NonNullable<typeof row> => row !== undefined)
      .slice(0, SUGGESTED_PRODUCTS)
      .map(row => ({
        type: 'SuggestTerm',
        suggestType: 'product',
        term: row.name,
        name: row.name,
        id: row.sku,
        sku: row.sku,
        description: row.shortDescription,
        hitCount: 1,
        uri: productUri(channel, row.sku),
        ...(row.view ? { imageURL: productImageUrl(scope, SUGGEST_IMAGE_TYPE, row.sku, row.view) } : {}),
      }));

    return {
      type: 'SuggestTerms',
      name: 'suggest',
      // keyword suggestions in ICM's SuggestTerms list, which older clients read as the only one
      elements: keywords,
      brands: brandSuggestions,
      categories: categorySuggestions,
      products,
    };
  };
}

export type Suggestions = ReturnType<typeof createSuggestions>;
