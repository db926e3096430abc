// What pages send to the browser about products: only what they render. Loader data is serialised
// into every page (and every client navigation), so a full product model per tile would cost bytes
// on the wire and CPU on the server for fields nobody sees.
import { mapOnce } from '~/commerce/map-once';
import { isOrderable, orderRulesOf } from '~/features/basket/order-rules';
import type { Image } from '~/commerce/models/image';
import type { Product } from '~/commerce/models/product';
import { productPath } from '~/features/catalog/catalog-urls';

/** A product as a tile shows it: one image, name, manufacturer, and what its link needs. */
export interface ProductCard {
  sku: string;
  name: string;
  type: Product['type'];
  manufacturer?: string;
  shortDescription?: string;
  /** The tile's image (size M, the primary view first), when there is one. */
  images: Image[];
  variationValues: string[];
  /**
   * Present only when the product can go into the basket as it is (available, not a master, not a
   * retail set): the quantity its tile's "Add to basket" adds, the product's minimum order quantity.
   * One number instead of a flag and a rule set: this view is serialised into every listing page.
   */
  addQuantity?: number;
}

/** The values a variation differs by, for its URL slug. */
export function variationValues(product: Product): string[] {
  return product.type === 'VariationProduct' ? product.variableVariationAttributes.map((attribute) => attribute.value) : [];
}

/** A product's URL path (without locale), in a category's context when given. */
export function productHref(product: Product | ProductCard, categoryUniqueId?: string): string {
  return productPath(
    { sku: product.sku, name: product.name, variationValues: 'variationValues' in product ? product.variationValues : variationValues(product) },
    categoryUniqueId ? { uniqueId: categoryUniqueId } : undefined,
  );
}

/** An image as pages use it: where it is, its size class and view. */
function imageView({ url, typeID, viewID, primary }: Image): Image {
  return { url, typeID, viewID, primary };
}

function tileImage(images: Image[]): Image | undefined {
  return (
    images.find((image) => image.typeID === 'M' && image.primary) ?? images.find((image) => image.typeID === 'M') ?? images[0]
  );
}

/** What every view of a product names. */
function productBasics({ sku, name, type, manufacturer, shortDescription }: Product) {
  return { sku, name, type, manufacturer, shortDescription };
}

function productCard(product: Product): ProductCard {
  const image = tileImage(product.images);
  return {
    ...productBasics(product),
    images: image ? [imageView(image)] : [],
    variationValues: variationValues(product),
    // A retail set is bought as its parts, chosen on its own page (ICM does not order the set itself).
    ...(isOrderable(product) && product.type !== 'RetailSet' ? { addQuantity: orderRulesOf(product).min } : {}),
  };
}

const sharedProductCard = mapOnce(productCard);

/** A product's tile; made once per (shared, read-only) product model. */
export function toProductCard(product: Product): ProductCard {
  return sharedProductCard(product);
}

/** The sizes the product gallery shows. */
const GALLERY_SIZES = new Set(['S', 'L', 'XL', 'ZOOM']);

/** A product as its own page shows it. */
export function toProductDetails(product: Product) {
  return {
    ...productBasics(product),
    longDescription: product.longDescription,
    roundedAverageRating: product.roundedAverageRating,
    numberOfReviews: product.numberOfReviews,
    readyForShipmentMin: product.readyForShipmentMin,
    readyForShipmentMax: product.readyForShipmentMax,
    images: product.images.filter((image) => GALLERY_SIZES.has(image.typeID)).map(imageView),
    attributes: product.attributes,
    attachments: product.attachments,
    availableWarranties: product.availableWarranties,
    orderable: isOrderable(product),
    orderRules: orderRulesOf(product),
  };
}

export type ProductDetails = ReturnType<typeof toProductDetails>;
