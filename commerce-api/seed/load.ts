// Writes a SeedCatalog and the shop's reference data into the database in one transaction.
import type { Db } from '../db/open-database';
import { attributeDisplayValue, attributeValueKey, type BooleanTexts } from '../catalog/products/attribute-values';
import { clearCatalogIndexes, rebuildCatalogIndexes } from '../catalog/listing/catalog-index';
import { grossCents, toCents } from '../catalog/prices/money';
import type { SeedCatalog, SeedCategory, SeedProduct, SeedPromotion } from '../catalog/catalog-types';
import { centsIn, wholeUnitsFromEurCents } from '../reference/exchange-rates';
import { CURRENCIES, type Currency, LOCALES, type Locale, type LocalizedText, textIn, WRITTEN_LOCALES } from '../reference/locales';
import {
  CONFIGURATION,
  COUNTRIES,
  IMAGE_TYPES,
  LOCALIZATIONS,
  PAYMENT_METHODS,
  type PaymentParameterData,
  SHIPPING_METHODS,
  COUNTRY_TAX_RATES,
  SHIPPING_TAX_RATE,
  WAREHOUSE_ID,
} from './reference-data';
import { localPricesFromEur } from './data/money';

const CATALOG_OWNER = 'inSPIRED-inTRONICS';

export function seedDatabase(db: Db, catalog: SeedCatalog): void {
  db.transaction(() => {
    clearCatalog(db);
    writeReferenceData(db);
    const categoryIds = writeCategories(db, catalog.categories);
    writePromotions(db, catalog.promotions);
    writeProducts(db, catalog.products, categoryIds, new Set(catalog.promotions.map(p => p.id)));
    writePromotionDiscounts(db, catalog.promotions, categoryIds);
    writeKeywords(db, catalog.keywords);
    rebuildCatalogIndexes(db);
  })();
}

/** True when the database holds no catalogue yet. */
export function isCatalogEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number) === 0;
}

function clearCatalog(db: Db): void {
  clearCatalogIndexes(db);
  db.exec(`
    DELETE FROM products;
    DELETE FROM categories;
    DELETE FROM promotions;
    DELETE FROM keywords;
    DELETE FROM countries;
    DELETE FROM shipping_methods;
    DELETE FROM payment_methods;
    DELETE FROM configuration;
    DELETE FROM localizations;
    DELETE FROM image_types;
    DELETE FROM currencies;
    DELETE FROM locales;
  `);
}

