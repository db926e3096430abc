import { z } from 'zod';

import {
  type Attribute,
  type AttributeData,
  attributeDataSchema,
  type AttributeGroup,
  attributeGroupDataSchema,
  findAttribute,
  mapAttributes,
  rawAttributeValue,
} from './attribute';
import { type Attachment, attachmentDataSchema, mapAttachments } from './attachment';
import { categoryDataSchema, type CategoryPathEntry, mapCategoryPath } from './category';
import { type Image, imageDataSchema, imagesFromUrl, mapImages } from './image';
import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { type LinkData, linkDataSchema, skuFromProductUri } from './link';
import type { MappingContext } from './mapping-context';
import { mapMoney, type Money, moneyDataSchema, moneyFromUnknown } from './money';
import { mapSeoAttributes, type SeoAttributes, seoAttributesDataSchema } from './seo-attributes';
import {
  mapMasterVariationAttributes,
  mapVariationAttributes,
  uniqueVariationAttributes,
  type VariationAttribute,
  variationAttributeDataSchema,
} from './variation-attribute';
import { mapWarranties, type Warranty, warrantyDataSchema } from './warranty';

// ---------------------------------------------------------------------------------------------
// View model

export type ProductType = 'Product' | 'VariationProduct' | 'VariationProductMaster' | 'Bundle' | 'RetailSet';

/** 1: from a link (sku, name, description), 2: list stub, 3: full product (spec §4). */
export type ProductCompleteness = 1 | 2 | 3;

export interface ProductBase {
  sku: string;
  name: string;
  shortDescription?: string;
  longDescription?: string;
  /** True only if ICM says available and inStock is not false (spec §3). */
  available: boolean;
  inStock?: boolean;
  minOrderQuantity: number;
  maxOrderQuantity: number;
  stepQuantity: number;
  packingUnit?: string;
  availableStock?: number;
  attributes: Attribute[];
  attributeGroups: Record<string, AttributeGroup>;
  attachments: Attachment[];
  images: Image[];
  /** Falls back to the Brand attribute. */
  manufacturer?: string;
  manufacturerSKU?: string;
  supplierSKU?: string;
  /** Working days until shipment. */
  readyForShipmentMin?: number;
  readyForShipmentMax?: number;
  roundedAverageRating: number;
  numberOfReviews: number;
  /** Unique id of the default category (dot-joined path). */
  defaultCategoryId?: string;
  defaultCategoryPath?: CategoryPathEntry[];
  promotionIds: string[];
  seoAttributes?: SeoAttributes;
  availableWarranties: Warranty[];
  customerSKUs: string[];
  partOfRetailSet?: boolean;
  completenessLevel: ProductCompleteness;
  /** Prices as the product call returns them; the `prices` resource is the authoritative source. */
  salePrice?: Money;
  listPrice?: Money;
}

export interface SimpleProduct extends ProductBase {
  type: 'Product';
}

export interface VariationProduct extends ProductBase {
  type: 'VariationProduct';
  productMasterSKU: string;
  variableVariationAttributes: VariationAttribute[];
}

export interface VariationProductMaster extends ProductBase {
  type: 'VariationProductMaster';
  /** Every value of every variation attribute. */
  variationAttributeValues: VariationAttribute[];
  defaultVariationSKU?: string;
  minListPrice?: Money;
  minSalePrice?: Money;
  maxListPrice?: Money;
  maxSalePrice?: Money;
}

export interface Bundle extends ProductBase {
  type: 'Bundle';
}

export interface RetailSet extends ProductBase {
  type: 'RetailSet';
  minListPrice?: Money;
  minSalePrice?: Money;
  summedUpListPrice?: Money;
  summedUpSalePrice?: Money;
}

export type Product = SimpleProduct | VariationProduct | VariationProductMaster | Bundle | RetailSet;

export const DEFAULT_MIN_ORDER_QUANTITY = 1;
export const DEFAULT_MAX_ORDER_QUANTITY = 100;
export const DEFAULT_STEP_QUANTITY = 1;

/**
 * Product attributes requested for list stubs (the PWA's STUB_ATTRS plus defaultCategory). Prices are
 * not requested: they come from the `productprices` resource.
 */
export const PRODUCT_STUB_ATTRS =
  'sku,availability,manufacturer,image,minOrderQuantity,maxOrderQuantity,stepOrderQuantity,inStock,promotions,packingUnit,mastered,productMaster,productMasterSKU,roundedAverageRating,retailSet,defaultCategory';
