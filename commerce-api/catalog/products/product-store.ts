// Reads products with their localized texts and live availability, one or many at a time,
// plus the parts only the product detail needs.
import type { Db } from '../../db/open-database';
import { createKeptProducts } from './kept-products';

export type ProductKind = 'product' | 'master' | 'variation' | 'bundle' | 'retailSet' | 'warranty';

export interface ProductRecord {
  id: number;
  sku: string;
  kind: ProductKind;
  online: boolean;
  manufacturer: string;
  manufacturerSku: string | null;
  supplierSku: string | null;
  masterId: number | null;
  masterSku: string | null;
  defaultVariationSku: string | null;
  defaultCategoryId: number | null;
  taxRate: number;
  minOrderQuantity: number;
  maxOrderQuantity: number | null;
  stepQuantity: number;
  packingUnit: string;
  readyForShipmentMin: number;
  readyForShipmentMax: number;
  ratingAverage: number | null;
  ratingCount: number;
  seoRobots: string[] | null;
  createdAt: string;
  position: number;
  name: string;
  shortDescription: string;
  longDescription: string;
  seoTitle: string | null;
  seoDescription: string | null;
  inStock: boolean;
  availableStock: number;
  imageViews: string[];
  partOfRetailSet: boolean;
}

const SELECT_PRODUCT = `SELECT p.id, p.sku, p.kind, p.online, p.manufacturer, p.manufacturer_sku AS manufacturerSku,
    p.supplier_sku AS supplierSku, p.master_id AS masterId, m.sku AS masterSku, dv.sku AS defaultVariationSku,
    COALESCE(p.default_category_id, m.default_category_id) AS defaultCategoryId, p.tax_rate AS taxRate,
    p.min_order_quantity AS minOrderQuantity, p.max_order_quantity AS maxOrderQuantity,
    p.step_quantity AS stepQuantity, p.packing_unit AS packingUnit,
    p.ready_for_shipment_min AS readyForShipmentMin, p.ready_for_shipment_max AS readyForShipmentMax,
    p.rating_average AS ratingAverage, p.rating_count AS ratingCount, p.seo_robots AS seoRobots,
    p.created_at AS createdAt, p.position, t.name, t.short_description AS shortDescription,
    t.long_description AS longDescription, t.seo_title AS seoTitle, t.seo_description AS seoDescription,
    a.in_stock AS inStock, a.available_stock AS availableStock,
    (SELECT group_concat(view_id) FROM (SELECT view_id FROM product_images WHERE product_id = p.id ORDER BY position))
      AS imageViews,
    EXISTS (SELECT 1 FROM retail_set_parts rs WHERE rs.product_id = p.id) AS partOfRetailSet
  FROM products p
  JOIN product_texts t ON t.product_id = p.id AND t.locale = @locale
  JOIN product_availability a ON a.product_id = p.id
  LEFT JOIN products m ON m.id = p.master_id
  LEFT JOIN products dv ON dv.id = p.default_variation_id`;

type ProductRow = Omit<ProductRecord, 'online' | 'inStock' | 'seoRobots' | 'imageViews' | 'partOfRetailSet'> & {
  online: number;
  inStock: number;
  seoRobots: string | null;
  imageViews: string | null;
  partOfRetailSet: number;
};

function toRecord(row: ProductRow): ProductRecord {
  return {
    ...row,
    online: row.online === 1,
    inStock: row.inStock === 1,
    seoRobots: row.seoRobots ? (JSON.parse(row.seoRobots) as string[]) : null,
    imageViews: row.imageViews ? row.imageViews.split(',') : [],
    partOfRetailSet: row.partOfRetailSet === 1,
  };
}

export interface AttributeRecord {
  key: string;
  valueType: 'String' | 'Integer' | 'Double' | 'Boolean';
  unit: string | null;
  name: string;
  displayValue: string;
  numberValue: number | null;
  booleanValue: number | null;
}

export interface VariationValueRecord {
  productId: number;
  attributeId: string;
  attributeName: string;
  presentation: 'colorCode' | 'swatchImage' | 'select' | 'textButtons';
  valueKey: string;
  displayValue: string;
  metaData: string | null;
}

export interface RelatedProductRecord {
  id: number;
  sku: string;
  name: string;
  shortDescription: string;
}

