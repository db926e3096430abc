// The full ICM product resource (ProductData) of one product.
import type { ShippingMethods } from '../../reference/shipping-methods';
import type { ShopSettings } from '../../reference/shop-settings';
import { categoryPathElements } from '../categories/category-document';
import type { CategoryStore } from '../categories/category-store';
import { attachmentUrl, categoryUri, productUri, promotionUri } from '../icm-uris';
import { productImages, type ImageTypes } from '../images/image-types';
import { basePrice, type PriceStore, productPriceData } from '../prices/pricing';
import type { RequestScope } from '../request-scope';
import { attributeGroupsData, displayedAttributes, masterVariationData, variationValuesData } from './product-attributes';
import type { ProductKind, ProductRecord, ProductStore } from './product-store';

/** The stores a product resource is read from. */
export interface ProductDocumentStores {
  products: ProductStore;
  prices: PriceStore;
  categories: CategoryStore;
  settings: ShopSettings;
  imageTypes: ImageTypes;
  shippingMethods: ShippingMethods;
}

const PRODUCT_TYPES: Record<ProductKind, string> = {
  product: 'PRODUCT',
  master: 'VARIATION_MASTER',
  variation: 'VARIATION_PRODUCT',
  bundle: 'PRODUCT_BUNDLE',
  retailSet: 'RETAIL_SET',
  warranty: 'WARRANTY',
};

export function roundedAverageRating(record: ProductRecord): string {
  return (Math.round((record.ratingAverage ?? 0) * 2) / 2).toFixed(1);
}

export function defaultCategoryData(stores: Pick<ProductDocumentStores, 'categories'>, scope: RequestScope, categoryId: number | null) {
  if (categoryId === null) return undefined;
  const path = stores.categories.tree(scope.locale).path(categoryId);
  const category = path[path.length - 1];
  if (!category) return undefined;
  return {
    type: 'DefaultCategory',
    id: category.localId,
    name: category.name,
    uri: categoryUri(scope.channel, category.uniqueId),
    categoryPath: categoryPathElements(path, scope.channel),
  };
}

function warrantiesData(record: ProductRecord, stores: ProductDocumentStores, scope: RequestScope) {
  const warranties = stores.products.warranties(record.id, scope.locale);
  const prices = stores.prices.pricesOf(warranties.map(warranty => warranty.id), scope.currency);
  return warranties.map(warranty => {
    const price = basePrice(prices.get(warranty.id));
    const priceData = price && productPriceData(price, scope.currency);
    return {
      type: 'Link',
      uri: productUri(scope.channel, warranty.sku),
      title: warranty.name,
      description: warranty.shortDescription,
      itemId: warranty.sku,
      attributes: priceData
        ? [{ name: 'WarrantyPrice', type: 'ResourceAttribute', value: { ...priceData, type: 'Money' } }]
        : [],
      id: warranty.sku,
      name: warranty.name,
      ...(priceData ? { price: { ...priceData, type: 'Money' } } : {}),
    };
  });
}

function pricesData(record: ProductRecord, stores: ProductDocumentStores, scope: RequestScope) {
  const { currency } = scope;
  const prices = stores.prices.pricesOf([record.id], currency).get(record.id);
  const sale = basePrice(prices);
  const result: Record<string, unknown> = {};
  if (sale) {
    result.salePrice = productPriceData(sale, currency);
    result.listPrice = productPriceData(prices?.list ?? sale, currency);
    if (record.kind === 'warranty') {
      result.price = productPriceData(sale, currency);
      result.currency = currency;
    }
  }
  if (record.kind === 'master') {
    const range = stores.prices.rangesOfMasters([record.id], currency).get(record.id);
    if (range) {
      result.minSalePrice = productPriceData(range.minSale, currency);
      result.maxSalePrice = productPriceData(range.maxSale, currency);
      result.minListPrice = productPriceData(range.minList, currency);
      result.maxListPrice = productPriceData(range.maxList, currency);
    }
  }
  if (record.kind === 'retailSet') {
    const summed = stores.prices.summedUpOfRetailSets([record.id], currency).get(record.id);
    if (summed) {
      result.summedUpSalePrice = productPriceData(summed.sale, currency);
      result.summedUpListPrice = productPriceData(summed.list, currency);
    }
  }
  return result;
}

