import type { ProductListing } from '~/commerce/models/product-listing';
import { toProductCard } from '~/features/catalog/product-views';
import { primary, secondary } from '~/http/commerce-boundary.server';
import { PAGE_SIZE, type ListingParams } from '~/features/listing/listing-params';
import type { ShopContext } from '~/http/shop-context.server';

export type ListingSource =
  | { kind: 'category'; categoryId: string }
  | { kind: 'search'; searchTerm: string }
  | { kind: 'master'; masterSKU: string };

/**
 * One page of a product listing with its facets and the prices of the listed products: products and
 * filters are asked for in parallel, prices in one batched call. The products are the listing's
 * primary data; facets and prices degrade (no filters, the unavailable-price text). A page beyond
 * the last one comes back empty with `pageCount` telling how many there are.
 */
export async function loadListing(shop: ShopContext, source: ListingSource, params: ListingParams) {
  const pageSize = PAGE_SIZE[source.kind];
  const query = {
    categoryId: source.kind === 'category' ? source.categoryId : undefined,
    searchTerm: source.kind === 'search' ? source.searchTerm : undefined,
    masterSKU: source.kind === 'master' ? source.masterSKU : undefined,
    filters: params.filters,
  };
  const page = (number: number): Promise<ProductListing> =>
    shop.commerce.products.list({ ...query, amount: pageSize, offset: (number - 1) * pageSize, sortKey: params.sortKey });
  const [listing, filters] = await Promise.all([
    primary(page(params.page)),
    secondary(shop, 'filters', shop.commerce.filters.forListing(query), []),
  ]);
  const pageCount = Math.ceil(listing.itemCount / pageSize);
  const prices = await shop.commerce.prices.get(listing.products.map((product) => product.sku));
  return {
    products: listing.products.map(toProductCard),
    itemCount: listing.itemCount,
    sortableAttributes: listing.sortableAttributes,
    filters,
    prices: Object.fromEntries(prices),
    page: params.page,
    pageCount,
    /** Where the search wants the shopper to go instead, e.g. a landing page for a keyword. */
    redirectUrl: listing.redirectUrl,
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;

/** The page asked for lies beyond the listing's last page. */
export function isBeyondLastPage(listing: Pick<ListingData, 'page' | 'pageCount'>): boolean {
  return listing.page > Math.max(1, listing.pageCount);
}
