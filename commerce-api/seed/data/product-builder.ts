// Turns compact product descriptions into SeedProducts. Whatever a row leaves out
// (stock, rating, creation date, shipping time, a random sale) is derived from a PRNG
// seeded with the SKU, so every product is stable on its own.
import type {
  AttributeValue, ImageKind, Localized, SeedAttribute, SeedPrice, SeedProduct, SeedVariationAttribute,
} from '../../catalog/catalog-types';
import { BRAND } from './attributes';
import { categoryName } from './categories';
import { L, mapLocalized, slug } from './localize';
import { listPriceAbove, roundPrice, usdFromEur } from './money';
import { rngFor, type Rng } from './prng';

export type View = 'front' | 'back' | 'side';
/** A net EUR price, or [sale, list] when the product is reduced. */
export type Money = number | [sale: number, list: number];
export type DocKind = 'manual' | 'quickstart' | 'datasheet' | 'safety';

/** Per-row extras the product families' tables share; each family may add its own. */
export interface RowExtras {
  usd?: Money;
  stock?: number;
  availableDate?: string;
  rating?: { average: number; count: number } | null;
  online?: boolean;
  order?: ProductInput['order'];
  docs?: ProductInput['docs'];
  /** Further categories besides the family's own. */
  cats?: string[];
  scaled?: [number, number][];
  fixedPrice?: boolean;
  alwaysInStock?: boolean;
  ship?: [number, number];
  mpn?: string;
  /** A highlight appended to the row's descriptions. */
  hl?: Localized;
}

/** A row's highlight in the locale, with a leading space, or nothing. */
export function highlight(extras: RowExtras | undefined, locale: 'en' | 'de'): string {
  return extras?.hl ? ` ${locale === 'en' ? extras.hl.en_US : extras.hl.de_DE}` : '';
}

export interface ProductInput {
  sku: string;
  kind?: 'product' | 'bundle' | 'retailSet' | 'warranty';
  name: Localized;
  short: Localized;
  long: Localized;
  brand: string;
  mpn?: string;
  categories: string[];
  attributes: SeedAttribute[];
  price: Money;
  /** Exact USD prices where the ICM demo fixes them; otherwise derived from EUR. */
  usd?: Money;
  /** Scaled net EUR prices: [minQuantity, unit price]. */
  scaled?: [number, number][];
  /** No random sale for this product. */
  fixedPrice?: boolean;
  tax?: number;
  image: { kind: ImageKind; color: string; views?: View[] };
  stock?: number;
  availableDate?: string;
  alwaysInStock?: boolean;
  online?: boolean;
  order?: { min?: number; max?: number; step?: number; packingUnit?: string };
  ship?: [number, number];
  /** null: no reviews yet. */
  rating?: { average: number; count: number } | null;
  robots?: string[];
  noSeo?: boolean;
  docs?: DocKind[];
  /** File name stem for generated attachments; default: slug of the English name. */
  docStem?: string;
  attachments?: NonNullable<SeedProduct['attachments']>;
  createdAt?: string;
  bundledProducts?: { sku: string; quantity: number }[];
  retailSetParts?: string[];
}

const ALL_VIEWS: View[] = ['front', 'back', 'side'];
const START = Date.UTC(2024, 0, 2);
const END = Date.UTC(2026, 2, 28);
const RATINGS = [5, 5, 4.5, 4.5, 4.5, 4, 4, 4, 4, 3.5, 3.5, 3, 3, 2.5, 2, 1.5, 1];

function saleList(money: Money): { sale: number; list?: number } {
  return typeof money === 'number' ? { sale: money } : { sale: money[0], list: money[1] };
}

