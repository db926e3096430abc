// Rebuilds the tables derived from the catalogue (full-text index, facet values, category
// statistics, suggest terms). Every catalogue write calls it inside its own transaction.
import type { Db } from '../../db/open-database';
import { LOCALES } from '../../reference/locales';
import { createProductSearch, searchRowid } from '../search/search';
import { foldText, foldedWords, stripMarkup } from '../search/text-folding';

/** Facet ids with a fixed meaning; seed attributes of the same key merge into them or are skipped. */
export const CATEGORY_FACET = 'CategoryUUIDLevelMulti';
export const BRAND_FACET = 'Brand';
export const PRICE_FACET = 'Price';
export const STOCK_FACET = 'InStock';
const RESERVED_FACETS = new Set([CATEGORY_FACET, BRAND_FACET, PRICE_FACET, STOCK_FACET]);

// warranties are offered with products, never listed on their own
const LISTABLE = "p.online = 1 AND p.kind NOT IN ('variation', 'warranty')";

/** Empties the tables derived from the catalogue. */
export function clearCatalogIndexes(db: Db): void {
  db.exec(`
    DELETE FROM product_search;
    DELETE FROM suggest_terms;
    DELETE FROM product_facet_values;
    DELETE FROM facet_value_texts;
    DELETE FROM facet_definitions;
    DELETE FROM product_category_closure;
    DELETE FROM category_statistics;
  `);
}

export function rebuildCatalogIndexes(db: Db): void {
  clearCatalogIndexes(db);
  rebuildCategoryClosure(db);
  rebuildFacets(db);
  rebuildSearchIndex(db);
  rebuildSuggestTerms(db);
}

function rebuildCategoryClosure(db: Db): void {
  db.exec(`
    INSERT OR IGNORE INTO product_category_closure (product_id, category_id)
    SELECT pc.product_id, ancestor.id
    FROM product_categories pc
    JOIN products p ON p.id = pc.product_id
    JOIN categories c ON c.id = pc.category_id
    JOIN categories ancestor ON ancestor.lft <= c.lft AND ancestor.rgt >= c.rgt
    WHERE ${LISTABLE};

    INSERT INTO category_statistics (category_id, direct_online_products, subtree_online_products, online_subcategories)
    SELECT c.id,
      (SELECT COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = c.id AND ${LISTABLE}),
      (SELECT COUNT(*) FROM product_category_closure closure WHERE closure.category_id = c.id),
      (SELECT COUNT(*) FROM categories child WHERE child.parent_id = c.id AND child.online = 1)
    FROM categories c;
  `);
}

/**
 * Facet values are sent comma-joined (`Protocol=Wi-Fi,Bluetooth`), so a value listing several
 * things ("Wi-Fi, Bluetooth") counts as one facet value per thing. Display texts are split the
 * same way when they have as many parts.
 */
export function splitFacetValue(valueKey: string, displayValue: string): { valueKey: string; displayValue: string }[] {
  const keys = valueKey.split(',').map(part => part.trim()).filter(Boolean);
  if (keys.length <= 1) return [{ valueKey: valueKey.trim(), displayValue }];
  const displays = displayValue.split(',').map(part => part.trim()).filter(Boolean);
  return keys.map((key, index) => ({ valueKey: key, displayValue: displays.length === keys.length ? displays[index] : key }));
}

/** How the storefront shows a value: a colour code, a swatch image, or plain text (null). */
function mappedTypeOf(source: Pick<FacetSource, 'presentation' | 'metaData'>): 'colorcode' | 'image' | null {
  if (!source.metaData) return null;
  if (source.presentation === 'colorCode') return 'colorcode';
  if (source.presentation === 'swatchImage') return 'image';
  return null;
}

interface FacetSource {
  facetId: string;
  productId: number;
  masterId: number | null;
  valueKey: string;
  numberValue: number | null;
  locale: string;
  name: string;
  displayValue: string;
  presentation: string | null;
  metaData: string | null;
}

