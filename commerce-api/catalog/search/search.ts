// Full-text product search over the accent-folded FTS5 index, ranked by bm25 with
// name and SKU weighing most; exact and prefix SKU matches rank above every text match.
// Warranties are services offered with products, not catalogue items: search never finds them.
// Terms reach it normalised (see search-term.ts), so a hostile term cannot make a huge query.
import type { Db } from '../../db/open-database';
import { foldedWords } from './text-folding';

// bm25 column weights in index column order: name, sku, manufacturer, short, long, attributes
const COLUMN_WEIGHTS = '10.0, 8.0, 4.0, 2.0, 1.0, 1.5';
const EXACT_SKU_BOOST = 1000;
const EXACT_MANUFACTURER_SKU_BOOST = 800;
const SKU_PREFIX_BOOST = 100;
const MIN_SKU_PREFIX_LENGTH = 3;

/** Full-text rows of one locale lie in their own rowid range, so a search only reads its locale. */
export const LOCALE_ROWID_SPAN = 100_000_000;

export function searchRowid(localeIndex: number, productId: number): number {
  return localeIndex * LOCALE_ROWID_SPAN + productId;
}

export interface SearchHit {
  productId: number;
  /** Higher is more relevant. */
  score: number;
  /** The term is the product's own SKU. */
  exactSku: boolean;
}

/** FTS5 query: every word must occur, the last one as a prefix. Null when the term has no words. */
export function buildMatchExpression(term: string): string | null {
  const words = foldedWords(term);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `"${word}"*` : `"${word}"`)).join(' AND ');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, character => `\\${character}`);
}

export function createProductSearch(db: Db) {
  const localeIndex = db.prepare('SELECT position FROM locales WHERE code = ?').pluck();
  const textMatches = db.prepare(`SELECT product_id AS productId, bm25(product_search, ${COLUMN_WEIGHTS}) AS rank
    FROM product_search WHERE product_search MATCH ? AND rowid >= ? AND rowid < ?
      AND product_id NOT IN (SELECT id FROM products WHERE kind = 'warranty')`);
  const skuPrefixMatches = db.prepare(`SELECT id, sku FROM products WHERE sku LIKE ? ESCAPE '\\' AND kind <> 'warranty'`);
  const exactSkuMatches = db.prepare(`SELECT id, sku FROM products WHERE sku = ? COLLATE NOCASE AND kind <> 'warranty'
    UNION SELECT id, sku FROM products WHERE manufacturer_sku = ? COLLATE NOCASE AND kind <> 'warranty'`);

  /** All products whose texts or SKUs match the term, most relevant first. */
  function search(term: string, locale: string): SearchHit[] {
    const scores = new Map<number, number>();
    const expression = buildMatchExpression(term);
    const index = localeIndex.get(locale) as number | undefined;
    if (expression && index !== undefined) {
      const from = searchRowid(index, 0);
      for (const row of textMatches.all(expression, from, from + LOCALE_ROWID_SPAN) as { productId: number; rank: number }[]) {
        scores.set(row.productId, -row.rank);
      }
    }
    const trimmed = term.trim();
    const lower = trimmed.toLowerCase();
    const exactSkuIds = new Set<number>();
    const boost = (id: number, amount: number) => scores.set(id, (scores.get(id) ?? 0) + amount);
    if (trimmed.length > 0) {
      for (const row of exactSkuMatches.all(trimmed, trimmed) as { id: number; sku: string }[]) {
        const exact = row.sku.toLowerCase() === lower;
        if (exact) exactSkuIds.add(row.id);
        boost(row.id, exact ? EXACT_SKU_BOOST : EXACT_MANUFACTURER_SKU_BOOST);
      }
    }
    // prefixes of SKUs only for terms that look like SKUs, so "cam" finds cameras before SKUs "CAM-..."
    if (trimmed.length >= MIN_SKU_PREFIX_LENGTH && /\d/.test(trimmed)) {
      for (const row of skuPrefixMatches.all(`${escapeLike(trimmed)}%`) as { id: number; sku: string }[]) {
        if (row.sku.toLowerCase() !== lower) boost(row.id, SKU_PREFIX_BOOST);
      }
    }
    return [...scores.entries()]
      .map(([productId, score]) => ({ productId, score, exactSku: exactSkuIds.has(productId) }))
      .sort((a, b) => b.score - a.score || a.productId - b.productId);
  }

  return { search };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
