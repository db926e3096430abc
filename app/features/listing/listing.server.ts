import { data } from 'react-router';
import { commerceErrorResponse } from '~/features/errors/commerce-error-response.server';
import { PAGE_SIZE, type ListingParams } from '~/features/listing/listing-params';
import type { ShopContext } from '~/shop-context.server';

export type ListingSource =
  | { kind: 'category'; categoryId: string }
  | { kind: 'search'; searchTerm: string }
  | { kind: 'master'; masterSKU: string };

/**
 * One page of a product listing with its facets and the prices of the listed products:
 * products and filters are asked for in parallel, prices in one batched call.
 */
export async function loadListing(shop: ShopContext, source: ListingSource, params: ListingParams) {
  const pageSize = PAGE_SIZE[source.kind];
  const query = {
    categoryId: source.kind === 'category' ? source.categoryId : undefined,
    searchTerm: source.kind === 'search' ? source.searchTerm : undefined,
    masterSKU: source.kind === 'master' ? source.masterSKU : undefined,
    filters: params.filters,
  };
  const [listing, filters] = await Promise.all([
    shop.commerce.products.list({ ...query, amount: pageSize, offset: (params.page - 1) * pageSize, sortKey: params.sortKey }),
    shop.commerce.filters.forListing(query),
  ]).catch((error: unknown) => {
    throw commerceErrorResponse(error);
  });
  const pageCount = Math.ceil(listing.itemCount / pageSize);
  if (params.page > 1 && params.page > pageCount) throw data(null, { status: 404 });
  const prices = await shop.commerce.prices.get(listing.products.map((product) => product.sku));
  return {
    products: listing.products,
    itemCount: listing.itemCount,
    sortableAttributes: listing.sortableAttributes,
    filters,
    prices: Object.fromEntries(prices),
    pageCount,
    /** Where the search wants the shopper to go instead, e.g. a landing page for a keyword. */
    redirectUrl: listing.redirectUrl,
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
