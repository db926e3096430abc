import { ProductTile } from '~/features/listing/ProductTile';
import { EmptyListing } from '~/features/listing/EmptyListing';
import { FilterNavigation } from '~/features/listing/FilterNavigation';
import { ListingToolbar } from '~/features/listing/ListingToolbar';
import type { ListingParams } from '~/features/listing/listing-params';
import type { ListingData } from '~/features/listing/listing.server';
import { Pagination } from '~/features/listing/Pagination';
import { useT } from '~/i18n/use-t';

/**
 * Filters, sorting, view switch, the products of one page and the page links. Its tiles carry
 * "Add to basket" forms that post to the page: every route showing a listing exports the basket action.
 */
export function ProductListing({
  listing,
  params,
  categoryId,
  extra,
}: {
  listing: ListingData;
  params: ListingParams;
  categoryId?: string;
  extra?: Record<string, string>;
}) {
  const t = useT();
  return (
    <div className="product-listing-layout">
      {/* On a category page the sub-category navigation stands for the category facet. */}
      <FilterNavigation
        filters={categoryId ? listing.filters.filter((filter) => filter.selectionType !== 'taxonomic') : listing.filters}
        params={params}
        extra={extra}
      />
      <section className="product-listing" aria-label={t('product.listing.label')}>
        <ListingToolbar params={params} sortKeys={listing.sortableAttributes} itemCount={listing.itemCount} extra={extra} />
        {listing.products.length === 0 ? (
          <EmptyListing params={params} pageCount={listing.pageCount} extra={extra} />
        ) : (
          <ul className={`product-list product-list-${params.view}`}>
            {listing.products.map((product) => (
              <li key={product.sku}>
                <ProductTile product={product} prices={listing.prices[product.sku]} categoryId={categoryId} view={params.view} addToBasket compare />
              </li>
            ))}
          </ul>
        )}
        <Pagination params={params} pageCount={listing.pageCount} extra={extra} />
      </section>
    </div>
  );
}
