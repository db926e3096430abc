// Product list elements (ICM Links) carrying exactly the attributes a client asked for in `attrs`.
import { categoryProductUri, productImageUrl, productUri, promotionUri } from '../icm-uris';
import { LISTING_IMAGE_TYPE } from '../images/image-types';
import { basePrice, moneyAttributeValue, type PriceAmount } from '../prices/pricing';
import type { RequestScope } from '../request-scope';
import { attributeGroupsData } from './product-attributes';
import { defaultCategoryData, type ProductDocumentStores, roundedAverageRating } from './product-document';
import type { ProductRecord } from './product-store';

/** The stores product list elements are read from. */
export type ProductLinkStores = Pick<ProductDocumentStores, 'products' | 'prices' | 'categories' | 'settings'>;

export interface ProductLinkOptions {
  attrs: string[];
  attributeGroup?: string;
  /** Category unique id when the list is a category's: element URIs then lie below the category. */
  categoryUniqueId?: string;
}

interface LinkAttribute {
  name: string;
  type: string;
  value: unknown;
}

const quantity = (value: number) => ({ type: 'Quantity', unit: '', value });

/** The attrs list of a request: comma separated, possibly repeated. */
export function parseAttrs(values: string[]): string[] {
  return values.flatMap(value => value.split(',')).map(value => value.trim()).filter(Boolean);
}

export function buildProductLinks(
  records: ProductRecord[],
  options: ProductLinkOptions,
  stores: ProductLinkStores,
  scope: RequestScope,
) {
  const { channel, locale, currency } = scope;
  const ids = records.map(record => record.id);
  const wants = new Set(options.attrs);
  const promotions = wants.has('promotions') ? stores.products.promotionsOf(ids, locale) : new Map();
  const prices = wants.has('salePrice') || wants.has('listPrice') ? stores.prices.pricesOf(ids, currency) : new Map();
  const ranges =
    wants.has('salePrice') || wants.has('listPrice')
      ? stores.prices.rangesOfMasters(records.filter(record => record.kind === 'master').map(record => record.id), currency)
      : new Map();
  const attributes = options.attributeGroup ? stores.products.attributesOf(ids, locale) : new Map();
  const groups = options.attributeGroup ? stores.products.attributeGroupsOf(ids) : new Map();
  const defaultCategories = new Map<number, ReturnType<typeof defaultCategoryData>>();
  const defaultCategoryOf = (categoryId: number | null) => {
    if (categoryId === null) return undefined;
    if (!defaultCategories.has(categoryId)) {
      defaultCategories.set(categoryId, defaultCategoryData(stores, scope, categoryId));
    }
    return defaultCategories.get(categoryId);
  };
  const maxItemQuantity = stores.settings.maxItemQuantity();

  const attribute = (record: ProductRecord, name: string): LinkAttribute | undefined => {
    switch (name) {
      case 'sku':
        return { name, type: 'String', value: record.sku };
      case 'availability':
        return { name, type: 'Boolean', value: record.online };
      case 'inStock':
        return { name, type: 'Boolean', value: record.inStock };
      case 'availableStock':
        return { name, type: 'Integer', value: record.availableStock };
      case 'manufacturer':
        return { name, type: 'String', value: record.manufacturer };
      case 'manufacturerSKU':
        return record.manufacturerSku ? { name, type: 'String', value: record.manufacturerSku } : undefined;
      case 'supplierSKU':
        return record.supplierSku ? { name, type: 'String', value: record.supplierSku } : undefined;
      case 'productName':
      case 'name':
        return { name, type: 'String', value: record.name };
      case 'shortDescription':
        return { name, type: 'String', value: record.shortDescription };
      case 'image':
        return record.imageViews.length > 0
          ? { name, type: 'String', value: productImageUrl(scope, LISTING_IMAGE_TYPE, record.sku, record.imageViews[0]) }
          : undefined;
      case 'minOrderQuantity':
        return { name, type: 'ResourceAttribute', value: quantity(record.minOrderQuantity) };
      case 'maxOrderQuantity':
        return { name, type: 'ResourceAttribute', value: quantity(record.maxOrderQuantity ?? maxItemQuantity) };
      case 'stepQuantity':
      case 'stepOrderQuantity':
        return { name, type: 'ResourceAttribute', value: quantity(record.stepQuantity) };
      case 'packingUnit':
        return { name, type: 'String', value: record.packingUnit };
      case 'promotions':
        return {
          name,
          type: 'LinkResourceCollectionRO',
          value: {
            type: 'ResourceCollection',
            elements: ((promotions.get(record.id) ?? []) as { id: string; title: string }[]).map(promotion => ({
              type: 'Link',
              uri: promotionUri(channel, promotion.id),
              title: promotion.title,
              itemId: promotion.id,
            })),
          },
        };
      case 'mastered':
        return { name, type: 'Boolean', value: record.kind === 'variation' };
      case 'productMaster':
        return { name, type: 'Boolean', value: record.kind === 'master' };
      case 'productMasterSKU':
        return record.masterSku ? { name, type: 'String', value: record.masterSku } : undefined;
      case 'retailSet':
        return { name, type: 'Boolean', value: record.kind === 'retailSet' };
      case 'productBundle':
        return { name, type: 'Boolean', value: record.kind === 'bundle' };
      case 'roundedAverageRating':
        return { name, type: 'String', value: roundedAverageRating(record) };
      case 'numberOfReviews':
        return { name, type: 'Integer', value: record.ratingCount };
      case 'readyForShipmentMin':
      case 'readyForShipmentMax':
        return { name, type: 'Integer', value: record[name] };
      case 'defaultCategory': {
        const category = defaultCategoryOf(record.defaultCategoryId);
        return category ? { name, type: 'ResourceAttribute', value: category } : undefined;
      }
      case 'salePrice':
      case 'listPrice': {
        const range = ranges.get(record.id);
        const own = prices.get(record.id);
        const sale: PriceAmount | undefined = range?.minSale ?? basePrice(own);
        const amount = name === 'salePrice' ? sale : (range?.minList ?? own?.list ?? sale);
        return amount ? { name, type: 'ResourceAttribute', value: moneyAttributeValue(amount, currency) } : undefined;
      }
      default:
        return undefined;
    }
  };

  return records.map(record => {
    const link: Record<string, unknown> = {
      type: 'Link',
      uri: options.categoryUniqueId
        ? categoryProductUri(channel, options.categoryUniqueId, record.sku)
        : productUri(channel, record.sku),
      title: record.name,
      description: record.shortDescription,
      attributes: options.attrs
        .map(name => attribute(record, name))
        .filter((entry): entry is LinkAttribute => entry !== undefined),
    };
    if (options.attributeGroup) {
      const group = attributeGroupsData(attributes.get(record.id) ?? [], groups.get(record.id) ?? [])[options.attributeGroup];
      link.attributeGroup = { name: options.attributeGroup, attributes: group?.attributes ?? [] };
    }
    return link;
  });
}