function writeReferenceData(db: Db): void {
  const locale = db.prepare('INSERT INTO locales (code, position) VALUES (?, ?)');
  LOCALES.forEach((code, position) => locale.run(code, position));
  const currency = db.prepare('INSERT INTO currencies (code, position) VALUES (?, ?)');
  CURRENCIES.forEach((code, position) => currency.run(code, position));

  const imageType = db.prepare('INSERT INTO image_types (type_id, size, position) VALUES (?, ?, ?)');
  IMAGE_TYPES.forEach(([typeId, size], position) => imageType.run(typeId, size, position));

  const country = db.prepare('INSERT INTO countries (code, position) VALUES (?, ?)');
  const countryText = db.prepare('INSERT INTO country_texts (country_code, locale, name) VALUES (?, ?, ?)');
  const division = db.prepare('INSERT INTO main_divisions (country_code, code, position) VALUES (?, ?, ?)');
  const divisionText = db.prepare(
    'INSERT INTO main_division_texts (country_code, code, locale, name) VALUES (?, ?, ?, ?)',
  );
  COUNTRIES.forEach((entry, position) => {
    country.run(entry.code, position);
    for (const loc of LOCALES) countryText.run(entry.code, loc, textIn(entry.name, loc));
    entry.mainDivisions?.forEach((main, divisionPosition) => {
      division.run(entry.code, main.code, divisionPosition);
      for (const loc of LOCALES) divisionText.run(entry.code, main.code, loc, textIn(main.name, loc));
    });
  });

  const shippingMethod = db.prepare(`INSERT INTO shipping_methods
    (id, position, shipping_time_min, shipping_time_max) VALUES (?, ?, ?, ?)`);
  const shippingMethodText = db.prepare(`INSERT INTO shipping_method_texts
    (shipping_method_id, locale, name, description) VALUES (?, ?, ?, ?)`);
  const shippingCost = db.prepare(`INSERT INTO shipping_method_costs
    (shipping_method_id, currency, net_cents, gross_cents) VALUES (?, ?, ?, ?)`);
  const shippingCountry = db.prepare('INSERT INTO shipping_method_countries (shipping_method_id, country_code) VALUES (?, ?)');
  SHIPPING_METHODS.forEach((method, position) => {
    shippingMethod.run(method.id, position, method.shippingTime[0], method.shippingTime[1]);
    for (const loc of LOCALES) shippingMethodText.run(method.id, loc, textIn(method.name, loc), textIn(method.description, loc));
    for (const code of CURRENCIES) {
      const net = centsIn(method.netCosts, code);
      shippingCost.run(method.id, code, net, grossCents(net, SHIPPING_TAX_RATE));
    }
    method.countries?.forEach(code => shippingCountry.run(method.id, code));
  });

  const paymentMethod = db.prepare(`INSERT INTO payment_methods
    (id, position, service_id, capabilities, save_allowed) VALUES (?, ?, ?, ?, ?)`);
  const paymentMethodText = db.prepare(`INSERT INTO payment_method_texts
    (payment_method_id, locale, display_name, description, mandate_text) VALUES (?, ?, ?, ?, ?)`);
  const paymentCurrency = db.prepare(`INSERT INTO payment_method_currencies
    (payment_method_id, currency, net_cents, gross_cents, max_gross_cents) VALUES (?, ?, ?, ?, ?)`);
  const paymentParameter = db.prepare(`INSERT INTO payment_method_parameters
    (payment_method_id, name, position, required, min_size, max_size, pattern, masked)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const paymentParameterText = db.prepare(`INSERT INTO payment_method_parameter_texts
    (payment_method_id, name, locale, display_name, required_message, size_message, pattern_message)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  PAYMENT_METHODS.forEach((method, position) => {
    paymentMethod.run(method.id, position, method.id, method.capabilities.join(','), method.saveAllowed ? 1 : 0);
    for (const loc of LOCALES) paymentMethodText.run(method.id, loc, textIn(method.displayName, loc), textIn(method.description, loc), textOrNone(method.mandateText, loc));

    for (const code of CURRENCIES) {
      const net = centsIn(method.netCosts, code);
      paymentCurrency.run(method.id, code, net, grossCents(net, SHIPPING_TAX_RATE), method.maxGross ? centsIn(method.maxGross, code) : null);
    }
    method.parameters.forEach((parameter, index) => {
      checkParameterMessages(method.id, parameter);
      paymentParameter.run(
        method.id,
        parameter.name,
        index,
        parameter.required ? 1 : 0,
        parameter.size?.[0] ?? null,
        parameter.size?.[1] ?? null,
        parameter.pattern ?? null,
        parameter.masked ? 1 : 0,
      );
      const { required, size, pattern } = parameter.messages;
      for (const loc of LOCALES) {
        paymentParameterText.run(
          method.id,
          parameter.name,
          loc,
          textIn(parameter.displayName, loc),
          textOrNone(required, loc),
          textOrNone(size, loc),
          textOrNone(pattern, loc),
        );
      }
    });
  });

  const taxRate = db.prepare('INSERT INTO country_tax_rates (country_code, tax_class, rate_basis_points) VALUES (?, ?, ?)');
  for (const [code, rates] of Object.entries(COUNTRY_TAX_RATES)) {
    taxRate.run(code, 'standard', rates.standard);
    taxRate.run(code, 'reduced', rates.reduced);
  }

  const configuration = db.prepare('INSERT INTO configuration (path, value_json) VALUES (?, ?)');
  for (const [path, value] of Object.entries(CONFIGURATION)) configuration.run(path, JSON.stringify(value));

  const localization = db.prepare('INSERT INTO localizations (locale, key, value) VALUES (?, ?, ?)');
  for (const [key, texts] of Object.entries(LOCALIZATIONS)) {
    for (const loc of LOCALES) localization.run(loc, key, textIn(texts, loc));
  }
}

/** Every constraint of a parameter has its message in every locale, and no message is without its constraint. */
function checkParameterMessages(methodId: string, parameter: PaymentParameterData): void {
  const constraints = { required: parameter.required, size: parameter.size !== undefined, pattern: parameter.pattern !== undefined };
  for (const [constraint, present] of Object.entries(constraints)) {
    const texts = parameter.messages[constraint as keyof typeof constraints];
    if (present && !WRITTEN_LOCALES.every(loc => texts?.[loc])) {
      throw new Error(`Seed: payment parameter ${methodId}.${parameter.name} needs a ${constraint} message in every locale`);
    }
    if (!present && texts !== undefined) {
      throw new Error(`Seed: payment parameter ${methodId}.${parameter.name} has a ${constraint} message but no such constraint`);
    }
  }
}

/** The text in the locale (English where the locale has none), or null without texts. */
function textOrNone(texts: LocalizedText | undefined, locale: Locale): string | null {
  return texts === undefined ? null : textIn(texts, locale);
}

function categoryUniqueId(category: SeedCategory): string {
  return category.parent ? `${category.parent}.${category.id}` : category.id;
}

function writeCategories(db: Db, categories: SeedCategory[]): Map<string, number> {
  const byUniqueId = new Map<string, SeedCategory>();
  for (const category of categories) {
    const uniqueId = categoryUniqueId(category);
    if (byUniqueId.has(uniqueId)) throw new Error(`Seed: category ${uniqueId} is defined twice`);
    byUniqueId.set(uniqueId, category);
  }
  for (const [uniqueId, category] of byUniqueId) {
    if (category.parent && !byUniqueId.has(category.parent)) {
      throw new Error(`Seed: category ${uniqueId} has the unknown parent ${category.parent}`);
    }
  }

  const insert = db.prepare(`INSERT INTO categories
    (unique_id, local_id, parent_id, root_local_id, category_ref, depth, position, show_in_menu, image_kind)
    VALUES (@uniqueId, @localId, @parentId, @rootLocalId, @categoryRef, @depth, @position, @showInMenu, @imageKind)`);
  const insertText = db.prepare(`INSERT INTO category_texts
    (category_id, locale, name, description, seo_title, seo_description) VALUES (?, ?, ?, ?, ?, ?)`);

  const ids = new Map<string, number>();
  const usedRefs = new Set<string>();
  // parents before children: a unique id has one more segment than its parent's
  const ordered = [...byUniqueId.entries()].sort(
    ([a], [b]) => a.split('.').length - b.split('.').length,
  );
  for (const [uniqueId, category] of ordered) {
    const segments = uniqueId.split('.');
    const rootLocalId = segments[0];
    let categoryRef = `${category.id}@${CATALOG_OWNER}-${rootLocalId}`;
    if (usedRefs.has(categoryRef)) categoryRef = `${uniqueId}@${CATALOG_OWNER}-${rootLocalId}`;
    usedRefs.add(categoryRef);
    const id = Number(
      insert.run({
        uniqueId,
        localId: category.id,
        parentId: category.parent ? ids.get(category.parent) : null,
        rootLocalId,
        categoryRef,
        depth: segments.length - 1,
        position: category.position,
        showInMenu: category.showInMenu ? 1 : 0,
        imageKind: category.imageKind ?? null,
      }).lastInsertRowid,
    );
    ids.set(uniqueId, id);
    for (const locale of LOCALES) {
      insertText.run(
        id,
        locale,
        textIn(category.name, locale),
        textOrNone(category.description, locale) ?? '',
        textOrNone(category.seo?.title, locale),
        textOrNone(category.seo?.description, locale),
      );
    }
  }
  numberCategoryTree(db);
  return ids;
}

/** Assigns nested-set bounds (lft, rgt) in sibling order. */
function numberCategoryTree(db: Db): void {
  const rows = db
    .prepare('SELECT id, parent_id AS parentId FROM categories ORDER BY position, unique_id')
    .all() as { id: number; parentId: number | null }[];
  const children = new Map<number | null, number[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row.id);
    children.set(row.parentId, siblings);
  }
  const update = db.prepare('UPDATE categories SET lft = ?, rgt = ? WHERE id = ?');
  let counter = 0;
  const visit = (id: number): void => {
    const lft = ++counter;
    for (const child of children.get(id) ?? []) visit(child);
    update.run(lft, ++counter, id);
  };
  for (const root of children.get(null) ?? []) visit(root);
}

