import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import type { Route } from './+types/search';
import { catalogCacheControl } from '~/cache-headers';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { productHref } from '~/features/catalog/product-page.server';
import { loadListing } from '~/features/listing/listing.server';
import { readListingParams } from '~/features/listing/listing-params';
import { ProductListing } from '~/features/listing/ProductListing';
import { pageMeta } from '~/features/seo/page-meta';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/shop-context.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const url = new URL(request.url);
  const searchTerm = (params.searchTerm ?? url.searchParams.get('searchTerm') ?? '').trim();
  const headers = { 'Cache-Control': catalogCacheControl(shop.personal) };
  const listingParams = readListingParams(url.searchParams);
  const seo = { title: shop.t('search.title', { searchTerm }), canonical: url.href };
  if (!searchTerm) return data({ searchTerm, listing: undefined, params: listingParams, seo }, { headers });

  const listing = await loadListing(shop, { kind: 'search', searchTerm }, listingParams);
  if (listing.redirectUrl) throw redirect(listing.redirectUrl);
  // Exactly one hit: show that product right away (shopping-core §5).
  if (listing.itemCount === 1 && listingParams.page === 1) {
    throw redirect(localizePath(productHref(listing.products[0]), shop.locale));
  }
  return data({ searchTerm, listing, params: listingParams, seo }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, noindex: !loaderData.listing?.itemCount }) : [];

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { searchTerm, listing, params } = loaderData;
  return (
    <div className="search-page">
      <Breadcrumbs trail={[{ label: t('search.breadcrumbs.your_search.label', { searchTerm }) }]} />
      <h1>{searchTerm ? t('search.title', { searchTerm }) : t('search.no_term.heading')}</h1>
      {listing && listing.itemCount > 0 ? (
        <ProductListing listing={listing} params={params} extra={{ searchTerm }} />
      ) : searchTerm ? (
        <section aria-labelledby="no-result">
          <h2 id="no-result">{t('search.noresult.heading')}</h2>
          <p>{t('search.noresult.message', { searchTerm })}</p>
          <p>{t('search.noresult.hint')}</p>
        </section>
      ) : (
        <p>{t('search.no_term.text')}</p>
      )}
    </div>
  );
}
