// Search terms as the search reads them. SQLite calls block the whole API while they run, so a
// hostile term (one word repeated thousands of times) is cut down before it reaches the index.

export const MAX_SEARCH_TERM_LENGTH = 200;
export const MAX_SEARCH_TERM_WORDS = 10;

/** ICM accepts the term as `searchTerm` and as `SearchTerm`. */
export interface SearchTermQuery {
  searchTerm?: string;
  SearchTerm?: string;
}

/** The term without repeated words (compared case-insensitively), at most 10 words and 200 characters. */
export function normalizeSearchTerm(term: string): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of term.split(/\s+/)) {
    if (words.length === MAX_SEARCH_TERM_WORDS) break;
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words.join(' ').slice(0, MAX_SEARCH_TERM_LENGTH).trim();
}

/** The normalised term of a request, or undefined when it has none. */
export function searchTermOf(query: SearchTermQuery): string | undefined {
  const term = normalizeSearchTerm(query.searchTerm ?? query.SearchTerm ?? '');
  return term === '' ? undefined : term;
}