function rebuildFacets(db: Db): void {
  const insertDefinition = db.prepare(`INSERT INTO facet_definitions
    (id, kind, position, display_type, selection_type) VALUES (?, ?, ?, ?, ?)`);
  const insertDefinitionText = db.prepare(`INSERT INTO facet_definition_texts (facet_id, locale, name)
    VALUES (?, ?, ?)`);
  const localization = db.prepare('SELECT value FROM localizations WHERE locale = ? AND key = ?').pluck();
  const fixedName = (facetId: string, locale: string) =>
    (localization.get(locale, `commerce.filter.${facetId}.name`) as string | undefined) ?? facetId;

  const fixedFacets: [string, string, string, string][] = [
    [CATEGORY_FACET, 'category', 'text_clear', 'taxonomic'],
    [BRAND_FACET, 'brand', 'checkbox', 'multiple_or'],
    [PRICE_FACET, 'price', 'text_clear', 'multiple_or'],
  ];
  let position = 0;
  for (const [id, kind, displayType, selectionType] of fixedFacets) {
    insertDefinition.run(id, kind, position++, displayType, selectionType);
    const nameKey = id === CATEGORY_FACET ? 'Category' : id;
    for (const locale of LOCALES) insertDefinitionText.run(id, locale, fixedName(nameKey, locale));
  }

  // brand: the manufacturer, or the product's Brand attribute when the manufacturer is empty
  db.exec(`
    INSERT OR IGNORE INTO product_facet_values (product_id, facet_id, value_key)
    SELECT p.id, '${BRAND_FACET}', COALESCE(NULLIF(p.manufacturer, ''), brand.value_key)
    FROM products p
    LEFT JOIN product_attributes brand ON brand.product_id = p.id AND brand.attribute_key = '${BRAND_FACET}'
    WHERE p.online = 1 AND COALESCE(NULLIF(p.manufacturer, ''), brand.value_key) IS NOT NULL;

    INSERT OR IGNORE INTO product_facet_values (product_id, facet_id, value_key)
    SELECT v.master_id, facet.facet_id, facet.value_key
    FROM product_facet_values facet JOIN products v ON v.id = facet.product_id
    WHERE facet.facet_id = '${BRAND_FACET}' AND v.master_id IS NOT NULL;
  `);
  const insertValueText = db.prepare(`INSERT OR IGNORE INTO facet_value_texts
    (facet_id, value_key, locale, display_value, mapped_type, mapped_value, position) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const brands = db
    .prepare(`SELECT DISTINCT value_key FROM product_facet_values WHERE facet_id = ? ORDER BY value_key COLLATE NOCASE`)
    .pluck()
    .all(BRAND_FACET) as string[];
  brands.forEach((brand, brandPosition) => {
    for (const locale of LOCALES) insertValueText.run(BRAND_FACET, brand, locale, brand, null, null, brandPosition);
  });

  // attribute and variation facets, in order of first appearance in the catalogue
  const sources = db
    .prepare(
      `SELECT a.attribute_key AS facetId, p.id AS productId, p.master_id AS masterId, a.value_key AS valueKey,
         a.number_value AS numberValue, t.locale, t.name, t.display_value AS displayValue,
         NULL AS presentation, NULL AS metaData, p.position AS productPosition, a.position AS attributePosition, 0 AS source
       FROM product_attributes a
       JOIN products p ON p.id = a.product_id
       JOIN product_attribute_texts t ON t.product_id = a.product_id AND t.attribute_key = a.attribute_key
       WHERE a.is_facet = 1 AND p.online = 1
       UNION ALL
       SELECT vv.attribute_id, v.id, v.master_id, vv.value_key, NULL, vt.locale, va_text.name, vt.display_value,
         va.presentation, vv.meta_data, v.position, va.position, 1
       FROM variation_values vv
       JOIN products v ON v.id = vv.variation_id
       JOIN variation_attributes va ON va.master_id = v.master_id AND va.attribute_id = vv.attribute_id
       JOIN variation_attribute_texts va_text ON va_text.master_id = va.master_id
         AND va_text.attribute_id = va.attribute_id
       JOIN variation_value_texts vt ON vt.variation_id = vv.variation_id AND vt.attribute_id = vv.attribute_id
         AND vt.locale = va_text.locale
       WHERE v.online = 1
       ORDER BY source, productPosition, attributePosition`,
    )
    .all() as FacetSource[];

  const definitions = new Map<string, { names: Map<string, string>; kind: string }>();
  const values = new Map<string, Map<string, { numberValue: number | null; texts: Map<string, FacetSource> }>>();
  const insertValue = db.prepare(`INSERT OR IGNORE INTO product_facet_values (product_id, facet_id, value_key)
    VALUES (?, ?, ?)`);
  const productValues: [number, string, string][] = [];
  const splitSources = sources.flatMap(source =>
    splitFacetValue(source.valueKey, source.displayValue).map(part => ({
      ...source,
      ...part,
      numberValue: part.valueKey === source.valueKey ? source.numberValue : null,
    })),
  );
  for (const source of splitSources) {
    if (RESERVED_FACETS.has(source.facetId)) continue;
    let definition = definitions.get(source.facetId);
    if (!definition) {
      definition = { names: new Map(), kind: source.presentation === null ? 'attribute' : 'variation' };
      definitions.set(source.facetId, definition);
    }
    if (!definition.names.has(source.locale)) definition.names.set(source.locale, source.name);

    let facetValues = values.get(source.facetId);
    if (!facetValues) {
      facetValues = new Map();
      values.set(source.facetId, facetValues);
    }
    let value = facetValues.get(source.valueKey);
    if (!value) {
      value = { numberValue: source.numberValue, texts: new Map() };
      facetValues.set(source.valueKey, value);
    }
    // a text with a colour code or swatch wins over a plain one for the same value
    const known = value.texts.get(source.locale);
    if (!known || (!mappedTypeOf(known) && mappedTypeOf(source))) value.texts.set(source.locale, source);

    productValues.push([source.productId, source.facetId, source.valueKey]);
    if (source.masterId !== null) productValues.push([source.masterId, source.facetId, source.valueKey]);
  }

  for (const [facetId, definition] of definitions) {
    // swatches only when every value has a colour code or swatch image to show
    const swatch = [...(values.get(facetId)?.values() ?? [])].every(value =>
      [...value.texts.values()].some(text => mappedTypeOf(text) !== null),
    );
    insertDefinition.run(facetId, definition.kind, position++, swatch ? 'swatch' : 'checkbox', 'multiple_or');
    for (const locale of LOCALES) {
      insertDefinitionText.run(facetId, locale, definition.names.get(locale) ?? facetId);
    }
    const facetValues = [...(values.get(facetId)?.entries() ?? [])];
    const numeric = facetValues.every(([, value]) => value.numberValue !== null);
    if (numeric) facetValues.sort(([, a], [, b]) => (a.numberValue ?? 0) - (b.numberValue ?? 0));
    else if (definition.kind === 'attribute') {
      facetValues.sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    }
    facetValues.forEach(([valueKey, value], valuePosition) => {
      for (const locale of LOCALES) {
        const text = value.texts.get(locale) ?? [...value.texts.values()][0];
        const mappedType = mappedTypeOf(text);
        insertValueText.run(
          facetId,
          valueKey,
          locale,
          text.displayValue,
          mappedType,
          mappedType ? text.metaData : null,
          valuePosition,
        );
      }
    });
  }

  for (const [productId, facetId, valueKey] of productValues) insertValue.run(productId, facetId, valueKey);

  insertDefinition.run(STOCK_FACET, 'stock', position++, 'checkbox', 'multiple_or');
  for (const locale of LOCALES) insertDefinitionText.run(STOCK_FACET, locale, fixedName(STOCK_FACET, locale));
}

interface SearchSource {
  id: number;
  masterId: number | null;
  sku: string;
  manufacturer: string;
  manufacturerSku: string | null;
  supplierSku: string | null;
  locale: string;
  name: string;
  shortDescription: string;
  longDescription: string;
}

function rebuildSearchIndex(db: Db): void {
  const products = db
    .prepare(
      `SELECT p.id, p.master_id AS masterId, p.sku, p.manufacturer, p.manufacturer_sku AS manufacturerSku,
         p.supplier_sku AS supplierSku, t.locale, t.name, t.short_description AS shortDescription,
         t.long_description AS longDescription
       FROM products p JOIN product_texts t ON t.product_id = p.id
       WHERE p.online = 1`,
    )
    .all() as SearchSource[];

  const attributeTexts = new Map<string, string[]>();
  const skusOfVariations = new Map<number, string[]>();
  const appendText = (productId: number, locale: string, text: string) => {
    const key = `${productId}|${locale}`;
    const texts = attributeTexts.get(key) ?? [];
    texts.push(text);
    attributeTexts.set(key, texts);
  };
  const attributeRows = db
    .prepare(
      `SELECT a.product_id AS productId, t.locale, t.display_value AS text
       FROM product_attributes a
       JOIN product_attribute_texts t ON t.product_id = a.product_id AND t.attribute_key = a.attribute_key
       WHERE a.value_type <> 'Boolean'`,
    )
    .all() as { productId: number; locale: string; text: string }[];
  for (const row of attributeRows) appendText(row.productId, row.locale, row.text);
  const variationRows = db
    .prepare(
      `SELECT v.id AS productId, v.master_id AS masterId, v.sku, t.locale, t.display_value AS text
       FROM variation_values vv
       JOIN products v ON v.id = vv.variation_id
       JOIN variation_value_texts t ON t.variation_id = vv.variation_id AND t.attribute_id = vv.attribute_id
       WHERE v.online = 1`,
    )
    .all() as { productId: number; masterId: number; sku: string; locale: string; text: string }[];
  for (const row of variationRows) {
    appendText(row.productId, row.locale, row.text);
    appendText(row.masterId, row.locale, row.text);
    const skus = skusOfVariations.get(row.masterId) ?? [];
    if (!skus.includes(row.sku)) skus.push(row.sku);
    skusOfVariations.set(row.masterId, skus);
  }

  const insert = db.prepare(`INSERT INTO product_search
    (rowid, name, sku, manufacturer, short_description, long_description, attributes, locale, product_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const localeIndexes = new Map(
    (db.prepare('SELECT code, position FROM locales').all() as { code: string; position: number }[]).map(row => [row.code, row.position]),
  );
  for (const product of products) {
    const skus = [product.sku, product.manufacturerSku, product.supplierSku, ...(skusOfVariations.get(product.id) ?? [])]
      .filter((sku): sku is string => Boolean(sku))
      .join(' ');
    insert.run(
      searchRowid(localeIndexes.get(product.locale) ?? 0, product.id),
      foldText(product.name),
      foldText(skus),
      foldText(product.manufacturer),
      foldText(stripMarkup(product.shortDescription)),
      foldText(stripMarkup(product.longDescription)),
      foldText((attributeTexts.get(`${product.id}|${product.locale}`) ?? []).join(' ')),
      product.locale,
      product.id,
    );
  }
}

const MIN_CATALOG_TERM_LENGTH = 3;

function rebuildSuggestTerms(db: Db): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO suggest_terms (locale, folded, term, source, hit_count)
    VALUES (?, ?, ?, ?, ?)`);
  const listable = new Set(
    db.prepare(`SELECT id FROM products p WHERE ${LISTABLE}`).pluck().all() as number[],
  );
  const productSearch = createProductSearch(db);
  const keywordRows = db
    .prepare('SELECT locale, term FROM keyword_texts t JOIN keywords k ON k.id = t.keyword_id ORDER BY k.position')
    .all() as { locale: string; term: string }[];
  for (const keyword of keywordRows) {
    const hits = productSearch.search(keyword.term, keyword.locale).filter(hit => listable.has(hit.productId));
    const words = foldedWords(keyword.term);
    words.forEach((_, index) =>
      insert.run(keyword.locale, words.slice(index).join(' '), keyword.term, 'keyword', hits.length),
    );
  }

  // words of product names, counted once per product
  const names = db
    .prepare(`SELECT p.id, t.locale, t.name FROM products p JOIN product_texts t ON t.product_id = p.id WHERE ${LISTABLE}`)
    .all() as { id: number; locale: string; name: string }[];
  for (const locale of LOCALES) {
    const counts = new Map<string, { term: string; products: Set<number> }>();
    for (const row of names.filter(name => name.locale === locale)) {
      const words = row.name.split(/[^\p{L}\p{N}]+/u).filter(word => word.length >= MIN_CATALOG_TERM_LENGTH);
      for (const word of words) {
        const folded = foldedWords(word).join(' ');
        const entry = counts.get(folded) ?? { term: word.toLowerCase(), products: new Set<number>() };
        entry.products.add(row.id);
        counts.set(folded, entry);
      }
    }
    for (const [folded, entry] of counts) insert.run(locale, folded, entry.term, 'catalog', entry.products.size);
  }
}