function variationData(record: ProductRecord, stores: ProductDocumentStores, scope: RequestScope) {
  if (record.kind === 'master') {
    const variationIds = stores.products.onlineVariationIds(record.id);
    const values = [...stores.products.variationValuesOf(variationIds, scope.locale).values()].flat();
    return {
      ...masterVariationData(stores.products.variationAttributesOf(record.id, scope.locale), values),
      ...(record.defaultVariationSku ? { defaultVariationSKU: record.defaultVariationSku } : {}),
      variations: `${productUri(scope.channel, record.sku)}/variations`,
    };
  }
  if (record.kind === 'variation') {
    const values = stores.products.variationValuesOf([record.id], scope.locale).get(record.id) ?? [];
    return { productMasterSKU: record.masterSku, ...variationValuesData(values) };
  }
  return {};
}

export function buildProductDocument(record: ProductRecord, stores: ProductDocumentStores, scope: RequestScope) {
  const { channel, locale } = scope;
  const attributes = stores.products.attributesOf([record.id], locale).get(record.id) ?? [];
  const groups = stores.products.attributeGroupsOf([record.id]).get(record.id) ?? [];
  const promotions = stores.products.promotionsOf([record.id], locale).get(record.id) ?? [];
  const attachments = stores.products.attachments(record.id, locale);
  const defaultCategory = defaultCategoryData(stores, scope, record.defaultCategoryId);
  const name = record.name;

  return {
    type: 'Product',
    sku: record.sku,
    productName: name,
    name,
    shortDescription: record.shortDescription,
    longDescription: record.longDescription,
    manufacturer: record.manufacturer,
    ...(record.manufacturerSku ? { manufacturerSKU: record.manufacturerSku } : {}),
    ...(record.supplierSku ? { supplierSKU: record.supplierSku } : {}),
    productTypes: [PRODUCT_TYPES[record.kind]],
    productMaster: record.kind === 'master',
    mastered: record.kind === 'variation',
    productBundle: record.kind === 'bundle',
    retailSet: record.kind === 'retailSet',
    partOfRetailSet: record.partOfRetailSet,
    availability: record.online,
    inStock: record.inStock,
    availableStock: record.availableStock,
    minOrderQuantity: record.minOrderQuantity,
    maxOrderQuantity: record.maxOrderQuantity ?? stores.settings.maxItemQuantity(),
    stepOrderQuantity: record.stepQuantity,
    packingUnit: record.packingUnit,
    readyForShipmentMin: record.readyForShipmentMin,
    readyForShipmentMax: record.readyForShipmentMax,
    roundedAverageRating: roundedAverageRating(record),
    numberOfReviews: record.ratingCount,
    ...pricesData(record, stores, scope),
    attributes: displayedAttributes(attributes, groups),
    attributeGroups: attributeGroupsData(attributes, groups),
    attachments: attachments.map(attachment => ({
      name: attachment.name,
      type: attachment.type,
      key: attachment.key,
      description: attachment.description,
      link: { type: 'Link', title: attachment.name, uri: attachmentUrl(scope, attachment.fileName) },
    })),
    images: productImages(scope, record.sku, record.imageViews, stores.imageTypes.all()),
    ...(defaultCategory ? { defaultCategory } : {}),
    seoAttributes: {
      metaTitle: record.seoTitle ?? [name, defaultCategory?.name].filter(Boolean).join(' - '),
      metaDescription: record.seoDescription ?? record.shortDescription,
      robots: record.seoRobots ?? ['index', 'follow'],
    },
    ...variationData(record, stores, scope),
    ...(record.kind === 'bundle' ? { bundles: `${productUri(channel, record.sku)}/bundles` } : {}),
    availableWarranties: warrantiesData(record, stores, scope),
    shippingMethods: stores.shippingMethods.list(locale),
    promotions: promotions.map(promotion => ({
      type: 'Link',
      uri: promotionUri(channel, promotion.id),
      title: promotion.title,
      itemId: promotion.id,
    })),
  };
}
