import { productPath, categoryPath } from '~/features/catalog/catalog-urls';

/** A suggestion as the search box shows it; `id` is the product SKU or category unique id. */
export interface SuggestionView {
  term: string;
  id?: string;
  suggestType: 'product' | 'category' | 'keyword' | 'brand';
  imageURL?: string;
}

/** Where choosing a suggestion leads (a shop path without locale prefix). */
export function suggestionHref(suggestion: SuggestionView): string {
  if (suggestion.suggestType === 'product' && suggestion.id) return productPath({ sku: suggestion.id, name: suggestion.term });
  if (suggestion.suggestType === 'category' && suggestion.id)
    return categoryPath({ uniqueId: suggestion.id, name: suggestion.term });
  return `/search?${new URLSearchParams({ searchTerm: suggestion.term })}`;
}
