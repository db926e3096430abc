// What the quick order suggests while the shopper types an item number: the product lookup's hits
// (masters excluded, duplicates removed, an exact manufacturer SKU alone), only what a suggestion shows.
import { isCommerceError } from '~/commerce/errors';
import type { ShopContext } from '~/http/shop-context.server';
import type { LookupSuggestion } from './lookup-suggestion';

/** As many as the search box suggests (shopping-core §9). */
const MAX_SUGGESTIONS = 12;
const MAX_TERM_LENGTH = 256;

export async function lookupSuggestions(shop: ShopContext, typed: string): Promise<LookupSuggestion[]> {
  const term = typed.trim();
  if (term.length < 2 || term.length > MAX_TERM_LENGTH) return [];
  const hits = await shop.commerce.products.lookup(term).catch((error: unknown) => {
    if (isCommerceError(error)) return [];
    throw error;
  });
  return hits.slice(0, MAX_SUGGESTIONS).map((product) => ({
    sku: product.sku,
    name: product.name,
    ...(product.manufacturerSKU ? { manufacturerSKU: product.manufacturerSKU } : {}),
  }));
}