export const PRODUCT_LABEL_ATTRIBUTE_GROUP = 'PRODUCT_LABEL_ATTRIBUTES';

// ---------------------------------------------------------------------------------------------
// Raw ICM data

/** A number or an ICM Quantity `{value, unit}`. */
const quantitySchema = z.unknown().transform(value => {
  if (value && typeof value === 'object' && 'value' in value) return lenientNumber.parse((value as { value: unknown }).value);
  return lenientNumber.parse(value);
});

/** `GET products/{sku}` (extended). */
export const productDataSchema = z.looseObject({
  type: lenientString.optional(),
  sku: idString,
  productName: lenientString.optional(),
  name: lenientString.optional(),
  shortDescription: lenientString.optional(),
  longDescription: lenientString.optional(),
  availability: lenientBoolean.optional(),
  inStock: lenientBoolean.optional(),
  availableStock: lenientNumber.optional(),
  roundedAverageRating: lenientNumber.optional(),
  numberOfReviews: lenientNumber.optional(),
  images: z.array(imageDataSchema).nullish(),
  attachments: z.array(attachmentDataSchema).nullish(),
  availableWarranties: z.array(warrantyDataSchema).nullish(),
  productMaster: lenientBoolean.optional(),
  mastered: lenientBoolean.optional(),
  productBundle: lenientBoolean.optional(),
  retailSet: lenientBoolean.optional(),
  partOfRetailSet: lenientBoolean.optional(),
  productTypes: z.array(z.string()).nullish(),
  productMasterSKU: lenientString.optional(),
  defaultVariationSKU: lenientString.optional(),
  minOrderQuantity: quantitySchema.optional(),
  maxOrderQuantity: quantitySchema.optional(),
  stepOrderQuantity: quantitySchema.optional(),
  stepQuantity: quantitySchema.optional(),
  packingUnit: lenientString.optional(),
  variationAttributeValues: z.array(variationAttributeDataSchema).nullish(),
  variableVariationAttributes: z.array(variationAttributeDataSchema).nullish(),
  variationAttributeValuesExtended: z.array(variationAttributeDataSchema).nullish(),
  listPrice: moneyDataSchema.nullish(),
  salePrice: moneyDataSchema.nullish(),
  minListPrice: moneyDataSchema.nullish(),
  minSalePrice: moneyDataSchema.nullish(),
  maxListPrice: moneyDataSchema.nullish(),
  maxSalePrice: moneyDataSchema.nullish(),
  summedUpListPrice: moneyDataSchema.nullish(),
  summedUpSalePrice: moneyDataSchema.nullish(),
  manufacturer: lenientString.optional(),
  manufacturerSKU: lenientString.optional(),
  manufacturerProductSKU: lenientString.optional(),
  supplierSKU: lenientString.optional(),
  customerSKUs: z.array(idString).nullish(),
  customerProductSKU: lenientString.optional(),
  readyForShipmentMin: lenientNumber.optional(),
  readyForShipmentMax: lenientNumber.optional(),
  attributes: z.array(attributeDataSchema).nullish(),
  attributeGroups: z.record(z.string(), attributeGroupDataSchema).nullish(),
  defaultCategory: categoryDataSchema.nullish(),
  promotions: z.array(linkDataSchema).nullish(),
  seoAttributes: seoAttributesDataSchema.nullish(),
});
export type ProductData = z.infer<typeof productDataSchema>;

/** A product list element: a link with the requested `attrs` as attributes. */
export const productStubDataSchema = linkDataSchema.extend({
  attributeGroup: attributeGroupDataSchema.nullish(),
});
export type ProductStubData = z.infer<typeof productStubDataSchema>;

/** A `products/{sku}/variations` element. */
export const productVariationLinkDataSchema = linkDataSchema.extend({
  variableVariationAttributeValues: z.array(variationAttributeDataSchema).nullish(),
  variableVariationAttributeValuesExtended: z.array(variationAttributeDataSchema).nullish(),
});
export type ProductVariationLinkData = z.infer<typeof productVariationLinkDataSchema>;

export const productVariationsDataSchema = z.looseObject({
  type: lenientString.optional(),
  elements: z.array(productVariationLinkDataSchema).nullish(),
  total: lenientNumber.optional(),
  amount: lenientNumber.optional(),
  offset: lenientNumber.optional(),
});