function priceFor(input: ProductInput, rng: Rng): Record<'EUR' | 'USD', SeedPrice> {
  const eur = saleList(input.price);
  // A few products are reduced without being listed as such in the data.
  const autoSale = !eur.list && !input.usd && !input.fixedPrice && input.kind !== 'warranty' && rng.chance(0.1);
  if (autoSale) eur.list = listPriceAbove(eur.sale, 1.12 + rng.next() * 0.25);
  const usd = input.usd ? saleList(input.usd) : { sale: usdFromEur(eur.sale), ...(eur.list ? { list: usdFromEur(eur.list) } : {}) };
  const scaledEur = input.scaled?.map(([minQuantity, sale]) => ({ minQuantity, sale: roundPrice(sale) }));
  const scaledUsd = input.scaled?.map(([minQuantity, sale]) => ({ minQuantity, sale: usdFromEur(sale) }));
  const price = (p: { sale: number; list?: number }, scaled?: SeedPrice['scaled']): SeedPrice => ({
    sale: p.sale,
    ...(p.list ? { list: p.list } : {}),
    ...(scaled?.length ? { scaled } : {}),
  });
  return { EUR: price(eur, scaledEur), USD: price(usd, scaledUsd) };
}

function stockFor(sale: number, rng: Rng): { stock: number; availableDate?: string } {
  const roll = rng.next();
  if (roll < 0.055) {
    if (!rng.chance(0.6)) return { stock: 0 };
    const month = rng.int(4, 15);
    const year = month > 12 ? 2027 : 2026;
    const m = ((month - 1) % 12) + 1;
    return { stock: 0, availableDate: `${year}-${String(m).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` };
  }
  if (roll < 0.13) return { stock: rng.int(1, 5) };
  if (sale < 20) return { stock: rng.int(60, 900) };
  if (sale < 200) return { stock: rng.int(12, 250) };
  if (sale < 1000) return { stock: rng.int(8, 80) };
  return { stock: rng.int(6, 30) };
}

function shipFor(sale: number): [number, number] {
  if (sale >= 5000) return [5, 10];
  if (sale >= 500) return [2, 5];
  return [1, 3];
}

