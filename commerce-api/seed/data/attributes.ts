// Attribute definitions: each family declares its keys once, so facet keys stay
// consistent within the family and values are typed by the declared ICM type.
import type { AttributeValue, Localized, SeedAttribute } from '../../catalog/catalog-types';
import { L } from './localize';

export interface AttributeDef {
  name: Localized;
  type: SeedAttribute['type'];
  unit?: string;
  facet?: boolean;
}

export function def(en: string, de: string, type: SeedAttribute['type'], options: { unit?: string; facet?: boolean } = {}): AttributeDef {
  return { name: L(en, de), type, ...options };
}

export type AttributeSet<K extends string> = ((values: Partial<Record<K, AttributeValue | null | undefined>>) => SeedAttribute[]) & {
  defs: Record<K, AttributeDef>;
};

/** Declares a family's attributes; calling the result turns values into SeedAttributes in declaration order. */
export function attributeSet<K extends string>(defs: Record<K, AttributeDef>): AttributeSet<K> {
  const build = (values: Partial<Record<K, AttributeValue | null | undefined>>): SeedAttribute[] => {
    const out: SeedAttribute[] = [];
    for (const key of Object.keys(defs) as K[]) {
      const value = values[key];
      if (value === undefined || value === null || value === '') continue;
      const d = defs[key];
      out.push({ key, name: d.name, value, type: d.type, ...(d.unit ? { unit: d.unit } : {}), ...(d.facet ? { facet: true } : {}) });
    }
    return out;
  };
  return Object.assign(build, { defs });
}

/** Attributes several families share (same key, same meaning). */
export const COMMON = {
  Color: def('Colour', 'Farbe', 'String', { facet: true }),
  Weight: def('Weight', 'Gewicht', 'Integer', { unit: 'g' }),
  EnergyClass: def('Energy efficiency class', 'Energieeffizienzklasse', 'String', { facet: true }),
  Connectivity: def('Connectivity', 'Anschlüsse', 'String'),
  Dimensions: def('Dimensions', 'Abmessungen', 'String'),
  Warranty: def('Manufacturer warranty', 'Herstellergarantie', 'Integer', { unit: 'months' }),
} as const;

export const BRAND: AttributeDef = def('Brand', 'Marke', 'String', { facet: true });

/** Boolean attributes behind the PRODUCT_LABEL_ATTRIBUTES group. */
export const LABELS = {
  sale: def('Sale', 'Angebot', 'Boolean'),
  new: def('New', 'Neu', 'Boolean'),
  topseller: def('Top seller', 'Topseller', 'Boolean'),
} as const;

export type LabelKey = keyof typeof LABELS;

export function labelAttribute(key: LabelKey): SeedAttribute {
  return { key, name: LABELS[key].name, value: true, type: 'Boolean' };
}
