import { commerceErrorResponse } from '~/features/errors/commerce-error-response.server';
import { loadListing } from '~/features/listing/listing.server';
import { listingSearch, readListingParams } from '~/features/listing/listing-params';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/shop-context.server';

/** Everything a category page shows: the category with its sub-categories, and its product listing. */
export async function loadCategoryPage(shop: ShopContext, categoryUniqueId: string, request: Request) {
  const params = readListingParams(new URL(request.url).searchParams);
  const category = await shop.commerce.categories.get(categoryUniqueId, 1).catch((error: unknown) => {
    throw commerceErrorResponse(error);
  });
  const listing = category.hasOnlineProducts
    ? await loadListing(shop, { kind: 'category', categoryId: category.uniqueId }, params)
    : undefined;
  const title = category.seo?.title || shop.t('seo.title.page', { title: category.name });
  return {
    kind: 'category' as const,
    category,
    listing,
    params,
    seo: {
      title: params.page > 1 ? shop.t('seo.title.paged', { title, page: params.page }) : title,
      description: category.seo?.description || category.description,
      canonical: new URL(localizePath(categoryPath(category), shop.locale) + listingSearch({ page: params.page }), request.url).href,
    },
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
