// Attributes of baskets and of line items (basket.v1 `attributes: [{name, value, type}]`), such as
// `desiredDeliveryDate`, `deliveryTime` and `Order_CostCenter_ID`: the store (migration 011) and
// the checks of a new or changed attribute. Every problem is a cause with a path into the body, in
// the request's locale.
import type { Db } from '../db/open-database';
import type { IcmErrorCause } from '../http/icm-errors';
import { type FeedbackTextKey, feedbackText } from './feedback-texts';

/** Attribute types and the JSON values they take. */
const VALUE_CHECKS: Record<string, (value: unknown) => boolean> = {
  String: value => typeof value === 'string',
  Integer: value => Number.isSafeInteger(value),
  Long: value => Number.isSafeInteger(value),
  Double: value => typeof value === 'number' && Number.isFinite(value),
  Boolean: value => typeof value === 'boolean',
};

export const ATTRIBUTE_NAME_MAX_LENGTH = 256;
export const ATTRIBUTE_VALUE_MAX_LENGTH = 4000;
/** Attributes per basket or line item. */
export const MAX_ATTRIBUTES = 50;
/** Attributes whose value must be a date. */
const DATE_ATTRIBUTES = new Set(['desiredDeliveryDate']);

export type AttributeValue = string | number | boolean;

export interface AttributeRecord {
  name: string;
  type: string;
  value: AttributeValue;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The attribute to store, or the causes that refuse it; `name` comes from the body or the path. */
export function checkAttribute(name: string, type: string, value: unknown, locale: string): { attribute: AttributeRecord } | { causes: IcmErrorCause[] } {
  const causes: IcmErrorCause[] = [];
  const cause = (code: FeedbackTextKey, path: string, values: Record<string, string | number> = {}) =>
    causes.push({ code, message: feedbackText(locale, code, values), paths: [path] });
  if (name.trim() === '' || name.length > ATTRIBUTE_NAME_MAX_LENGTH) {
    cause('basket.attribute.name.invalid.error', '/name', { max: ATTRIBUTE_NAME_MAX_LENGTH });
  }
  const matchesType = VALUE_CHECKS[type];
  if (!Object.hasOwn(VALUE_CHECKS, type)) {
    cause('basket.attribute.type.invalid.error', '/type', { type: type.slice(0, 50), types: Object.keys(VALUE_CHECKS).join(', ') });
  } else if (value === undefined || value === null || !matchesType(value)) {
    cause('basket.attribute.value.invalid.error', '/value', { name: name.slice(0, 50), type });
  } else if (typeof value === 'string' && value.length > ATTRIBUTE_VALUE_MAX_LENGTH) {
    cause('basket.attribute.value.too_long.error', '/value', { max: ATTRIBUTE_VALUE_MAX_LENGTH });
  } else if (DATE_ATTRIBUTES.has(name) && (typeof value !== 'string' || !isIsoDate(value))) {
    cause('basket.attribute.desiredDeliveryDate.invalid.error', '/value', { name });
  }
  if (causes.length > 0) return { causes };
  return { attribute: { name, type, value: value as AttributeValue } };
}

interface AttributeRow {
  name: string;
  type: string;
  valueJson: string;
}

const toRecord = (row: AttributeRow): AttributeRecord => ({
  name: row.name,
  type: row.type,
  value: JSON.parse(row.valueJson) as AttributeValue,
});

/** One attribute table: `owner` is the basket id or the line item id. */
function attributeTable(db: Db, table: 'basket_attributes' | 'basket_line_item_attributes', ownerColumn: string) {
  const list = db.prepare(`SELECT name, type, value_json AS valueJson FROM ${table} WHERE ${ownerColumn} = ? ORDER BY position`);
  const count = db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${ownerColumn} = ?`).pluck();
  const insert = db.prepare(`INSERT INTO ${table} (${ownerColumn}, name, type, value_json, position)
    VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM ${table} WHERE ${ownerColumn} = ?))`);
  const update = db.prepare(`UPDATE ${table} SET type = ?, value_json = ? WHERE ${ownerColumn} = ? AND name = ?`);
  const remove = db.prepare(`DELETE FROM ${table} WHERE ${ownerColumn} = ? AND name = ?`);
  return {
    list: (owner: string) => (list.all(owner) as AttributeRow[]).map(toRecord),
    find(owner: string, name: string): AttributeRecord | undefined {
      return this.list(owner).find(attribute => attribute.name === name);
    },
    count: (owner: string) => Number(count.get(owner)),
    create: (owner: string, attribute: AttributeRecord) =>
      void insert.run(owner, attribute.name, attribute.type, JSON.stringify(attribute.value), owner),
    /** False when the owner has no attribute of that name. */
    update: (owner: string, attribute: AttributeRecord) =>
      update.run(attribute.type, JSON.stringify(attribute.value), owner, attribute.name).changes > 0,
    /** False when the owner has no attribute of that name. */
    delete: (owner: string, name: string) => remove.run(owner, name).changes > 0,
  };
}

export function createBasketAttributes(db: Db) {
  return {
    /** Attributes of a basket, by basket id. */
    ofBaskets: attributeTable(db, 'basket_attributes', 'basket_id'),
    /** Attributes of a line item, by line item id (ids are unique across baskets). */
    ofLineItems: attributeTable(db, 'basket_line_item_attributes', 'line_item_id'),
  };
}

export type BasketAttributes = ReturnType<typeof createBasketAttributes>;
export type AttributeTable = BasketAttributes['ofBaskets'];
