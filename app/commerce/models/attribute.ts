import { z } from 'zod';

import { lenientString } from './lenient-scalars';
import { type Money, moneyFromUnknown } from './money';

export interface Quantity {
  value: number;
  unit?: string;
}

export type AttributeValue =
  | string
  | number
  | boolean
  | Array<string | number | boolean>
  | Money
  | Quantity
  | Record<string, unknown>
  | null;

export interface Attribute {
  name: string;
  value: AttributeValue;
  /** ICM type: String, Integer, Double, Boolean, MultipleString, ResourceAttribute, … */
  type: string;
  unit?: string;
}

export interface AttributeGroup {
  name: string;
  displayName?: string;
  attributes: Attribute[];
}

export const attributeDataSchema = z.looseObject({
  name: z.string(),
  type: lenientString.optional(),
  value: z.unknown().optional(),
  unit: lenientString.optional(),
});
export type AttributeData = z.infer<typeof attributeDataSchema>;

export const attributeGroupDataSchema = z.looseObject({
  name: lenientString.optional(),
  displayName: lenientString.optional(),
  attributes: z.array(attributeDataSchema).nullish(),
});

function mapAttributeValue(value: unknown): AttributeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    return value.filter(
      (v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    );
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.type === 'Quantity' && typeof record.value === 'number') {
      return typeof record.unit === 'string' && record.unit ? { value: record.value, unit: record.unit } : { value: record.value };
    }
    const money = moneyFromUnknown(value);
    if (money && (record.type === 'Money' || record.type === 'ProductPrice' || 'currency' in record || 'currencyMnemonic' in record)) {
      return money;
    }
    return record;
  }
  return null;
}

export function mapAttribute(data: AttributeData): Attribute {
  const attribute: Attribute = { name: data.name, type: data.type ?? 'String', value: mapAttributeValue(data.value) };
  if (data.unit) attribute.unit = data.unit;
  return attribute;
}

export function mapAttributes(data: AttributeData[] | null | undefined): Attribute[] {
  return (data ?? []).map(mapAttribute);
}

/** Raw value of the attribute `name` in ICM attribute data (link lists carry product fields this way). */
export function rawAttributeValue(data: AttributeData[] | null | undefined, name: string): unknown {
  return data?.find(a => a.name === name)?.value;
}

export function findAttribute(attributes: Attribute[] | undefined, name: string): Attribute | undefined {
  return attributes?.find(a => a.name === name);
}
