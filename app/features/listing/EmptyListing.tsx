import { useT } from '~/i18n/use-t';
import { Link } from 'react-router';
import { listingSearch, type ListingParams } from '~/features/listing/listing-params';

/**
 * What a listing page without products says, and the way back: a page beyond the last one links to
 * the first and the last page, a filter selection without matches to the listing without filters.
 */
export function EmptyListing({ params, pageCount, extra }: { params: ListingParams; pageCount: number; extra?: Record<string, string> }) {
  const t = useT();
  if (pageCount > 0 && params.page > pageCount) {
    return (
      <div className="listing-empty" role="status">
        <p>{t('product.listing.beyond_last_page.text', { count: pageCount })}</p>
        <p>
          <Link to={listingSearch({ ...params, page: 1 }, extra)}>{t('product.listing.first_page.link')}</Link>
          {pageCount > 1 && (
            <>
              {' · '}
              <Link to={listingSearch({ ...params, page: pageCount }, extra)}>
                {t('product.listing.last_page.link', { page: pageCount })}
              </Link>
            </>
          )}
        </p>
      </div>
    );
  }
  if (Object.keys(params.filters).length > 0) {
    return (
      <div className="listing-empty" role="status">
        <p>{t('product.listing.no_filter_match.text')}</p>
        <p>
          <Link to={listingSearch({ ...params, filters: {}, page: 1 }, extra)}>{t('search.filter.clear_all.link')}</Link>
        </p>
      </div>
    );
  }
  return (
    <p className="listing-empty" role="status">
      {t('product.listing.empty.text')}
    </p>
  );
}
