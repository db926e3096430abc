// The items of an OCI answer and their NEW_ITEM list: a basket's priced lines (each line's warranty
// as an item of its own right after it, so the requisition carries every charge), or catalogue
// products at a quantity for VALIDATE and BACKGROUND_SEARCH, priced as a basket line of that
// quantity would be (scaled prices) before basket promotions. Prices are the unit prices net of
// tax, in the basket's or the request's currency; items are numbered from 1.
import type { BasketView } from '../../basket/basket-document';
import { priceLines } from '../../basket/basket-pricing';
import type { LineItemRecord } from '../../basket/basket-store';
import { shipToTax } from '../../basket/ship-to-tax';
import type { CategoryStore } from '../../catalog/categories/category-store';
import type { PriceStore } from '../../catalog/prices/pricing';
import type { ProductRecord, ProductStore } from '../../catalog/products/product-store';
import type { TaxRates } from '../../reference/tax-rates';
import { isoUnitOf } from '../unit-codes';
import { OCI_FIELDS, itemFieldName } from './oci-fields';
import { type OciFieldConfiguration, type OciItem, fieldValue } from './oci-values';

export interface OciItemStores {
  products: ProductStore;
  prices: PriceStore;
  categories: CategoryStore;
  taxRates: TaxRates;
}

function itemOf(product: ProductRecord, unit: { netCents: number; grossCents: number }, quantity: number, currency: string, category: (product: ProductRecord) => string): OciItem {
  return {
    sku: product.sku,
    name: product.name,
    shortDescription: product.shortDescription,
    longDescription: product.longDescription,
    manufacturer: product.manufacturer,
    manufacturerSku: product.manufacturerSku ?? '',
    category: category(product),
    unit: isoUnitOf(product.packingUnit),
    quantity,
    netCents: unit.netCents,
    grossCents: unit.grossCents,
    currency,
    leadTime: product.readyForShipmentMax,
  };
}

/** The local id of a product's default category (a variation's is its master's), '' without one. */
function categoryOf(stores: OciItemStores, locale: string): (product: ProductRecord) => string {
  const localIds = new Map(stores.categories.tree(locale).all.map(category => [category.id, category.localId]));
  return product => (product.defaultCategoryId === null ? '' : (localIds.get(product.defaultCategoryId) ?? ''));
}

/** A basket's lines, each followed by its warranty. */
export function basketItems(view: BasketView, stores: OciItemStores): OciItem[] {
  const { basket, locale, priced } = view;
  const category = categoryOf(stores, locale);
  const warrantySkus = priced.lines.flatMap(line => (line.warranty ? [line.warranty.sku] : []));
  const warranties = new Map(stores.products.findBySkus(warrantySkus, locale).map(product => [product.sku, product]));
  return priced.lines.flatMap(line => {
    const quantity = line.line.quantity;
    const item = itemOf(line.product, line.unitPrice, quantity, basket.currency, category);
    const warranty = line.warranty && warranties.get(line.warranty.sku);
    if (!line.warranty || !warranty) return [item];
    const perPiece = { netCents: line.warranty.total.netCents / quantity, grossCents: line.warranty.total.grossCents / quantity };
    return [item, itemOf(warranty, perPiece, quantity, basket.currency, category)];
  });
}

/** Catalogue products, each at its quantity, in the given order; those without a price in the currency are left out. */
export function productItems(entries: { product: ProductRecord; quantity: number }[], scope: { currency: string; locale: string }, stores: OciItemStores): OciItem[] {
  const lines: LineItemRecord[] = entries.map(({ product, quantity }, position) => ({
    id: product.sku,
    productId: product.id,
    quantity,
    warrantyId: null,
    position,
    desiredDelivery: null,
    quoteId: null,
    quotedUnitNetCents: null,
    quoteValidTo: null,
  }));
  // no ship-to address: the catalogue's prices
  const priced = priceLines(lines, { ...scope, tax: shipToTax(undefined, stores.taxRates) }, stores);
  const category = categoryOf(stores, scope.locale);
  return priced.lines.map(line => itemOf(line.product, line.unitPrice, line.line.quantity, scope.currency, category));
}

/** The NEW_ITEM name/value list of the items, item after item, fields without a value left out. */
export function ociData(items: OciItem[], configuration: OciFieldConfiguration[]): { name: string; value: string }[] {
  const byField = new Map(configuration.map(entry => [entry.field, entry]));
  const fields = OCI_FIELDS.flatMap(field => {
    const entry = byField.get(field.field);
    return entry ? [{ field, entry }] : [];
  });
  return items.flatMap((item, index) =>
    fields.flatMap(({ field, entry }) => {
      const value = fieldValue(field, entry, item, index + 1);
      return value === '' ? [] : [{ name: itemFieldName(field.field, index + 1), value }];
    }),
  );
}