function writePromotions(db: Db, promotions: SeedPromotion[]): void {
  const insert = db.prepare(`INSERT INTO promotions (id, coupon_code_required, currency, use_external_url)
    VALUES (?, ?, ?, ?)`);
  const insertText = db.prepare(`INSERT INTO promotion_texts
    (promotion_id, locale, name, title, description, legal_content_message) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const promotion of promotions) {
    insert.run(
      promotion.id,
      promotion.couponCodeRequired ? 1 : 0,
      promotion.currency ?? null,
      promotion.useExternalUrl ? 1 : 0,
    );
    for (const locale of LOCALES) {
      insertText.run(
        promotion.id,
        locale,
        textIn(promotion.name, locale),
        textIn(promotion.title, locale),
        textIn(promotion.description, locale),
        textOrNone(promotion.legalContentMessage, locale),
      );
    }
  }
}

/** The promotions' discount rules (migration 009); after the products, which item rules name. */
function writePromotionDiscounts(db: Db, promotions: SeedPromotion[], categoryIds: Map<string, number>): void {
  const productId = db.prepare('SELECT id FROM products WHERE sku = ?').pluck();
  const insert = db.prepare(`INSERT INTO promotion_rules
    (promotion_id, kind, code, percent_basis_points, product_id, category_id, valid_from, valid_to, position)
    VALUES (@promotionId, @kind, @code, @percentBasisPoints, @productId, @categoryId, @validFrom, @validTo, @position)`);
  const insertAmount = db.prepare(`INSERT INTO promotion_rule_amounts
    (promotion_id, currency, amount_off_cents, minimum_order_cents) VALUES (?, ?, ?, ?)`);
  promotions.forEach((promotion, position) => {
    const discount = promotion.discount;
    if (!discount) return;
    const product = discount.productSku === undefined ? null : (productId.get(discount.productSku) as number | undefined);
    if (product === undefined) throw new Error(`Seed: promotion ${promotion.id} refers to the unknown product ${discount.productSku}`);
    const category = discount.category === undefined ? null : categoryIds.get(discount.category);
    if (category === undefined) throw new Error(`Seed: promotion ${promotion.id} refers to the unknown category ${discount.category}`);
    insert.run({
      promotionId: promotion.id,
      kind: discount.kind,
      code: discount.code?.toUpperCase(),
      percentBasisPoints: discount.percent === undefined ? null : Math.round(discount.percent * 100),
      productId: product,
      categoryId: category,
      validFrom: discount.validFrom ?? null,
      validTo: discount.validTo ?? null,
      position,
    });
    for (const currency of CURRENCIES) {
      const amountOff = promotionCents(discount.amountOff, currency);
      const minimum = promotionCents(discount.minimumOrderValue, currency);
      if (amountOff === null && minimum === null) continue;
      insertAmount.run(promotion.id, currency, amountOff, minimum);
    }
  });
}

/** A promotion's amount in the currency in cents: its own, else the EUR amount in whole units of the currency. */
function promotionCents(amounts: Partial<Record<Currency, number>> | undefined, currency: Currency): number | null {
  const own = amounts?.[currency];
  if (own !== undefined) return toCents(own);
  return amounts?.EUR === undefined ? null : wholeUnitsFromEurCents(toCents(amounts.EUR), currency);
}

function booleanTexts(locale: Locale): BooleanTexts {
  return {
    yes: textIn(LOCALIZATIONS['commerce.attribute.boolean.true'], locale),
    no: textIn(LOCALIZATIONS['commerce.attribute.boolean.false'], locale),
  };
}

function writeProducts(
  db: Db,
  products: SeedProduct[],
  categoryIds: Map<string, number>,
  promotionIds: Set<string>,
): void {
  const bySku = new Map<string, SeedProduct>();
  for (const product of products) {
    if (bySku.has(product.sku)) throw new Error(`Seed: product ${product.sku} is defined twice`);
    bySku.set(product.sku, product);
  }
  const requireProduct = (sku: string, usedBy: string): SeedProduct => {
    const product = bySku.get(sku);
    if (!product) throw new Error(`Seed: ${usedBy} refers to the unknown product ${sku}`);
    return product;
  };
  const categoriesOf = (product: SeedProduct): string[] => {
    if (product.categories.length > 0 || product.kind !== 'variation' || !product.variation) {
      return product.categories;
    }
    return requireProduct(product.variation.masterSKU, `variation ${product.sku}`).categories;
  };

  const statements = {
    product: db.prepare(`INSERT INTO products
      (sku, kind, manufacturer, manufacturer_sku, supplier_sku, default_category_id, tax_rate, online,
       min_order_quantity, max_order_quantity, step_quantity, packing_unit, ready_for_shipment_min,
       ready_for_shipment_max, rating_average, rating_count, seo_robots, created_at, position)
      VALUES (@sku, @kind, @manufacturer, @manufacturerSku, @supplierSku, @defaultCategoryId, @taxRate, @online,
       @minOrderQuantity, @maxOrderQuantity, @stepQuantity, @packingUnit, @readyMin, @readyMax,
       @ratingAverage, @ratingCount, @seoRobots, @createdAt, @position)`),
    text: db.prepare(`INSERT INTO product_texts
      (product_id, locale, name, short_description, long_description, seo_title, seo_description)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    category: db.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, ?, ?)'),
    attribute: db.prepare(`INSERT INTO product_attributes
      (product_id, attribute_key, position, value_type, unit, is_facet, value_key, number_value, boolean_value)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    attributeText: db.prepare(`INSERT INTO product_attribute_texts
      (product_id, attribute_key, locale, name, display_value) VALUES (?, ?, ?, ?, ?)`),
    attributeGroup: db.prepare(`INSERT INTO product_attribute_groups
      (product_id, group_name, attribute_key, position) VALUES (?, ?, ?, ?)`),
    price: db.prepare(`INSERT INTO product_prices
      (product_id, currency, price_type, min_quantity, net_cents, gross_cents) VALUES (?, ?, ?, ?, ?, ?)`),
    inventory: db.prepare(`INSERT INTO inventory
      (product_id, warehouse_id, stock, always_in_stock, available_date) VALUES (?, ?, ?, ?, ?)`),
    image: db.prepare(`INSERT INTO product_images
      (product_id, view_id, position, image_kind, color) VALUES (?, ?, ?, ?, ?)`),
    attachment: db.prepare(`INSERT INTO product_attachments
      (product_id, attachment_key, position, attachment_type, file_name) VALUES (?, ?, ?, ?, ?)`),
    attachmentText: db.prepare(`INSERT INTO product_attachment_texts
      (product_id, attachment_key, locale, name, description) VALUES (?, ?, ?, ?, ?)`),
    variationAttribute: db.prepare(`INSERT INTO variation_attributes
      (master_id, attribute_id, position, presentation) VALUES (?, ?, ?, ?)`),
    variationAttributeText: db.prepare(`INSERT INTO variation_attribute_texts
      (master_id, attribute_id, locale, name) VALUES (?, ?, ?, ?)`),
    variationValue: db.prepare(`INSERT INTO variation_values
      (variation_id, attribute_id, value_key, meta_data) VALUES (?, ?, ?, ?)`),
    variationValueText: db.prepare(`INSERT INTO variation_value_texts
      (variation_id, attribute_id, locale, display_value) VALUES (?, ?, ?, ?)`),
    master: db.prepare('UPDATE products SET master_id = ? WHERE id = ?'),
    defaultVariation: db.prepare('UPDATE products SET default_variation_id = ? WHERE id = ?'),
    bundleItem: db.prepare(`INSERT INTO bundle_items (bundle_id, product_id, quantity, position) VALUES (?, ?, ?, ?)`),
    retailSetPart: db.prepare(`INSERT INTO retail_set_parts (retail_set_id, product_id, position) VALUES (?, ?, ?)`),
    link: db.prepare(`INSERT INTO product_links (product_id, link_type, position, target_product_id)
      VALUES (?, ?, ?, ?)`),
    warranty: db.prepare('INSERT INTO product_warranties (product_id, warranty_id, position) VALUES (?, ?, ?)'),
    promotion: db.prepare('INSERT INTO product_promotions (product_id, promotion_id, position) VALUES (?, ?, ?)'),
  };

  const ids = new Map<string, number>();
  products.forEach((product, position) => {
    const categories = categoriesOf(product);
    for (const uniqueId of categories) {
      if (!categoryIds.has(uniqueId)) {
        throw new Error(`Seed: product ${product.sku} is in the unknown category ${uniqueId}`);
      }
    }
    const id = Number(
      statements.product.run({
        sku: product.sku,
        kind: product.kind,
        manufacturer: product.manufacturer,
        manufacturerSku: product.manufacturerSKU ?? null,
        supplierSku: product.supplierSKU ?? null,
        defaultCategoryId: categories.length > 0 ? categoryIds.get(categories[0]) : null,
        taxRate: product.taxRate,
        online: product.online === false ? 0 : 1,
        minOrderQuantity: product.minOrderQuantity ?? 1,
        maxOrderQuantity: product.maxOrderQuantity ?? null,
        stepQuantity: product.stepQuantity ?? 1,
        packingUnit: product.packingUnit ?? '',
        readyMin: product.readyForShipmentMin,
        readyMax: product.readyForShipmentMax,
        ratingAverage: product.rating?.average ?? null,
        ratingCount: product.rating?.count ?? 0,
        seoRobots: product.seo?.robots ? JSON.stringify(product.seo.robots) : null,
        createdAt: product.createdAt,
        position,
      }).lastInsertRowid,
    );
    ids.set(product.sku, id);

    for (const locale of LOCALES) {
      statements.text.run(
        id,
        locale,
        textIn(product.name, locale),
        textIn(product.shortDescription, locale),
        textIn(product.longDescription, locale),
        textOrNone(product.seo?.title, locale),
        textOrNone(product.seo?.description, locale),
      );
    }
    categories.forEach((uniqueId, categoryPosition) =>
      statements.category.run(id, categoryIds.get(uniqueId), categoryPosition),
    );

    const attributeKeys = new Set<string>();
    product.attributes.forEach((attribute, attributePosition) => {
      if (attributeKeys.has(attribute.key)) {
        throw new Error(`Seed: product ${product.sku} has the attribute ${attribute.key} twice`);
      }
      attributeKeys.add(attribute.key);
      const value = attribute.value;
      statements.attribute.run(
        id,
        attribute.key,
        attributePosition,
        attribute.type,
        attribute.unit ?? null,
        attribute.facet ? 1 : 0,
        attributeValueKey(value),
        typeof value === 'number' ? value : null,
        typeof value === 'boolean' ? (value ? 1 : 0) : null,
      );
      for (const locale of LOCALES) {
        statements.attributeText.run(
          id,
          attribute.key,
          locale,
          textIn(attribute.name, locale),
          attributeDisplayValue(value, locale, booleanTexts(locale), attribute.unit),
        );
      }
    });
    for (const [groupName, keys] of Object.entries(product.attributeGroups ?? {})) {
      keys.forEach((key, keyPosition) => {
        if (!attributeKeys.has(key)) {
          throw new Error(`Seed: product ${product.sku} groups the unknown attribute ${key} in ${groupName}`);
        }
        statements.attributeGroup.run(id, groupName, key, keyPosition);
      });
    }

    for (const currency of CURRENCIES) {
      const price = product.prices[currency] ?? (currency === 'PLN' || currency === 'RON' ? localPricesFromEur(product.prices.EUR, currency) : undefined);
      if (!price) throw new Error(`Seed: product ${product.sku} has no ${currency} price`);
      const writePrice = (type: 'sale' | 'list', minQuantity: number, net: number) => {
        const netCents = toCents(net);
        statements.price.run(id, currency, type, minQuantity, netCents, grossCents(netCents, product.taxRate));
      };
      writePrice('sale', 1, price.sale);
      if (price.list !== undefined) writePrice('list', 1, price.list);
      for (const scaled of price.scaled ?? []) {
        if (scaled.minQuantity > 1) writePrice('sale', scaled.minQuantity, scaled.sale);
      }
    }

    statements.inventory.run(
      id,
      WAREHOUSE_ID,
      product.stock,
      product.alwaysInStock ? 1 : 0,
      product.availableDate ?? null,
    );

    product.image.views.forEach((view, viewPosition) =>
      statements.image.run(id, view, viewPosition, product.image.kind, product.image.color),
    );

    product.attachments?.forEach((attachment, attachmentPosition) => {
      statements.attachment.run(id, attachment.key, attachmentPosition, attachment.type, attachment.fileName);
      for (const locale of LOCALES) {
        statements.attachmentText.run(
          id,
          attachment.key,
          locale,
          textIn(attachment.name, locale),
          textIn(attachment.description, locale),
        );
      }
    });

    product.master?.variationAttributes.forEach((attribute, attributePosition) => {
      statements.variationAttribute.run(id, attribute.id, attributePosition, attribute.presentation);
      for (const locale of LOCALES) {
        statements.variationAttributeText.run(id, attribute.id, locale, textIn(attribute.name, locale));
      }
    });
  });

  // relations, now that every product has its id
  for (const product of products) {
    const id = ids.get(product.sku) as number;
    const idOf = (sku: string, usedBy: string) => {
      requireProduct(sku, usedBy);
      return ids.get(sku) as number;
    };

    if (product.kind === 'variation') {
      if (!product.variation) throw new Error(`Seed: variation ${product.sku} names no master`);
      const master = requireProduct(product.variation.masterSKU, `variation ${product.sku}`);
      if (master.kind !== 'master') throw new Error(`Seed: ${master.sku} is no master of ${product.sku}`);
      statements.master.run(idOf(master.sku, product.sku), id);
      const known = new Set(master.master?.variationAttributes.map(attribute => attribute.id));
      for (const [attributeId, entry] of Object.entries(product.variation.values)) {
        if (!known.has(attributeId)) {
          throw new Error(`Seed: variation ${product.sku} sets ${attributeId}, which its master does not vary`);
        }
        statements.variationValue.run(id, attributeId, attributeValueKey(entry.value), entry.metaData ?? null);
        for (const locale of LOCALES) {
          statements.variationValueText.run(
            id,
            attributeId,
            locale,
            attributeDisplayValue(entry.value, locale, booleanTexts(locale)),
          );
        }
      }
    }
    if (product.kind === 'master' && product.master) {
      statements.defaultVariation.run(idOf(product.master.defaultVariationSKU, `master ${product.sku}`), id);
    }
    product.bundledProducts?.forEach((item, position) =>
      statements.bundleItem.run(id, idOf(item.sku, `bundle ${product.sku}`), item.quantity, position),
    );
    product.retailSetParts?.forEach((sku, position) =>
      statements.retailSetPart.run(id, idOf(sku, `retail set ${product.sku}`), position),
    );
    for (const [linkType, skus] of Object.entries(product.links ?? {})) {
      skus.forEach((sku, position) =>
        statements.link.run(id, linkType, position, idOf(sku, `${linkType} link of ${product.sku}`)),
      );
    }
    product.warranties?.forEach((sku, position) =>
      statements.warranty.run(id, idOf(sku, `warranty of ${product.sku}`), position),
    );
    product.promotionIds?.forEach((promotionId, position) => {
      if (!promotionIds.has(promotionId)) {
        throw new Error(`Seed: product ${product.sku} refers to the unknown promotion ${promotionId}`);
      }
      statements.promotion.run(id, promotionId, position);
    });
  }
}

function writeKeywords(db: Db, keywords: SeedCatalog['keywords']): void {
  const insert = db.prepare('INSERT INTO keywords (position) VALUES (?)');
  const insertText = db.prepare('INSERT INTO keyword_texts (keyword_id, locale, term) VALUES (?, ?, ?)');
  keywords.forEach((keyword, position) => {
    const id = Number(insert.run(position).lastInsertRowid);
    for (const locale of LOCALES) insertText.run(id, locale, textIn(keyword, locale));
  });
}