/** `products/{sku}/links` elements. */
export const productLinksDataSchema = z.looseObject({
  elements: z
    .array(
      z.looseObject({
        linkType: idString,
        productLinks: z.array(linkDataSchema).nullish(),
        categoryLinks: z.array(linkDataSchema).nullish(),
      })
    )
    .nullish(),
});

// ---------------------------------------------------------------------------------------------
// Mapping

function calculateAvailable(availability: boolean | undefined, inStock: boolean | undefined): boolean {
  return !!availability && inStock !== false;
}

function brandOf(attributes: Attribute[]): string | undefined {
  const brand = attributes.find(a => a.name.toLowerCase() === 'brand')?.value;
  return typeof brand === 'string' && brand ? brand : undefined;
}

function positiveOr(value: number | undefined, fallback: number): number {
  return value !== undefined && value > 0 ? value : fallback;
}

function mapAttributeGroups(
  groups: Record<string, z.infer<typeof attributeGroupDataSchema>> | null | undefined
): Record<string, AttributeGroup> {
  const result: Record<string, AttributeGroup> = {};
  for (const [key, group] of Object.entries(groups ?? {})) {
    const mapped: AttributeGroup = { name: group.name ?? key, attributes: mapAttributes(group.attributes) };
    if (group.displayName) mapped.displayName = group.displayName;
    result[key] = mapped;
  }
  return result;
}

function promotionIdsOf(links: LinkData[] | null | undefined): string[] {
  return (links ?? [])
    .map(link => link.itemId ?? link.uri?.split('/').pop())
    .filter((id): id is string => !!id);
}

function defaultCategoryOf(data: unknown): { id?: string; path?: CategoryPathEntry[] } {
  const parsed = categoryDataSchema.safeParse(data);
  if (!parsed.success || !parsed.data) return {};
  const path = mapCategoryPath(parsed.data.categoryPath);
  if (!path.length) return parsed.data.id ? { id: parsed.data.id } : {};
  return { id: path[path.length - 1].uniqueId, path };
}

/** Fields every product has, with the defaults of spec §9. */
function emptyProduct(sku: string, name: string, completenessLevel: ProductCompleteness): ProductBase {
  return {
    sku,
    name,
    available: false,
    minOrderQuantity: DEFAULT_MIN_ORDER_QUANTITY,
    maxOrderQuantity: DEFAULT_MAX_ORDER_QUANTITY,
    stepQuantity: DEFAULT_STEP_QUANTITY,
    attributes: [],
    attributeGroups: {},
    attachments: [],
    images: [],
    roundedAverageRating: 0,
    numberOfReviews: 0,
    promotionIds: [],
    availableWarranties: [],
    customerSKUs: [],
    completenessLevel,
  };
}

/** Removes keys whose value is undefined, so view models stay clean for serialisation and tests. */
function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}

