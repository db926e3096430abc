import { Link } from 'react-router';
import { listingSearch, pageGroup, PAGE_GROUP_SIZE, type ListingParams } from '~/features/listing/listing-params';
import { useT } from '~/i18n/use-t';

/** Page links in groups of ten, plain links so paging works without JavaScript. */
export function Pagination({
  params,
  pageCount,
  extra,
}: {
  params: ListingParams;
  pageCount: number;
  extra?: Record<string, string>;
}) {
  const t = useT();
  if (pageCount < 2) return null;
  const pages = pageGroup(params.page, pageCount);
  const to = (page: number) => listingSearch({ ...params, page }, extra) || '?';
  return (
    <nav className="pagination" aria-label={t('product.paging.label')}>
      <ul>
        {params.page > 1 && (
          <li>
            <Link to={to(params.page - 1)} rel="prev">
              {t('product.paging.previous.label')}
            </Link>
          </li>
        )}
        {pages[0] > 1 && (
          <li>
            <Link to={to(pages[0] - 1)} aria-label={t('product.paging.page.label', { page: pages[0] - 1 })}>
              …
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {page === params.page ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={to(page)} aria-label={t('product.paging.page.label', { page })}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {pages[pages.length - 1] < pageCount && (
          <li>
            <Link
              to={to(pages[pages.length - 1] + 1)}
              aria-label={t('product.paging.page.label', { page: pages[pages.length - 1] + 1 })}
            >
              …
            </Link>
          </li>
        )}
        {params.page < pageCount && (
          <li>
            <Link to={to(params.page + 1)} rel="next">
              {t('product.paging.next.label')}
            </Link>
          </li>
        )}
      </ul>
      <span className="visually-hidden">{t('product.paging.group.text', { size: PAGE_GROUP_SIZE })}</span>
    </nav>
  );
}
