// Search suggestions as the shopper types.
import type { Transport } from './icm-transport.server';
import { mapSuggestions, SUGGEST_MIN_TERM_LENGTH, suggestDataSchema, type Suggestion } from './models/suggestion';

export function createSearchResource(t: Transport) {
  return {
    /** Suggestions for a term; none (and no call) below 2 trimmed characters (spec §5). */
    async suggest(term: string): Promise<Suggestion[]> {
      const trimmed = term.trim();
      if (trimmed.length < SUGGEST_MIN_TERM_LENGTH) return [];
      const data = await t.request('suggest', { cacheable: true, schema: suggestDataSchema, query: { SearchTerm: trimmed } });
      return mapSuggestions(data, t.mapping);
    },
  };
}

export type SearchResource = ReturnType<typeof createSearchResource>;
