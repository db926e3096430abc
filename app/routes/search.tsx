import { useT } from '~/i18n/use-t';
import { data } from 'react-router';
import type { Route } from './+types/search';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { ProductListing } from '~/features/listing/ProductListing';
import { loadSearchPage } from '~/features/search/search-page.server';
import { pageMeta } from '~/features/seo/page-meta';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';
import { basketAction } from '~/features/basket/basket-action.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const term = params.searchTerm ?? new URL(request.url).searchParams.get('searchTerm') ?? '';
  const page = await loadSearchPage(getShop(context), term, request);
  return data(page, { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } });
}

/**
 * The listing's "Add to basket" forms post here. A POST is never kept by a cache (the page cache keys
 * GET and HEAD only; its answer is personal or sets the session cookie); the loader's GET caching stays.
 */
export const action = basketAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { searchTerm, shownTerm, listing, params } = loaderData;
  return (
    <div className="search-page">
      <Breadcrumbs trail={[{ label: searchTerm ? t('search.breadcrumbs.your_search.label', { searchTerm: shownTerm }) : t('search.no_term.heading') }]} />
      <h1>{searchTerm ? t('search.title', { searchTerm: shownTerm }) : t('search.no_term.heading')}</h1>
      {listing && (listing.itemCount > 0 || Object.keys(params.filters).length > 0) ? (
        <ProductListing listing={listing} params={params} extra={{ searchTerm }} />
      ) : searchTerm ? (
        <section aria-labelledby="no-result">
          <h2 id="no-result">{t('search.noresult.heading')}</h2>
          <p>{t('search.noresult.message', { searchTerm: shownTerm })}</p>
          <p>{t('search.noresult.hint')}</p>
        </section>
      ) : (
        <p>{t('search.no_term.text')}</p>
      )}
    </div>
  );
}
