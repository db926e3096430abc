import { z } from 'zod';

import { lenientString } from './lenient-scalars';
import { absoluteIcmUrl, type MappingContext } from './mapping-context';

/** How a variation attribute is offered: plain select/buttons, colour code or swatch image. */
export type VariationAttributeType =
  | 'default'
  | 'colorCode'
  | 'defaultAndColorCode'
  | 'swatchImage'
  | 'defaultAndSwatchImage'
  | (string & {});

export interface VariationAttribute {
  variationAttributeId: string;
  name: string;
  value: string;
  attributeType?: VariationAttributeType;
  /** Colour code (`#ff0000`) or swatch image URL, depending on attributeType. */
  metaData?: string;
}

const metaDataSchema = z.looseObject({ colorCode: lenientString.optional(), imagePath: lenientString.optional() });
const valueSchema = z.union([
  z.looseObject({ name: lenientString.optional(), value: lenientString.optional() }),
  lenientString,
]);

/**
 * Both shapes ICM sends:
 * old `variationAttributeValues`/`variableVariationAttributes`: `{variationAttributeId, name, value: "256GB"}`;
 * new `…Extended`: `{variationAttributeId, name, attributeType, value: {name, value}, metadata}` and, on
 * masters, `values: [{value: {name, value}, metadata}]`.
 */
export const variationAttributeDataSchema = z.looseObject({
  variationAttributeId: lenientString.optional(),
  name: lenientString.optional(),
  type: lenientString.optional(),
  attributeType: lenientString.optional(),
  value: valueSchema.nullish(),
  values: z.array(z.looseObject({ value: valueSchema.nullish(), metadata: metaDataSchema.nullish() })).nullish(),
  metadata: metaDataSchema.nullish(),
});
export type VariationAttributeData = z.infer<typeof variationAttributeDataSchema>;

function valueText(value: z.infer<typeof valueSchema> | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return value.value ?? value.name;
}

function mapMetaData(
  attributeType: string | undefined,
  metadata: z.infer<typeof metaDataSchema> | null | undefined,
  context?: MappingContext
): string | undefined {
  switch (attributeType) {
    case 'colorCode':
    case 'defaultAndColorCode':
      return metadata?.colorCode;
    case 'swatchImage':
    case 'defaultAndSwatchImage':
      return absoluteIcmUrl(metadata?.imagePath, context);
    default:
      return undefined;
  }
}

function build(
  data: VariationAttributeData,
  value: string | undefined,
  metadata: z.infer<typeof metaDataSchema> | null | undefined,
  context?: MappingContext
): VariationAttribute | undefined {
  const id = data.variationAttributeId ?? data.name;
  if (!id || value === undefined) return undefined;
  const attribute: VariationAttribute = { variationAttributeId: id, name: data.name ?? id, value };
  if (data.attributeType) attribute.attributeType = data.attributeType;
  const metaData = mapMetaData(data.attributeType, metadata, context);
  if (metaData) attribute.metaData = metaData;
  return attribute;
}

/** One value per attribute (a variation's own values). */
export function mapVariationAttributes(
  data: VariationAttributeData[] | null | undefined,
  context?: MappingContext
): VariationAttribute[] {
  return (data ?? [])
    .map(d => build(d, valueText(d.value), d.metadata, context))
    .filter((a): a is VariationAttribute => !!a);
}

/** All values of all attributes (a master's value ranges), flattened and de-duplicated. */
export function mapMasterVariationAttributes(
  data: VariationAttributeData[] | null | undefined,
  context?: MappingContext
): VariationAttribute[] {
  const all = (data ?? []).flatMap(d =>
    d.values?.length
      ? d.values.map(v => build(d, valueText(v.value), v.metadata, context))
      : [build(d, valueText(d.value), d.metadata, context)]
  );
  return uniqueVariationAttributes(all.filter((a): a is VariationAttribute => !!a));
}

export function uniqueVariationAttributes(attributes: VariationAttribute[]): VariationAttribute[] {
  const seen = new Set<string>();
  return attributes.filter(a => {
    const key = `${a.variationAttributeId}\u0000${a.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
