// How a configured OCI field gets its value for one item: the transform's {Placeholder}s are
// replaced by the item's values, the first mapping whose `mapFromValue` matches the whole value
// (`*` standing for any characters) replaces it by its `mapToValue`, the formatter formats the
// result, and the field's length cuts it. Numbers are written with `.` as the decimal separator,
// as OCI wants them whatever the shop's locale.
import type { OciField } from './oci-fields';

/** What one item of a transfer (a basket line, its warranty, a validated or found product) offers the placeholders. */
export interface OciItem {
  sku: string;
  name: string;
  shortDescription: string;
  longDescription: string;
  manufacturer: string;
  manufacturerSku: string;
  /** The local id of the product's default category (the material group a configuration maps). */
  category: string;
  /** The ISO unit code (../unit-codes.ts). */
  unit: string;
  quantity: number;
  /** The unit price, net and gross, in cents of `currency`. */
  netCents: number;
  grossCents: number;
  currency: string;
  /** Working days until it ships. */
  leadTime: number;
}

export interface OciMapping {
  mapFromValue: string;
  mapToValue: string;
}

export interface OciFieldConfiguration {
  field: string;
  transform: string;
  formatter: string;
  mappings: OciMapping[];
}

const decimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const PLACEHOLDERS: Record<string, (item: OciItem, position: number) => string> = {
  Category: item => item.category,
  Currency: item => item.currency,
  GrossPrice: item => decimal(item.grossCents),
  LeadTime: item => String(item.leadTime),
  LongDescription: item => item.longDescription,
  Manufacturer: item => item.manufacturer,
  ManufacturerSKU: item => item.manufacturerSku,
  Name: item => item.name,
  NetPrice: item => decimal(item.netCents),
  Position: (_item, position) => String(position),
  Quantity: item => String(item.quantity),
  SKU: item => item.sku,
  ShortDescription: item => item.shortDescription,
  Unit: item => item.unit,
};

export const PLACEHOLDER_IDS = Object.keys(PLACEHOLDERS).sort();

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholder ids a transform names that do not exist. */
export const unknownPlaceholders = (transform: string) =>
  [...transform.matchAll(PLACEHOLDER)].map(match => match[1]).filter(id => !Object.hasOwn(PLACEHOLDERS, id));

/** A decimal number rounded half up to `places` decimals, or undefined when the value is no number. */
function fixedDecimals(value: string, places: number): string | undefined {
  const match = /^(-?)(\d{1,30})(?:\.(\d{1,30}))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  // one digit beyond the kept ones decides the rounding
  const rounded = (BigInt(whole + fraction.padEnd(places + 1, '0').slice(0, places + 1)) + 5n) / 10n;
  const digits = rounded.toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return rounded === 0n ? text : sign + text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Markup-free text on one line: descriptions are HTML, a procurement system's text fields are not. */
function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_entity, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

const FORMATTERS: Record<string, (value: string) => string> = {
  LowerCase: value => value.toLowerCase(),
  PlainText: plainText,
  ThreeDecimals: value => fixedDecimals(value, 3) ?? value,
  TwoDecimals: value => fixedDecimals(value, 2) ?? value,
  UpperCase: value => value.toUpperCase(),
  WholeNumber: value => fixedDecimals(value, 0) ?? value,
};

export const FORMATTER_IDS = Object.keys(FORMATTERS).sort();

export const isFormatter = (id: string) => Object.hasOwn(FORMATTERS, id);

/** Whether the whole text matches the pattern, `*` matching any characters (at most pattern × text steps: no regular expression to blow up). */
export function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star !== -1) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** The field's value for the item at `position` (from 1); '' leaves the field out. */
export function fieldValue(field: OciField, configuration: OciFieldConfiguration, item: OciItem, position: number): string {
  const filled = configuration.transform.replace(PLACEHOLDER, (text, id: string) =>
    Object.hasOwn(PLACEHOLDERS, id) ? PLACEHOLDERS[id](item, position) : text,
  );
  const mapped = configuration.mappings.find(mapping => wildcardMatch(mapping.mapFromValue, filled))?.mapToValue ?? filled;
  const formatted = configuration.formatter === '' ? mapped : (FORMATTERS[configuration.formatter]?.(mapped) ?? mapped);
  // cut by characters, never inside a surrogate pair
  return field.maxLength === undefined ? formatted : Array.from(formatted).slice(0, field.maxLength).join('');
}
