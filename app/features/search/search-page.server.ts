import { redirect } from 'react-router';
import { productHref } from '~/features/catalog/product-views';
import { isBeyondLastPage, loadListing } from '~/features/listing/listing.server';
import { listingSearch, readListingParams } from '~/features/listing/listing-params';
import { pageUrls } from '~/features/seo/page-urls.server';
import { localizePath, sameOriginPath } from '~/i18n/locales';
import { publicOrigin } from '~/http/public-origin.server';
import type { ShopContext } from '~/http/shop-context.server';

/** Longer terms are cut to this length: no shopper types more, and the backend's URL limits stay far away. */
export const MAX_SEARCH_TERM_LENGTH = 200;
/** Titles and headings show at most this much of a term. */
const SHOWN_TERM_LENGTH = 60;

/** The term as searched: control characters dropped, white space collapsed, cut to a sensible length. */
export function normalizeSearchTerm(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TERM_LENGTH)
    .trim();
}

/** The term as titles and headings show it. */
export function shownSearchTerm(term: string): string {
  return term.length > SHOWN_TERM_LENGTH ? `${term.slice(0, SHOWN_TERM_LENGTH - 1)}…` : term;
}

/** A redirect URL from the backend's search, as a path of this shop; undefined when it leads elsewhere. */
function ownRedirectPath(redirectUrl: string, request: Request): string | undefined {
  const origin = publicOrigin(request);
  if (!URL.canParse(redirectUrl, origin)) return undefined;
  const target = new URL(redirectUrl, origin);
  if (target.origin !== origin || /^[/\\]{2}/.test(redirectUrl)) return undefined;
  return sameOriginPath(target.pathname + target.search);
}

/**
 * A search page: the listing for the term (its primary data). A plain search (no filters, first page)
 * with exactly one hit leads to that product (shopping-core §5); a redirect the backend names for a
 * term is followed when it stays in this shop.
 */
export async function loadSearchPage(shop: ShopContext, rawTerm: string, request: Request) {
  const params = readListingParams(new URL(request.url).searchParams);
  const searchTerm = normalizeSearchTerm(rawTerm);
  const shownTerm = shownSearchTerm(searchTerm);
  const heading = searchTerm ? shop.t('search.title', { searchTerm: shownTerm }) : shop.t('search.no_term.heading');
  const title = shop.t('seo.title.page', { title: params.page > 1 ? shop.t('seo.title.paged', { title: heading, page: params.page }) : heading });
  if (!searchTerm) {
    return { searchTerm, shownTerm, listing: undefined, params, seo: { title, ...pageUrls(request, shop, '/search'), noindex: true } };
  }

  const listing = await loadListing(shop, { kind: 'search', searchTerm }, params);
  const redirectPath = listing.redirectUrl ? ownRedirectPath(listing.redirectUrl, request) : undefined;
  if (redirectPath) throw redirect(redirectPath);
  const plainSearch = params.page === 1 && Object.keys(params.filters).length === 0;
  if (plainSearch && listing.itemCount === 1 && listing.products.length === 1) {
    throw redirect(localizePath(productHref(listing.products[0]), shop.locale));
  }
  const beyondLastPage = isBeyondLastPage(listing);
  return {
    searchTerm,
    shownTerm,
    listing,
    params,
    seo: {
      title,
      ...pageUrls(request, shop, `/search${listingSearch({ page: beyondLastPage ? 1 : params.page }, { searchTerm })}`),
      // Result lists for every word a visitor may type are not pages for search engines.
      noindex: true,
    },
  };
}