/** Full product (completeness 3) from `GET products/{sku}`. */
export function mapProduct(data: ProductData, context?: MappingContext): Product {
  const attributes = mapAttributes(data.attributeGroups?.PRODUCT_DETAIL_ATTRIBUTES?.attributes ?? data.attributes);
  const category = defaultCategoryOf(data.defaultCategory);
  const customerSKUs = data.customerSKUs?.length
    ? data.customerSKUs
    : data.customerProductSKU
      ? [data.customerProductSKU]
      : [];

  const base: ProductBase = compact({
    ...emptyProduct(data.sku, data.productName ?? data.name ?? data.sku, 3),
    shortDescription: data.shortDescription,
    longDescription: data.longDescription,
    available: calculateAvailable(data.availability, data.inStock),
    inStock: data.inStock,
    minOrderQuantity: positiveOr(data.minOrderQuantity, DEFAULT_MIN_ORDER_QUANTITY),
    maxOrderQuantity: positiveOr(data.maxOrderQuantity, DEFAULT_MAX_ORDER_QUANTITY),
    stepQuantity: positiveOr(data.stepOrderQuantity ?? data.stepQuantity, DEFAULT_STEP_QUANTITY),
    packingUnit: data.packingUnit || undefined,
    availableStock: data.availableStock,
    attributes,
    attributeGroups: mapAttributeGroups(data.attributeGroups),
    attachments: mapAttachments(data.attachments, context),
    images: mapImages(data.images, context),
    manufacturer: data.manufacturer || brandOf(attributes),
    manufacturerSKU: data.manufacturerSKU ?? data.manufacturerProductSKU,
    supplierSKU: data.supplierSKU || undefined,
    readyForShipmentMin: data.readyForShipmentMin,
    readyForShipmentMax: data.readyForShipmentMax,
    roundedAverageRating: data.roundedAverageRating ?? 0,
    numberOfReviews: data.numberOfReviews ?? 0,
    defaultCategoryId: category.id,
    defaultCategoryPath: category.path,
    promotionIds: promotionIdsOf(data.promotions),
    seoAttributes: mapSeoAttributes(data.seoAttributes),
    availableWarranties: mapWarranties(data.availableWarranties),
    customerSKUs,
    partOfRetailSet: data.partOfRetailSet,
    salePrice: mapMoney(data.salePrice),
    listPrice: mapMoney(data.listPrice),
  });

  if (data.productMaster) {
    return compact({
      ...base,
      type: 'VariationProductMaster',
      variationAttributeValues: mapMasterVariationAttributes(
        data.variationAttributeValuesExtended ?? data.variationAttributeValues,
        context
      ),
      defaultVariationSKU: data.defaultVariationSKU,
      minListPrice: mapMoney(data.minListPrice),
      minSalePrice: mapMoney(data.minSalePrice),
      maxListPrice: mapMoney(data.maxListPrice),
      maxSalePrice: mapMoney(data.maxSalePrice),
    });
  }
  if (data.mastered) {
    return {
      ...base,
      type: 'VariationProduct',
      productMasterSKU: data.productMasterSKU ?? '',
      variableVariationAttributes: mapVariationAttributes(
        data.variationAttributeValuesExtended ?? data.variableVariationAttributes,
        context
      ),
    };
  }
  if (data.productBundle || data.productTypes?.some(t => t === 'BUNDLE' || t === 'PRODUCT_BUNDLE')) {
    return { ...base, type: 'Bundle' };
  }
  if (data.retailSet) {
    return compact({
      ...base,
      type: 'RetailSet',
      minListPrice: mapMoney(data.minListPrice),
      minSalePrice: mapMoney(data.minSalePrice),
      summedUpListPrice: mapMoney(data.summedUpListPrice),
      summedUpSalePrice: mapMoney(data.summedUpSalePrice),
    });
  }
  return { ...base, type: 'Product' };
}

function stubValue(attributes: AttributeData[] | null | undefined, name: string): unknown {
  return rawAttributeValue(attributes, name);
}

function stubNumber(attributes: AttributeData[] | null | undefined, name: string): number | undefined {
  return quantitySchema.parse(stubValue(attributes, name));
}

function stubBoolean(attributes: AttributeData[] | null | undefined, name: string): boolean | undefined {
  return lenientBoolean.parse(stubValue(attributes, name));
}

function stubString(attributes: AttributeData[] | null | undefined, name: string): string | undefined {
  return lenientString.parse(stubValue(attributes, name));
}

