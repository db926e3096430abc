// The store finder's search (business-and-integration §2.7): the GET form's query — country code,
// city, postal code — read into the parameters of ICM's `stores` call. Anything unusable is left out
// rather than refused: a country that is no two-letter code, a value too long, control characters.
export const STORE_FINDER_PATH = '/store-finder';

/** ICM's own limit for the search texts the bundled API takes. */
export const MAX_SEARCH_LENGTH = 100;

export interface StoreSearch {
  countryCode?: string;
  city?: string;
  postalCode?: string;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const CONTROL = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/** One text of the query: trimmed, single spaces, without control characters; undefined when empty or too long. */
function searchText(value: string | null): string | undefined {
  const text = (value ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return text && text.length <= MAX_SEARCH_LENGTH ? text : undefined;
}

/** The search a store finder URL asks for (only the parameters given). */
export function parseStoreSearch(query: URLSearchParams): StoreSearch {
  const search: StoreSearch = {};
  const country = searchText(query.get('countryCode'));
  if (country && COUNTRY_CODE.test(country)) search.countryCode = country.toUpperCase();
  const city = searchText(query.get('city'));
  if (city) search.city = city;
  const postalCode = searchText(query.get('postalCode'));
  if (postalCode) search.postalCode = postalCode;
  return search;
}

/** Whether the search narrows the list at all. */
export const isSearching = (search: StoreSearch) => !!(search.countryCode || search.city || search.postalCode);
