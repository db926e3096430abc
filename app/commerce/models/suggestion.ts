import { z } from 'zod';

import { idString, lenientNumber, lenientString } from './lenient-scalars';
import { absoluteIcmUrl, type MappingContext } from './mapping-context';

export type SuggestionType = 'product' | 'category' | 'keyword' | 'brand';

export interface Suggestion {
  term: string;
  /** SKU for products, unique id for categories. */
  id?: string;
  hitCount?: number;
  suggestType: SuggestionType;
  imageURL?: string;
}

/** Suggestions start at this many trimmed characters (spec §5). */
export const SUGGEST_MIN_TERM_LENGTH = 2;

const suggestElementSchema = z.looseObject({
  term: lenientString.optional(),
  name: lenientString.optional(),
  /** `SuggestTerm` in old ICM; newer answers may say product/category/keyword/brand. */
  type: lenientString.optional(),
  suggestType: lenientString.optional(),
  id: idString.nullish(),
  hitCount: lenientNumber.optional(),
  imageURL: lenientString.optional(),
});

const namedSchema = z.union([
  z.string().transform(term => ({ term }) as Record<string, unknown>),
  z.looseObject({}),
]);

/**
 * `GET suggest?SearchTerm=`. Accepts the old ICM shape `{elements: [{term, type: 'SuggestTerm'}]}` (terms
 * become keywords), typed elements `{elements: [{term, suggestType, id?, hitCount?, imageURL?}]}`, and the
 * grouped shape of the newest PWA suggestion model:
 * `{keywordSuggestions: string[], products: [{sku, name, imageURL?}], categories: [{uniqueId, name, hitCount?}],
 *   brands: [{brandName, totalCount}]}`.
 */
export const suggestDataSchema = z.looseObject({
  type: lenientString.optional(),
  elements: z.array(suggestElementSchema).nullish(),
  keywordSuggestions: z.array(namedSchema).nullish(),
  keywords: z.array(namedSchema).nullish(),
  products: z.array(namedSchema).nullish(),
  categories: z.array(namedSchema).nullish(),
  brands: z.array(namedSchema).nullish(),
});
export type SuggestData = z.infer<typeof suggestDataSchema>;

function asType(value: string | undefined): SuggestionType {
  const v = value?.toLowerCase();
  if (v === 'product' || v === 'category' || v === 'brand' || v === 'keyword') return v;
  return 'keyword';
}

function text(record: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = lenientString.parse(record[key]);
    if (value) return value;
  }
  return undefined;
}

function suggestion(
  suggestType: SuggestionType,
  term: string | undefined,
  extra: { id?: string; hitCount?: number; imageURL?: string },
  context?: MappingContext
): Suggestion | undefined {
  if (!term) return undefined;
  const result: Suggestion = { term, suggestType };
  if (extra.id) result.id = extra.id;
  if (extra.hitCount !== undefined) result.hitCount = extra.hitCount;
  const image = absoluteIcmUrl(extra.imageURL, context);
  if (image) result.imageURL = image;
  return result;
}

/** Keyword suggestions that are only digits are dropped (spec §5). */
function isUseful(s: Suggestion): boolean {
  return !(s.suggestType === 'keyword' && /^\d+$/.test(s.term.trim()));
}

export function mapSuggestions(data: SuggestData, context?: MappingContext): Suggestion[] {
  const results: (Suggestion | undefined)[] = [];
  for (const e of data.elements ?? []) {
    results.push(
      suggestion(
        asType(e.suggestType ?? e.type),
        e.term ?? e.name,
        { id: e.id ?? undefined, hitCount: e.hitCount, imageURL: e.imageURL },
        context
      )
    );
  }
  for (const k of [...(data.keywordSuggestions ?? []), ...(data.keywords ?? [])]) {
    results.push(suggestion('keyword', text(k, 'term', 'keyword', 'name'), { hitCount: lenientNumber.parse(k.hitCount) }, context));
  }
  for (const p of data.products ?? []) {
    results.push(
      suggestion(
        'product',
        text(p, 'name', 'productName', 'term', 'title'),
        { id: text(p, 'sku', 'id'), imageURL: text(p, 'imageURL', 'image') },
        context
      )
    );
  }
  for (const c of data.categories ?? []) {
    results.push(
      suggestion(
        'category',
        text(c, 'name', 'term'),
        { id: text(c, 'uniqueId', 'id'), hitCount: lenientNumber.parse(c.hitCount ?? c.totalCount), imageURL: text(c, 'imageURL') },
        context
      )
    );
  }
  for (const b of data.brands ?? []) {
    results.push(suggestion('brand', text(b, 'brandName', 'name', 'term'), { hitCount: lenientNumber.parse(b.totalCount ?? b.hitCount) }, context));
  }
  return results.filter((s): s is Suggestion => !!s && isUseful(s));
}