export function createProductStore(db: Db) {
  const bySku = db.prepare(`${SELECT_PRODUCT} WHERE p.sku = @sku`);
  const byIds = db.prepare(`${SELECT_PRODUCT} WHERE p.id IN (SELECT value FROM json_each(@ids))`);
  const idsBySku = db.prepare('SELECT id, sku FROM products WHERE sku IN (SELECT value FROM json_each(?))');
  const attributes = db.prepare(`SELECT a.attribute_key AS key, a.value_type AS valueType, a.unit, t.name,
      t.display_value AS displayValue, a.number_value AS numberValue, a.boolean_value AS booleanValue, a.product_id AS productId
    FROM product_attributes a
    JOIN product_attribute_texts t ON t.product_id = a.product_id AND t.attribute_key = a.attribute_key AND t.locale = ?
    WHERE a.product_id IN (SELECT value FROM json_each(?))
    ORDER BY a.product_id, a.position`);
  const attributeGroups = db.prepare(`SELECT product_id AS productId, group_name AS groupName,
      attribute_key AS attributeKey
    FROM product_attribute_groups WHERE product_id IN (SELECT value FROM json_each(?))
    ORDER BY product_id, group_name, position`);
  const variationValues = db.prepare(`SELECT vv.variation_id AS productId, vv.attribute_id AS attributeId,
      at.name AS attributeName, va.presentation, vv.value_key AS valueKey, vt.display_value AS displayValue,
      vv.meta_data AS metaData
    FROM variation_values vv
    JOIN products v ON v.id = vv.variation_id
    JOIN variation_attributes va ON va.master_id = v.master_id AND va.attribute_id = vv.attribute_id
    JOIN variation_attribute_texts at ON at.master_id = va.master_id AND at.attribute_id = va.attribute_id
      AND at.locale = @locale
    JOIN variation_value_texts vt ON vt.variation_id = vv.variation_id AND vt.attribute_id = vv.attribute_id
      AND vt.locale = @locale
    WHERE vv.variation_id IN (SELECT value FROM json_each(@ids))
    ORDER BY v.position, va.position`);
  const variationAttributes = db.prepare(`SELECT va.attribute_id AS attributeId, at.name, va.presentation
    FROM variation_attributes va
    JOIN variation_attribute_texts at ON at.master_id = va.master_id AND at.attribute_id = va.attribute_id
      AND at.locale = ?
    WHERE va.master_id = ? ORDER BY va.position`);
  const variationIds = db.prepare(`SELECT id FROM products WHERE master_id = ? AND online = 1 ORDER BY position`).pluck();
  const related = (sql: string) => db.prepare(sql);
  const bundleItems = related(`SELECT p.id, p.sku, t.name, t.short_description AS shortDescription, b.quantity
    FROM bundle_items b JOIN products p ON p.id = b.product_id
    JOIN product_texts t ON t.product_id = p.id AND t.locale = ?
    WHERE b.bundle_id = ? AND p.online = 1 ORDER BY b.position`);
  const retailSetParts = related(`SELECT p.id, p.sku, t.name, t.short_description AS shortDescription
    FROM retail_set_parts rs JOIN products p ON p.id = rs.product_id
    JOIN product_texts t ON t.product_id = p.id AND t.locale = ?
    WHERE rs.retail_set_id = ? AND p.online = 1 ORDER BY rs.position`);
  const retailSetsOfPart = related(`SELECT p.id, p.sku, t.name, t.short_description AS shortDescription
    FROM retail_set_parts rs JOIN products p ON p.id = rs.retail_set_id
    JOIN product_texts t ON t.product_id = p.id AND t.locale = ?
    WHERE rs.product_id = ? AND p.online = 1 ORDER BY p.position`);
  const productLinks = related(`SELECT l.link_type AS linkType, p.id, p.sku, t.name,
      t.short_description AS shortDescription, c.unique_id AS categoryUniqueId, ct.name AS categoryName
    FROM product_links l
    LEFT JOIN products p ON p.id = l.target_product_id AND p.online = 1
    LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = @locale
    LEFT JOIN categories c ON c.id = l.target_category_id AND c.online = 1
    LEFT JOIN category_texts ct ON ct.category_id = c.id AND ct.locale = @locale
    WHERE l.product_id = @id AND (p.id IS NOT NULL OR c.id IS NOT NULL)
    ORDER BY l.link_type, l.position`);
  const warranties = related(`SELECT p.id, p.sku, t.name, t.short_description AS shortDescription
    FROM product_warranties w JOIN products p ON p.id = w.warranty_id
    JOIN product_texts t ON t.product_id = p.id AND t.locale = ?
    WHERE w.product_id = ? AND p.online = 1 ORDER BY w.position`);
  const attachments = related(`SELECT a.attachment_key AS key, a.attachment_type AS type, a.file_name AS fileName,
      t.name, t.description
    FROM product_attachments a
    JOIN product_attachment_texts t ON t.product_id = a.product_id AND t.attachment_key = a.attachment_key
      AND t.locale = ?
    WHERE a.product_id = ? ORDER BY a.position`);
  const promotions = related(`SELECT pp.product_id AS productId, pr.id, t.title
    FROM product_promotions pp JOIN promotions pr ON pr.id = pp.promotion_id
    JOIN promotion_texts t ON t.promotion_id = pr.id AND t.locale = ?
    WHERE pp.product_id IN (SELECT value FROM json_each(?)) ORDER BY pp.product_id, pp.position`);
  const attachmentByFile = db.prepare(`SELECT t.name, t.description, pt.name AS productName
    FROM product_attachments a
    JOIN product_attachment_texts t ON t.product_id = a.product_id AND t.attachment_key = a.attachment_key
      AND t.locale = @locale
    JOIN products p ON p.id = a.product_id AND p.online = 1
    JOIN product_texts pt ON pt.product_id = p.id AND pt.locale = @locale
    WHERE a.file_name = @fileName ORDER BY p.position LIMIT 1`);
  const image = db.prepare(`SELECT i.image_kind AS kind, i.color, t.name
    FROM products p JOIN product_images i ON i.product_id = p.id AND i.view_id = ?
    JOIN product_texts t ON t.product_id = p.id AND t.locale = ?
    WHERE p.sku = ?`);

  const groupBy = <T extends { productId: number }>(rows: T[]) => {
    const result = new Map<number, T[]>();
    for (const row of rows) result.set(row.productId, [...(result.get(row.productId) ?? []), row]);
    return result;
  };

  const revision = db.prepare('SELECT revision FROM catalog_revision WHERE id = 1').pluck();
  const keptProducts = createKeptProducts<ProductRecord>();

  /** Products by id, in the order of the ids; records are shared between callers (frozen). */
  function findByIds(ids: number[], locale: string): ProductRecord[] {
    if (ids.length === 0) return [];
    const keep = !db.inTransaction;
    const currentRevision = keep ? (revision.get() as number) : undefined;
    const keyOf = (id: number) => `${locale} ${id}`;
    const byId = new Map<number, ProductRecord>();
    for (const id of ids) {
      const record = keep ? keptProducts.get(keyOf(id), currentRevision!) : undefined;
      if (record) byId.set(id, record);
    }
    const missing = ids.filter(id => !byId.has(id));
    if (missing.length > 0) {
      for (const row of byIds.all({ ids: JSON.stringify(missing), locale }) as ProductRow[]) {
        const record = toRecord(row);
        byId.set(row.id, keep ? keptProducts.keep(keyOf(row.id), record) : record);
      }
    }
    return ids.map(id => byId.get(id)).filter((record): record is ProductRecord => record !== undefined);
  }

  return {
    /** Any product, online or not. */
    findBySku(sku: string, locale: string): ProductRecord | undefined {
      const row = bySku.get({ sku, locale }) as ProductRow | undefined;
      return row && toRecord(row);
    },
    findByIds,
    /** Products by SKU, in the order of the SKUs, each once; unknown SKUs are left out. */
    findBySkus(skus: string[], locale: string): ProductRecord[] {
      const ids = new Map((idsBySku.all(JSON.stringify(skus)) as { id: number; sku: string }[]).map(row => [row.sku, row.id]));
      const ordered = [...new Set(skus)].map(sku => ids.get(sku)).filter((id): id is number => id !== undefined);
      return findByIds(ordered, locale);
    },
    attributesOf(ids: number[], locale: string): Map<number, AttributeRecord[]> {
      return groupBy(attributes.all(locale, JSON.stringify(ids)) as (AttributeRecord & { productId: number })[]);
    },
    attributeGroupsOf(ids: number[]): Map<number, { groupName: string; attributeKey: string; productId: number }[]> {
      return groupBy(
        attributeGroups.all(JSON.stringify(ids)) as { groupName: string; attributeKey: string; productId: number }[],
      );
    },
    variationValuesOf(variationIds: number[], locale: string): Map<number, VariationValueRecord[]> {
      return groupBy(variationValues.all({ ids: JSON.stringify(variationIds), locale }) as VariationValueRecord[]);
    },
    variationAttributesOf(masterId: number, locale: string) {
      return variationAttributes.all(locale, masterId) as {
        attributeId: string;
        name: string;
        presentation: VariationValueRecord['presentation'];
      }[];
    },
    onlineVariationIds: (masterId: number) => variationIds.all(masterId) as number[],
    bundleItems: (bundleId: number, locale: string) =>
      bundleItems.all(locale, bundleId) as (RelatedProductRecord & { quantity: number })[],
    retailSetParts: (setId: number, locale: string) => retailSetParts.all(locale, setId) as RelatedProductRecord[],
    retailSetsOfPart: (partId: number, locale: string) => retailSetsOfPart.all(locale, partId) as RelatedProductRecord[],
    links: (productId: number, locale: string) =>
      productLinks.all({ id: productId, locale }) as {
        linkType: string;
        id: number | null;
        sku: string | null;
        name: string | null;
        shortDescription: string | null;
        categoryUniqueId: string | null;
        categoryName: string | null;
      }[],
    warranties: (productId: number, locale: string) => warranties.all(locale, productId) as RelatedProductRecord[],
    attachments: (productId: number, locale: string) =>
      attachments.all(locale, productId) as {
        key: string;
        type: string;
        fileName: string;
        name: string;
        description: string;
      }[],
    promotionsOf(ids: number[], locale: string): Map<number, { productId: number; id: string; title: string }[]> {
      return groupBy(promotions.all(locale, JSON.stringify(ids)) as { productId: number; id: string; title: string }[]);
    },
    attachmentByFileName: (fileName: string, locale: string) =>
      attachmentByFile.get({ fileName, locale }) as { name: string; description: string; productName: string } | undefined,
    imageOf: (sku: string, view: string, locale: string) =>
      image.get(view, locale, sku) as { kind: string; color: string; name: string } | undefined,
  };
}

export type ProductStore = ReturnType<typeof createProductStore>;