export function attachmentsFor(name: Localized, stem: string, kinds: DocKind[]): NonNullable<SeedProduct['attachments']> {
  const n = (en: string, de: string) => L(en, de);
  return kinds.map((kind, index) => {
    switch (kind) {
      case 'manual':
        return { key: 'AC_Manual_1_', type: 'Manual' as const, name: n('User Manual', 'Bedienungsanleitung'),
          description: n(`User manual for the ${name.en_US}.`, `Bedienungsanleitung für ${name.de_DE}.`), fileName: `${stem}-user-manual-EN.pdf` };
      case 'quickstart':
        return { key: 'AC_Manual_2_', type: 'Manual' as const, name: n('Quick Start Guide', 'Schnellstartanleitung'),
          description: n(`Set up the ${name.en_US} in a few minutes.`, `${name.de_DE} in wenigen Minuten einrichten.`), fileName: `${stem}-quick-start-guide-EN.pdf` };
      case 'datasheet':
        return { key: 'AC_Datasheet_1_', type: 'Datasheet' as const, name: n('Datasheet', 'Datenblatt'),
          description: n(`Technical specifications of the ${name.en_US}.`, `Technische Daten von ${name.de_DE}.`), fileName: `${stem}-datasheet-EN.pdf` };
      case 'safety':
        return { key: `AC_Information_${index + 1}_`, type: 'Information' as const, name: n('Safety Information', 'Sicherheitshinweise'),
          description: n(`Safety and regulatory information for the ${name.en_US}.`, `Sicherheits- und Konformitätshinweise für ${name.de_DE}.`), fileName: `${stem}-safety-information-EN.pdf` };
    }
  });
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, cut > 40 ? cut : max - 1)}…`;
}

export function seoFor(name: Localized, short: Localized, category: string | undefined, robots: string[]): NonNullable<SeedProduct['seo']> {
  const cat = category ? categoryName(category) : L('Products', 'Produkte');
  return {
    title: L(`${name.en_US} - ${cat.en_US} favorable buying at our shop`, `${name.de_DE} - ${cat.de_DE} günstig kaufen in unserem Shop`),
    description: mapLocalized(L(`${name.en_US} - ${short.en_US}`, `${name.de_DE} - ${short.de_DE}`), text => truncate(text, 160)),
    robots,
  };
}

function withBrand(brand: string, attributes: SeedAttribute[]): SeedAttribute[] {
  const rest = attributes.filter(a => a.key !== 'Brand');
  return [{ key: 'Brand', name: BRAND.name, value: brand, type: 'String', facet: true }, ...rest];
}

export function buildProduct(input: ProductInput): SeedProduct {
  const rng = rngFor(input.sku);
  const prices = priceFor(input, rng);
  const derivedStock = stockFor(prices.EUR.sale, rng);
  const stock = input.stock ?? derivedStock.stock;
  const availableDate = input.availableDate ?? (input.stock === undefined ? derivedStock.availableDate : undefined);
  const rating = input.rating === undefined
    ? (rng.chance(0.88) ? { average: rng.pick(RATINGS), count: prices.EUR.sale < 100 ? rng.int(2, 420) : rng.int(1, 95) } : undefined)
    : input.rating ?? undefined;
  const createdAt = input.createdAt ?? new Date(START + Math.floor(rng.next() * (END - START) / 1000) * 1000).toISOString();
  const online = input.online ?? true;
  const robots = input.robots ?? (online ? ['index', 'follow'] : ['noindex', 'nofollow']);
  const [shipMin, shipMax] = input.ship ?? shipFor(prices.EUR.sale);
  const attachments = input.attachments ?? (input.docs ? attachmentsFor(input.name, input.docStem ?? slug(input.name.en_US), input.docs) : undefined);
  const order = input.order ?? {};
  return {
    sku: input.sku,
    kind: input.kind ?? 'product',
    name: input.name,
    shortDescription: input.short,
    longDescription: input.long,
    manufacturer: input.brand,
    ...(input.mpn ? { manufacturerSKU: input.mpn } : {}),
    supplierSKU: `INT-${input.sku}`,
    categories: input.categories,
    attributes: withBrand(input.brand, input.attributes),
    taxRate: input.tax ?? 0.19,
    prices,
    stock,
    ...(input.alwaysInStock ? { alwaysInStock: true } : {}),
    ...(availableDate && stock === 0 ? { availableDate } : {}),
    ...(online ? {} : { online: false }),
    ...(order.min ? { minOrderQuantity: order.min } : {}),
    ...(order.max ? { maxOrderQuantity: order.max } : {}),
    ...(order.step ? { stepQuantity: order.step } : {}),
    ...(order.packingUnit ? { packingUnit: order.packingUnit } : {}),
    readyForShipmentMin: shipMin,
    readyForShipmentMax: shipMax,
    ...(rating ? { rating } : {}),
    ...(input.noSeo ? {} : { seo: seoFor(input.name, input.short, input.categories[0], robots) }),
    image: { kind: input.image.kind, color: input.image.color, views: input.image.views ?? ALL_VIEWS },
    ...(attachments?.length ? { attachments } : {}),
    ...(input.bundledProducts ? { bundledProducts: input.bundledProducts } : {}),
    ...(input.retailSetParts ? { retailSetParts: input.retailSetParts } : {}),
    createdAt,
  };
}

// ---------------------------------------------------------------------------------------
// Variation masters

export interface Axis extends SeedVariationAttribute {
  type: SeedAttribute['type'];
  unit?: string;
}

export interface AxisValue {
  value: AttributeValue;
  /** How the value reads in the variation's name. */
  label: Localized;
  /** Colour code "#rrggbb" or swatch name. */
  meta?: string;
}

export interface VariationInput {
  sku: string;
  values: Record<string, AxisValue>;
  price: Money;
  usd?: Money;
  scaled?: [number, number][];
  stock?: number;
  availableDate?: string;
  /** Drawing colour; defaults to the master's. */
  color?: string;
  /** Attributes that differ from the master's, by key. */
  attributes?: SeedAttribute[];
  rating?: { average: number; count: number } | null;
  mpn?: string;
}

export interface MasterInput extends Omit<ProductInput, 'kind' | 'price' | 'usd' | 'scaled' | 'bundledProducts' | 'retailSetParts'> {
  axes: Axis[];
  variations: VariationInput[];
  defaultVariation: string;
}

/** Later attributes replace earlier ones with the same key, keeping the first position. */
function mergeAttributes(base: SeedAttribute[], overrides: SeedAttribute[]): SeedAttribute[] {
  const byKey = new Map<string, SeedAttribute>();
  for (const attribute of [...base, ...overrides]) byKey.set(attribute.key, attribute);
  return [...byKey.values()];
}

/** A variation master followed by its variations. */
export function buildVariationFamily(input: MasterInput): SeedProduct[] {
  const { axes, variations, defaultVariation, ...masterInput } = input;
  const attachments = input.attachments ?? (input.docs ? attachmentsFor(input.name, input.docStem ?? slug(input.name.en_US), input.docs) : undefined);
  const variationProducts = variations.map(v => {
    const labels = axes.map(axis => v.values[axis.id].label);
    const suffix = L(labels.map(l => l.en_US).join(', '), labels.map(l => l.de_DE).join(', '));
    const axisAttributes: SeedAttribute[] = axes.map(axis => ({
      key: axis.id, name: axis.name, value: v.values[axis.id].value, type: axis.type, ...(axis.unit ? { unit: axis.unit } : {}), facet: true,
    }));
    const name = L(`${input.name.en_US} – ${suffix.en_US}`, `${input.name.de_DE} – ${suffix.de_DE}`);
    const product = buildProduct({
      ...masterInput,
      sku: v.sku,
      mpn: v.mpn ?? (input.mpn ? `${input.mpn}-${v.sku.slice(-2)}` : undefined),
      name,
      long: L(`${input.long.en_US} This variant: ${suffix.en_US}.`, `${input.long.de_DE} Diese Variante: ${suffix.de_DE}.`),
      categories: [],
      attributes: mergeAttributes(input.attributes, [...(v.attributes ?? []), ...axisAttributes]),
      price: v.price,
      usd: v.usd,
      scaled: v.scaled,
      fixedPrice: input.fixedPrice,
      stock: v.stock,
      availableDate: v.availableDate,
      rating: v.rating,
      image: { ...input.image, color: v.color ?? input.image.color },
      attachments,
      noSeo: true,
      createdAt: input.createdAt,
    });
    const seo = input.noSeo ? undefined : seoFor(name, input.short, input.categories[0], input.robots ?? ['index', 'follow']);
    return {
      ...product,
      ...(seo ? { seo } : {}),
      variation: {
        masterSKU: input.sku,
        values: Object.fromEntries(axes.map(axis => {
          const value = v.values[axis.id];
          return [axis.id, { value: value.value, ...(value.meta ? { metaData: value.meta } : {}) }];
        })),
      },
    } satisfies SeedProduct;
  });

  const def = variationProducts.find(p => p.sku === defaultVariation);
  if (!def) throw new Error(`${input.sku}: default variation ${defaultVariation} is not one of its variations`);
  const cheapest = variationProducts.reduce((a, b) => (b.prices.EUR.sale < a.prices.EUR.sale ? b : a));
  const master = buildProduct({
    ...masterInput,
    price: cheapest.prices.EUR.sale,
    usd: cheapest.prices.USD.sale,
    fixedPrice: true,
    attachments,
    stock: variationProducts.reduce((sum, p) => sum + p.stock, 0),
    image: { ...input.image, color: def.image.color },
  });
  // Variations are created at the same time as their master.
  for (const p of variationProducts) p.createdAt = master.createdAt;
  return [
    { ...master, kind: 'master', master: { variationAttributes: axes.map(({ id, name, presentation }) => ({ id, name, presentation })), defaultVariationSKU: defaultVariation } },
    ...variationProducts.map(p => ({ ...p, kind: 'variation' as const })),
  ];
}

// ---------------------------------------------------------------------------------------
// Plain items: name is brand + model, image from kind and colour

export interface ItemInput extends Omit<ProductInput, 'name' | 'image'> {
  model: string;
  /** What the product image draws. */
  drawing: ImageKind;
  color: string;
  views?: View[];
  /** Full name when it is not simply brand + model. */
  fullName?: Localized;
}

export function item(input: ItemInput): SeedProduct {
  const { model, drawing, color, views, fullName, ...rest } = input;
  const name = fullName ?? L(`${input.brand} ${model}`, `${input.brand} ${model}`);
  return buildProduct({ ...rest, name, image: { kind: drawing, color, ...(views ? { views } : {}) } });
}

/** "Brand Model – short description. Long description." for items whose long text is a single remark. */
export function leadIn(name: string, short: Localized, long: Localized): Localized {
  return L(`${name} – ${short.en_US}. ${long.en_US}`, `${name} – ${short.de_DE}. ${long.de_DE}`);
}
