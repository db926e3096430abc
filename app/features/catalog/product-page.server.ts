import { redirect } from 'react-router';
import { stockStatus } from '~/commerce/models/inventory';
import type { Product } from '~/commerce/models/product';
import { config } from '~/config.server';
import { productPath } from '~/features/catalog/catalog-urls';
import { variationOptions, type VariationChoice } from '~/features/catalog/variation-options';
import { commerceErrorResponse } from '~/features/errors/commerce-error-response.server';
import { loadListing } from '~/features/listing/listing.server';
import { readListingParams } from '~/features/listing/listing-params';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/shop-context.server';

/** The values a variation differs by, for its URL slug. */
export function variationValues(product: Product): string[] {
  return product.type === 'VariationProduct' ? product.variableVariationAttributes.map((attribute) => attribute.value) : [];
}

export function productHref(product: Product, categoryUniqueId?: string): string {
  return productPath(
    { sku: product.sku, name: product.name, variationValues: variationValues(product) },
    categoryUniqueId ? { uniqueId: categoryUniqueId } : undefined,
  );
}

async function allVariations(shop: ShopContext, masterSKU: string): Promise<VariationChoice[]> {
  const variations = await shop.commerce.products.variations(masterSKU);
  return variations.map((variation) => ({
    sku: variation.sku,
    name: variation.name,
    attributes: variation.type === 'VariationProduct' ? variation.variableVariationAttributes : [],
  }));
}

/** Linked products (cross-selling, accessories…) by link type, with their prices; never fails the page. */
async function loadRelatedProducts(shop: ShopContext, sku: string) {
  try {
    const links = await shop.commerce.products.links(sku);
    const groups = Object.entries(links).filter(([, products]) => products.length > 0);
    const prices = await shop.commerce.prices.get(groups.flatMap(([, products]) => products.map((product) => product.sku)));
    return { groups, prices: Object.fromEntries(prices) };
  } catch (error) {
    console.error(error);
    return { groups: [], prices: {} };
  }
}

/**
 * What a product page shows. The product, its prices, stock, variations and parts are awaited
 * (they make the first paint); related products are streamed.
 */
export async function loadProductPage(shop: ShopContext, sku: string, categoryUniqueId: string | undefined, request: Request) {
  const product = await shop.commerce.products.get(sku).catch((error: unknown) => {
    throw commerceErrorResponse(error);
  });

  if (product.type === 'VariationProductMaster') {
    const target = product.defaultVariationSKU ?? (await shop.commerce.products.variations(product.sku))[0]?.sku;
    if (target) {
      const variation = await shop.commerce.products.get(target).catch((error: unknown) => {
        throw commerceErrorResponse(error);
      });
      throw redirect(localizePath(productHref(variation, categoryUniqueId), shop.locale));
    }
  }

  const listingParams = readListingParams(new URL(request.url).searchParams);
  const [variations, variationListing, bundleParts, retailSetParts, category] = await Promise.all([
    product.type === 'VariationProduct' ? allVariations(shop, product.productMasterSKU) : Promise.resolve([]),
    // Every variation of the master as a listing of its own (page size 6), filterable by variation attribute.
    product.type === 'VariationProduct'
      ? loadListing(shop, { kind: 'master', masterSKU: product.productMasterSKU }, listingParams)
      : Promise.resolve(undefined),
    product.type === 'Bundle' ? shop.commerce.products.bundleParts(product.sku) : Promise.resolve([]),
    product.type === 'RetailSet' ? shop.commerce.products.retailSetParts(product.sku) : Promise.resolve([]),
    categoryUniqueId ? shop.commerce.categories.get(categoryUniqueId, 0).catch(() => undefined) : Promise.resolve(undefined),
  ]).catch((error: unknown) => {
    throw commerceErrorResponse(error);
  });

  const partSkus = [...bundleParts.map((part) => part.product.sku), ...retailSetParts.map((part) => part.sku)];
  const [prices, inventories] = await Promise.all([
    shop.commerce.prices.get([product.sku, ...partSkus]),
    shop.commerce.inventory.get([product.sku]),
  ]);
  const inventory = inventories.get(product.sku);

  const breadcrumbPath = category?.pathNames ?? product.defaultCategoryPath ?? [];
  const canonicalPath = localizePath(productHref(product), shop.locale);
  return {
    kind: 'product' as const,
    product,
    categoryUniqueId: category?.uniqueId ?? product.defaultCategoryId,
    breadcrumbPath,
    prices: Object.fromEntries(prices),
    stockStatus: inventory ? stockStatus(inventory, { lowStockThreshold: config.lowStockThreshold }) : product.available ? 1 : 3,
    availableStock: inventory?.warehouses.reduce((sum, warehouse) => sum + warehouse.stock, 0),
    variationOptions:
      product.type === 'VariationProduct'
        ? variationOptions({ sku: product.sku, name: product.name, attributes: product.variableVariationAttributes }, variations)
        : [],
    variationListing,
    listingParams,
    bundleParts,
    retailSetParts,
    seo: {
      title: product.seoAttributes?.title || shop.t('seo.title.page', { title: product.name }),
      description: product.seoAttributes?.description || product.shortDescription,
      canonical: new URL(canonicalPath, request.url).href,
      noindex: product.seoAttributes?.robots?.some((robot) => robot.toLowerCase() === 'noindex') ?? false,
    },
    displayType: shop.displayType,
    // Streamed: the page is complete without them.
    related: loadRelatedProducts(shop, product.sku),
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