/** List stub (completeness 2) from a product list element (`categories/…/products`, `products?searchTerm=`). */
export function mapProductStub(data: ProductStubData, context?: MappingContext): Product {
  const attrs = data.attributes;
  const sku = stubString(attrs, 'sku') ?? skuFromProductUri(data.uri);
  if (!sku) throw new Error('cannot construct product stub without SKU');

  const category = defaultCategoryOf(stubValue(attrs, 'defaultCategory'));
  const promotions = z
    .looseObject({ elements: z.array(linkDataSchema).nullish() })
    .safeParse(stubValue(attrs, 'promotions'));
  const attributeGroups: Record<string, AttributeGroup> = data.attributeGroup?.name
    ? { [data.attributeGroup.name]: { name: data.attributeGroup.name, attributes: mapAttributes(data.attributeGroup.attributes) } }
    : {};
  if (data.attributeGroup?.displayName && data.attributeGroup.name) {
    attributeGroups[data.attributeGroup.name].displayName = data.attributeGroup.displayName;
  }

  const base: ProductBase = compact({
    ...emptyProduct(sku, data.title ?? sku, 2),
    shortDescription: data.description,
    available: calculateAvailable(stubBoolean(attrs, 'availability'), stubBoolean(attrs, 'inStock')),
    inStock: stubBoolean(attrs, 'inStock'),
    minOrderQuantity: positiveOr(stubNumber(attrs, 'minOrderQuantity'), DEFAULT_MIN_ORDER_QUANTITY),
    maxOrderQuantity: positiveOr(stubNumber(attrs, 'maxOrderQuantity'), DEFAULT_MAX_ORDER_QUANTITY),
    stepQuantity: positiveOr(
      stubNumber(attrs, 'stepOrderQuantity') ?? stubNumber(attrs, 'stepQuantity'),
      DEFAULT_STEP_QUANTITY
    ),
    packingUnit: stubString(attrs, 'packingUnit') || undefined,
    attributeGroups,
    images: imagesFromUrl(stubString(attrs, 'image'), context),
    manufacturer: stubString(attrs, 'manufacturer') || stubString(attrs, 'Brand') || undefined,
    manufacturerSKU: stubString(attrs, 'manufacturerSKU') || undefined,
    roundedAverageRating: lenientNumber.parse(stubValue(attrs, 'roundedAverageRating')) ?? 0,
    numberOfReviews: lenientNumber.parse(stubValue(attrs, 'numberOfReviews')) ?? 0,
    defaultCategoryId: category.id,
    defaultCategoryPath: category.path,
    promotionIds: promotions.success ? promotionIdsOf(promotions.data.elements) : [],
    salePrice: moneyFromUnknown(stubValue(attrs, 'salePrice')),
    listPrice: moneyFromUnknown(stubValue(attrs, 'listPrice')),
  });

  if (stubBoolean(attrs, 'productMaster')) {
    return { ...base, type: 'VariationProductMaster', variationAttributeValues: [] };
  }
  if (stubBoolean(attrs, 'mastered')) {
    return {
      ...base,
      type: 'VariationProduct',
      productMasterSKU: stubString(attrs, 'productMasterSKU') ?? '',
      variableVariationAttributes: [],
    };
  }
  if (stubBoolean(attrs, 'retailSet')) return { ...base, type: 'RetailSet' };
  if (stubBoolean(attrs, 'productBundle')) return { ...base, type: 'Bundle' };
  return { ...base, type: 'Product' };
}

/** Reference (completeness 1) from a plain product link. */
export function mapProductLink(link: LinkData): Product {
  const sku = skuFromProductUri(link.uri) ?? lenientString.parse(rawAttributeValue(link.attributes, 'sku'));
  if (!sku) throw new Error('cannot construct product stub without SKU');
  return compact({ ...emptyProduct(sku, link.title ?? sku, 1), shortDescription: link.description, type: 'Product' as const });
}

/** A variation (completeness 1) from a `products/{master}/variations` link. */
export function mapVariationLink(
  link: ProductVariationLinkData,
  productMasterSKU: string,
  context?: MappingContext
): VariationProduct {
  const base = mapProductLink(link);
  return {
    ...base,
    type: 'VariationProduct',
    productMasterSKU,
    variableVariationAttributes: mapVariationAttributes(
      link.variableVariationAttributeValuesExtended ?? link.variableVariationAttributeValues,
      context
    ),
  };
}

/** The variation flagged `defaultVariation` in a variations answer. */
export function defaultVariationSKU(links: ProductVariationLinkData[]): string | undefined {
  const link = links.find(l => lenientBoolean.parse(rawAttributeValue(l.attributes, 'defaultVariation')));
  return link ? skuFromProductUri(link.uri) : undefined;
}

/** All values of the variations' attributes, as a master offers them. */
export function variationAttributeValuesOf(variations: VariationProduct[]): VariationAttribute[] {
  return uniqueVariationAttributes(variations.flatMap(v => v.variableVariationAttributes));
}

export interface BundledProduct {
  product: Product;
  quantity: number;
}

/** `products/{sku}/bundles` link → part and its quantity (attribute `quantity`, default 1). */
export function mapBundledProduct(link: LinkData): BundledProduct {
  const quantity = quantitySchema.parse(rawAttributeValue(link.attributes, 'quantity'));
  return { product: mapProductLink(link), quantity: positiveOr(quantity, 1) };
}

// ---------------------------------------------------------------------------------------------
// Helpers for consumers

export function isVariationProduct(product: Product): product is VariationProduct {
  return product.type === 'VariationProduct';
}

export function isVariationProductMaster(product: Product): product is VariationProductMaster {
  return product.type === 'VariationProductMaster';
}

export function productAttribute(product: Pick<ProductBase, 'attributes'>, name: string): Attribute | undefined {
  return findAttribute(product.attributes, name);
}
