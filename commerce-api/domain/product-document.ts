// The full ICM product resource (ProductData) of one product.
import type { CatalogServices, RequestScope } from './catalog-services';
import { categoryPathElements } from './category-document';
import { attachmentUrl, categoryUri, productUri, promotionUri } from './icm-uris';
import { productImages } from './images';
import { basePrice, productPriceData } from './pricing';
import { attributeGroupsData, displayedAttributes, masterVariationData, variationValuesData } from './product-attributes';
import type { ProductKind, ProductRecord } from './product-store';

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

export function defaultCategoryData(services: CatalogServices, scope: RequestScope, categoryId: number | null) {
  if (categoryId === null) return undefined;
  const path = services.categories.tree(scope.locale).path(categoryId);
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

function warrantiesData(record: ProductRecord, services: CatalogServices, scope: RequestScope) {
  const warranties = services.products.warranties(record.id, scope.locale);
  const prices = services.prices.pricesOf(warranties.map(warranty => warranty.id), scope.currency);
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

function pricesData(record: ProductRecord, services: CatalogServices, scope: RequestScope) {
  const { currency } = scope;
  const prices = services.prices.pricesOf([record.id], currency).get(record.id);
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
    const range = services.prices.rangesOfMasters([record.id], currency).get(record.id);
    if (range) {
      result.minSalePrice = productPriceData(range.minSale, currency);
      result.maxSalePrice = productPriceData(range.maxSale, currency);
      result.minListPrice = productPriceData(range.minList, currency);
      result.maxListPrice = productPriceData(range.maxList, currency);
    }
  }
  if (record.kind === 'retailSet') {
    const summed = services.prices.summedUpOfRetailSets([record.id], currency).get(record.id);
    if (summed) {
      result.summedUpSalePrice = productPriceData(summed.sale, currency);
      result.summedUpListPrice = productPriceData(summed.list, currency);
    }
  }
  return result;
}

function variationData(record: ProductRecord, services: CatalogServices, scope: RequestScope) {
  if (record.kind === 'master') {
    const variationIds = services.products.onlineVariationIds(record.id);
    const values = [...services.products.variationValuesOf(variationIds, scope.locale).values()].flat();
    return {
      ...masterVariationData(services.products.variationAttributesOf(record.id, scope.locale), values),
      ...(record.defaultVariationSku ? { defaultVariationSKU: record.defaultVariationSku } : {}),
      variations: `${productUri(scope.channel, record.sku)}/variations`,
    };
  }
  if (record.kind === 'variation') {
    const values = services.products.variationValuesOf([record.id], scope.locale).get(record.id) ?? [];
    return { productMasterSKU: record.masterSku, ...variationValuesData(values) };
  }
  return {};
}

export function buildProductDocument(record: ProductRecord, services: CatalogServices, scope: RequestScope) {
  const { channel, locale } = scope;
  const attributes = services.products.attributesOf([record.id], locale).get(record.id) ?? [];
  const groups = services.products.attributeGroupsOf([record.id]).get(record.id) ?? [];
  const promotions = services.products.promotionsOf([record.id], locale).get(record.id) ?? [];
  const attachments = services.products.attachments(record.id, locale);
  const defaultCategory = defaultCategoryData(services, scope, record.defaultCategoryId);
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
    maxOrderQuantity: record.maxOrderQuantity ?? services.settings.maxItemQuantity(),
    stepOrderQuantity: record.stepQuantity,
    packingUnit: record.packingUnit,
    readyForShipmentMin: record.readyForShipmentMin,
    readyForShipmentMax: record.readyForShipmentMax,
    roundedAverageRating: roundedAverageRating(record),
    numberOfReviews: record.ratingCount,
    ...pricesData(record, services, scope),
    attributes: displayedAttributes(attributes, groups),
    attributeGroups: attributeGroupsData(attributes, groups),
    attachments: attachments.map(attachment => ({
      name: attachment.name,
      type: attachment.type,
      key: attachment.key,
      description: attachment.description,
      link: { type: 'Link', title: attachment.name, uri: attachmentUrl(scope, attachment.fileName) },
    })),
    images: productImages(scope, record.sku, record.imageViews, services.imageTypes.all()),
    ...(defaultCategory ? { defaultCategory } : {}),
    seoAttributes: {
      metaTitle: record.seoTitle ?? [name, defaultCategory?.name].filter(Boolean).join(' - '),
      metaDescription: record.seoDescription ?? record.shortDescription,
      robots: record.seoRobots ?? ['index', 'follow'],
    },
    ...variationData(record, services, scope),
    ...(record.kind === 'bundle' ? { bundles: `${productUri(channel, record.sku)}/bundles` } : {}),
    availableWarranties: warrantiesData(record, services, scope),
    shippingMethods: services.shippingMethods.list(locale),
    promotions: promotions.map(promotion => ({
      type: 'Link',
      uri: promotionUri(channel, promotion.id),
      title: promotion.title,
      itemId: promotion.id,
    })),
  };
}
