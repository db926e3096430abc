// Building blocks of the routes' request schemas (TypeBox, validated by Fastify's Ajv, which
// coerces query strings to numbers and booleans and single values to arrays). Query schemas leave
// additional properties open: as in ICM, unknown query parameters are ignored.
import { Type } from 'typebox';

const MAX_TEXT_LENGTH = 1000;
const MAX_LIST_ENTRIES = 1000;

/** A resource without query parameters of its own: any given are ignored. */
export const NoQuery = Type.Object({});

export const Text = Type.String({ maxLength: MAX_TEXT_LENGTH });

/** A parameter that may be repeated (`sku=a&sku=b`); a single value arrives as a one-entry list. */
export const TextList = Type.Array(Text, { maxItems: MAX_LIST_ENTRIES });

export function WholeNumber(minimum: number, maximum?: number) {
  return Type.Integer(maximum === undefined ? { minimum } : { minimum, maximum });
}

/** Paging of collections. */
export const PagingQuery = {
  offset: Type.Optional(WholeNumber(0)),
  amount: Type.Optional(WholeNumber(0, MAX_LIST_ENTRIES)),
};

/** ICM accepts the search term in both spellings; its length is normalised, not refused. */
export const SearchTermQuery = {
  searchTerm: Type.Optional(Type.String()),
  SearchTerm: Type.Optional(Type.String()),
};

export const SkuParams = Type.Object({ sku: Text });
