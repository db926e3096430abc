import { redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import { type Inventory, stockStatus } from '~/commerce/models/inventory';
import type { Product } from '~/commerce/models/product';
import { recentlyStrip } from '~/features/recently/recently.server';
import { config } from '~/http/config.server';
import { formatAttributeValue } from '~/features/catalog/format-attribute';
import { productJsonLd } from '~/features/catalog/product-meta';
import { productHref, toProductCard, toProductDetails } from '~/features/catalog/product-views';
import { variationOptions, type VariationChoice } from '~/features/catalog/variation-options';
import { isBeyondLastPage, loadListing, type ListingData } from '~/features/listing/listing.server';
import { readListingParams } from '~/features/listing/listing-params';
import { localizedPaths, pageUrls } from '~/features/seo/page-urls.server';
import { primary, secondary } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';
import { productViewEvents } from '~/features/tracking/page-events.server';

async function allVariations(shop: ShopContext, masterSKU: string): Promise<VariationChoice[]> {
  const variations = await shop.commerce.products.variations(masterSKU);
  return variations.map((variation) => ({
    sku: variation.sku,
    name: variation.name,
    attributes: variation.type === 'VariationProduct' ? variation.variableVariationAttributes : [],
  }));
}

/** Linked products (cross-selling, accessories…) by link type, with their prices. */
async function loadRelatedProducts(shop: ShopContext, sku: string) {
  const links = await shop.commerce.products.links(sku);
  const groups = Object.entries(links)
    .filter(([, products]) => products.length > 0)
    .map(([type, products]) => ({ type, products: products.map(toProductCard) }));
  const skus = groups.flatMap((group) => group.products.map((product) => product.sku));
  const prices = await shop.commerce.prices.get(skus);
  return { groups, prices: Object.fromEntries(prices) };
}

/** The earliest date after `today` (yyyy-mm-dd) a warehouse expects the product back. */
export function nextAvailableDate(inventory: Inventory, today = new Date().toISOString().slice(0, 10)): string | undefined {
  return inventory.warehouses
    .map((warehouse) => warehouse.availableDate?.slice(0, 10))
    .filter((date): date is string => !!date && date > today)
    .sort()[0];
}

// Creating an Intl.DateTimeFormat costs far more than using one: one per locale.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date without time zone, formatted as such: in UTC, so it is the same day everywhere. */
function formatCalendarDate(isoDate: string, intlLocale: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  let format = dateFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(intlLocale, format);
  }
  return format.format(date);
}

/** The category a product is shown in, or undefined when the backend cannot say; a category it does not know is a 404. */
async function loadContextCategory(shop: ShopContext, categoryUniqueId: string | undefined) {
  if (!categoryUniqueId) return undefined;
  try {
    return await shop.commerce.categories.get(categoryUniqueId, 0);
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) return null;
    shop.degradation.record('category', error);
    return undefined;
  }
}

/** A master's variation to show instead of it: its default variation, else its first one. */
async function variationToShow(shop: ShopContext, master: Product): Promise<Product | undefined> {
  if (master.type !== 'VariationProductMaster') return undefined;
  const sku = master.defaultVariationSKU ?? (await secondary(shop, 'variations', shop.commerce.products.defaultVariationSKU(master.sku), undefined));
  return sku ? secondary<Product | undefined>(shop, 'default variation', shop.commerce.products.get(sku), undefined) : undefined;
}

/**
 * What a product page shows. The product is the page's primary resource: it decides the status.
 * Everything else (prices, stock, variations, parts, linked products, the category) degrades.
 * A product has one URL: a master leads to its variation, another slug, an unknown category
 * context or a foreign form leads to the canonical URL (`requestedPath` is the shop path asked for).
 */
