// The shape of a catalogue as the catalogue area takes it in: the seed data modules produce it,
// the seed loader writes it into SQLite. Everything here is deterministic plain data.

import type { Currency, LocalizedText } from '../reference/locales';

/** A text in English and German, and in other locales where it has one (others fall back to English). */
export type Localized = LocalizedText;

export interface SeedCategory {
  /** Local id, unique among siblings, e.g. "584". The unique id is the dot-joined path: "Cameras-Camcorders.584". */
  id: string;
  /** Unique id of the parent category, or null for a top-level category. */
  parent: string | null;
  name: Localized;
  description?: Localized;
  /** Shown in the main navigation (ICM attribute ShowInMenu). */
  showInMenu: boolean;
  /** Order among siblings, ascending. */
  position: number;
  seo?: { title: Localized; description: Localized };
  /** Drawing used for the category image (one of ImageKind). */
  imageKind?: ImageKind;
}

/** Kinds of product drawing the image generator can draw. */
export type ImageKind =
  | 'camera' | 'camcorder' | 'action-camera' | 'lens' | 'laptop' | 'desktop' | 'tablet' | 'monitor'
  | 'printer' | 'ink' | 'keyboard' | 'mouse' | 'phone' | 'headphones' | 'speaker' | 'tv'
  | 'smart-home' | 'router' | 'firewall' | 'server' | 'storage' | 'cable' | 'paper' | 'chair'
  | 'desk' | 'projector' | 'watch' | 'console' | 'warranty' | 'generic';

export type AttributeValue = string | number | boolean | Localized;

export interface SeedAttribute {
  /** Stable key, also the facet id when `facet` is set, e.g. "Brand", "Resolution". */
  key: string;
  name: Localized;
  value: AttributeValue;
  /** ICM attribute type. */
  type: 'String' | 'Integer' | 'Double' | 'Boolean';
  unit?: string;
  /** The attribute is offered as a search/listing facet. */
  facet?: boolean;
}

export interface SeedPrice {
  /** Net sale price per unit. Gross is derived with the product's tax rate. */
  sale: number;
  /** Net list price, when the product is on sale (list > sale). */
  list?: number;
  /** Net scaled prices: from minQuantity on, the unit price is `sale`. */
  scaled?: { minQuantity: number; sale: number }[];
}

export interface SeedVariationAttribute {
  /** e.g. "Color", "Capacity", "Size". */
  id: string;
  name: Localized;
  /** How the storefront should offer it. */
  presentation: 'colorCode' | 'swatchImage' | 'select' | 'textButtons';
}

export interface SeedProduct {
  sku: string;
  kind: 'product' | 'master' | 'variation' | 'bundle' | 'retailSet' | 'warranty';
  name: Localized;
  shortDescription: Localized;
  longDescription: Localized;
  manufacturer: string;
  manufacturerSKU?: string;
  supplierSKU?: string;
  /** Unique ids of the categories the product is in; the first is its default category. Variations may leave this empty (they inherit the master's). */
  categories: string[];
  attributes: SeedAttribute[];
  /** Attribute group name -> attribute keys, e.g. PRODUCT_LABEL_ATTRIBUTES -> ["sale", "new"]. */
  attributeGroups?: Record<string, string[]>;
  /** Tax rate applied to derive gross prices, e.g. 0.19. */
  taxRate: number;
  /** EUR and USD as written; PLN and RON, unless written, derived from EUR by the loader (seed/data/money.ts). */
  prices: Record<'EUR' | 'USD', SeedPrice> & Partial<Record<Currency, SeedPrice>>;
  /** Units in stock; 0 is out of stock. */
  stock: number;
  alwaysInStock?: boolean;
  /** ISO date the item is expected back when out of stock. */
  availableDate?: string;
  /** false makes the product offline (not sold, not listed). */
  online?: boolean;
  minOrderQuantity?: number;
  maxOrderQuantity?: number;
  stepQuantity?: number;
  packingUnit?: string;
  readyForShipmentMin: number;
  readyForShipmentMax: number;
  rating?: { average: number; count: number };
  seo?: { title: Localized; description: Localized; robots?: string[] };
  image: { kind: ImageKind; color: string; views: ('front' | 'back' | 'side')[] };
  attachments?: { key: string; name: Localized; description: Localized; type: 'Information' | 'Manual' | 'Datasheet'; fileName: string }[];
  /** SKUs of warranty products that may be sold with this product. */
  warranties?: string[];
  /** Only for kind 'master'. */
  master?: { variationAttributes: SeedVariationAttribute[]; defaultVariationSKU: string };
  /** Only for kind 'variation'. */
  variation?: {
    masterSKU: string;
    /** Variation attribute id -> value; metaData is a colour code "#rrggbb" or a swatch name. */
    values: Record<string, { value: AttributeValue; metaData?: string }>;
  };
  /** Only for kind 'bundle': the bundled products with their quantities. */
  bundledProducts?: { sku: string; quantity: number }[];
  /** Only for kind 'retailSet': the parts of the set. */
  retailSetParts?: string[];
  /** Product links by type, e.g. crossselling, accessory, replacement. */
  links?: Record<string, string[]>;
  promotionIds?: string[];
  /** ISO timestamp; the "newest" sort orders by it. */
  createdAt: string;
}

export interface SeedPromotion {
  id: string;
  name: Localized;
  title: Localized;
  description: Localized;
  legalContentMessage?: Localized;
  couponCodeRequired: boolean;
  currency?: Currency;
  useExternalUrl?: boolean;
  /** The discount the basket grants for this promotion (migration 009); texts-only without. */
  discount?: SeedPromotionDiscount;
}

/**
 * A promotion's discount rule. Amounts are net decimals per currency (the shop's priceType);
 * `percent` is a percentage (10 = 10 %). Item kinds name a product SKU or a category unique id.
 */
export interface SeedPromotionDiscount {
  kind: 'OrderPercentOff' | 'OrderValueOff' | 'ItemPercentOff' | 'ItemValueOff' | 'FreeShipping';
  /** Without a code the discount applies automatically. */
  code?: string;
  percent?: number;
  amountOff?: Partial<Record<Currency, number>>;
  minimumOrderValue?: Partial<Record<Currency, number>>;
  productSku?: string;
  category?: string;
  /** ISO-8601 timestamps: from (inclusive), to (exclusive). */
  validFrom?: string;
  validTo?: string;
}

export interface SeedCatalog {
  categories: SeedCategory[];
  products: SeedProduct[];
  promotions: SeedPromotion[];
  /** Keywords the suggestion service may offer besides product, category and brand names. */
  keywords: Localized[];
}
