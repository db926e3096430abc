import { redirect } from 'react-router';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { isBeyondLastPage, loadListing } from '~/features/listing/listing.server';
import { listingSearch, readListingParams } from '~/features/listing/listing-params';
import { localizedPaths, pageUrls } from '~/features/seo/page-urls.server';
import { primary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';

/**
 * Everything a category page shows: the category with its sub-categories (the primary resource), and
 * its product listing. A slug URL whose slug is not the category's (`requestedPath`) leads to the right one.
 */
export async function loadCategoryPage(shop: ShopContext, categoryUniqueId: string, request: Request, requestedPath?: string) {
  const url = new URL(request.url);
  const params = readListingParams(url.searchParams);
  const category = await primary(shop.commerce.categories.get(categoryUniqueId, 1));
  const path = categoryPath(category);
  if (requestedPath !== undefined && requestedPath !== decodeURIComponent(path)) {
    throw redirect(localizePath(path + url.search, shop.locale), 301);
  }
  const [listing, paths] = await Promise.all([
    category.hasOnlineProducts ? loadListing(shop, { kind: 'category', categoryId: category.uniqueId }, params) : undefined,
    localizedPaths(
      shop,
      path,
      (locale) => shop.commerceIn(locale).categories.get(category.uniqueId, 0),
      (translated) => categoryPath(translated),
      `/category/${encodeURIComponent(category.uniqueId)}`,
    ),
  ]);
  const title = category.seo?.title || shop.t('seo.title.page', { title: category.name });
  const beyondLastPage = listing ? isBeyondLastPage(listing) : false;
  return {
    kind: 'category' as const,
    category,
    listing,
    params,
    seo: {
      title: params.page > 1 ? shop.t('seo.title.paged', { title, page: params.page }) : title,
      description: category.seo?.description || category.description,
      ...pageUrls(request, shop, (locale) => paths(locale) + listingSearch({ page: beyondLastPage ? 1 : params.page })),
      // Filter and sort permutations and pages beyond the end are not pages of their own.
      noindex: beyondLastPage || Object.keys(params.filters).length > 0 || !!params.sortKey,
    },
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