export async function loadProductPage(
  shop: ShopContext,
  sku: string,
  categoryUniqueId: string | undefined,
  request: Request,
  requestedPath?: string,
) {
  const url = new URL(request.url);
  const product = await primary(shop.commerce.products.get(sku));

  const [variation, category] = await Promise.all([variationToShow(shop, product), loadContextCategory(shop, categoryUniqueId)]);
  const shownCategoryId = category === null ? undefined : categoryUniqueId;
  if (variation) throw redirect(localizePath(productHref(variation, shownCategoryId) + url.search, shop.locale), 301);

  const canonicalPath = productHref(product);
  const path = productHref(product, shownCategoryId);
  if (requestedPath !== undefined && requestedPath !== decodeURIComponent(path)) throw redirect(localizePath(path + url.search, shop.locale), 301);

  let listingParams = readListingParams(url.searchParams);
  const masterSKU = product.type === 'VariationProduct' ? product.productMasterSKU : undefined;
  // Every variation of the master as a listing of its own (page size 6), filterable by variation attribute.
  const loadVariationListing = () =>
    masterSKU
      ? secondary<ListingData | undefined>(shop, 'variation listing', loadListing(shop, { kind: 'master', masterSKU }, listingParams), undefined)
      : undefined;
  const [variations, firstVariationListing, bundleParts, retailSetParts, related, paths, recently] = await Promise.all([
    masterSKU ? secondary(shop, 'variations', allVariations(shop, masterSKU), []) : [],
    loadVariationListing(),
    product.type === 'Bundle' ? secondary(shop, 'bundle parts', shop.commerce.products.bundleParts(product.sku), []) : [],
    product.type === 'RetailSet' ? secondary(shop, 'retail set parts', shop.commerce.products.retailSetParts(product.sku), []) : [],
    // Awaited, not streamed: readers without JavaScript and crawlers see them too.
    secondary(shop, 'linked products', loadRelatedProducts(shop, product.sku), { groups: [], prices: {} }),
    localizedPaths(
      shop,
      canonicalPath,
      (locale) => shop.commerceIn(locale).products.get(product.sku),
      (translated) => productHref(translated),
      `/product/${encodeURIComponent(product.sku)}`,
    ),
    // The visitor's own recently viewed products (feature recently): nothing to load without a list.
    recentlyStrip(shop, request, product.sku),
  ]);

  // The product exists, so a variants page beyond the last one shows the last one.
  let variationListing = firstVariationListing;
  if (variationListing && isBeyondLastPage(variationListing) && variationListing.pageCount > 0) {
    listingParams = { ...listingParams, page: variationListing.pageCount };
    variationListing = await loadVariationListing();
  }

  // Listing stubs do not carry the variation values the variations' URLs name; the variations do.
  const valuesBySku = new Map(variations.map((choice) => [choice.sku, choice.attributes.map((attribute) => attribute.value)]));
  if (variationListing) {
    variationListing = {
      ...variationListing,
      products: variationListing.products.map((card) => ({ ...card, variationValues: valuesBySku.get(card.sku) ?? card.variationValues })),
    };
  }

  const partSkus = [...bundleParts.map((part) => part.product.sku), ...retailSetParts.map((part) => part.sku)];
  const [prices, inventories] = await Promise.all([
    shop.commerce.prices.get([product.sku, ...partSkus]),
    shop.commerce.inventory.get([product.sku]),
  ]);
  const inventory = inventories.get(product.sku);

  const breadcrumbPath = category?.pathNames ?? product.defaultCategoryPath ?? [];
  const { canonical, alternates } = pageUrls(request, shop, paths);
  const stock = inventory ? stockStatus(inventory, { lowStockThreshold: config.lowStockThreshold }) : undefined;
  const availableDate = stock === 3 && inventory ? nextAvailableDate(inventory) : undefined;
  const details = toProductDetails(product);
  // Values the page only shows come as text in the page's locale: the browser carries no code to format them.
  const attributeText = { locale: shop.locale.intl, yes: shop.t('common.yes'), no: shop.t('common.no') };
  const attributes = details.attributes.map(({ name, value }) => ({ name, value: formatAttributeValue(value, attributeText) }));
  return {
    kind: 'product' as const,
    product: { ...details, attributes },
    categoryUniqueId: category?.uniqueId ?? product.defaultCategoryId,
    breadcrumbPath,
    prices: Object.fromEntries(prices),
    /** Without stock data the page shows no stock line. */
    stockStatus: stock,
    availableStock: inventory?.warehouses.reduce((sum, warehouse) => sum + warehouse.stock, 0),
    /** Out of stock: the earliest future date a warehouse expects stock back, as the page shows it. */
    availableDate: availableDate && formatCalendarDate(availableDate, shop.locale.intl),
    variationOptions:
      product.type === 'VariationProduct'
        ? variationOptions({ sku: product.sku, name: product.name, attributes: product.variableVariationAttributes }, variations)
      : [],
    variationListing,
    listingParams,
    bundleParts: bundleParts.map((part) => ({ quantity: part.quantity, product: { sku: part.product.sku, name: part.product.name } })),
    retailSetParts: retailSetParts.map(toProductCard),
    related,
    recently,
    seo: {
      title: product.seoAttributes?.title || shop.t('seo.title.page', { title: product.name }),
      description: product.seoAttributes?.description || product.shortDescription,
      canonical,
      alternates,
      noindex: product.seoAttributes?.robots?.some((robot) => robot.toLowerCase() === 'noindex') ?? false,
      jsonLd: productJsonLd(product, prices.get(product.sku), stock, canonical),
    },
    displayType: shop.displayType,
    /** view_item for a tracked visitor (app/features/tracking). */
    tracking: productViewEvents(shop, product, prices.get(product.sku)?.sale),
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
