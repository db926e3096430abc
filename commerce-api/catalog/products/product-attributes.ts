// ICM JSON of product attributes, attribute groups and variation attributes.
import type { AttributeRecord, VariationValueRecord } from './product-store';

export const LABEL_ATTRIBUTE_GROUP = 'PRODUCT_LABEL_ATTRIBUTES';

export interface AttributeData {
  name: string;
  type: string;
  value: unknown;
}

/** `name` is the localized attribute name, or the attribute key where clients match on it. */
export function attributeData(attribute: AttributeRecord, name: string = attribute.name): AttributeData {
  switch (attribute.valueType) {
    case 'Boolean':
      return { name, type: 'Boolean', value: attribute.booleanValue === 1 };
    case 'Integer':
    case 'Double':
      if (attribute.unit) {
        return {
          name,
          type: 'ResourceAttribute',
          value: { type: 'Quantity', value: attribute.numberValue, unit: attribute.unit },
        };
      }
      return { name, type: attribute.valueType, value: attribute.numberValue };
    default:
      return { name, type: 'String', value: attribute.displayValue };
  }
}

/**
 * Attribute groups by name. Label attributes keep their key as name (clients read labels such as
 * "sale" or "new" by key); every other group shows localized names.
 */
export function attributeGroupsData(
  attributes: AttributeRecord[],
  groups: { groupName: string; attributeKey: string }[],
): Record<string, { name: string; attributes: AttributeData[] }> {
  const byKey = new Map(attributes.map(attribute => [attribute.key, attribute]));
  const result: Record<string, { name: string; attributes: AttributeData[] }> = {};
  for (const { groupName, attributeKey } of groups) {
    const attribute = byKey.get(attributeKey);
    if (!attribute) continue;
    const group = result[groupName] ?? { name: groupName, attributes: [] };
    group.attributes.push(attributeData(attribute, groupName === LABEL_ATTRIBUTE_GROUP ? attribute.key : attribute.name));
    result[groupName] = group;
  }
  return result;
}

/** Attributes shown as product data: all but the label attributes. */
export function displayedAttributes(
  attributes: AttributeRecord[],
  groups: { groupName: string; attributeKey: string }[],
): AttributeData[] {
  const labels = new Set(groups.filter(group => group.groupName === LABEL_ATTRIBUTE_GROUP).map(group => group.attributeKey));
  return attributes.filter(attribute => !labels.has(attribute.key)).map(attribute => attributeData(attribute));
}

/** ICM variation attribute types; 'select' and 'textButtons' are both plain ("default") attributes. */
export function variationAttributeType(presentation: VariationValueRecord['presentation']): string {
  if (presentation === 'colorCode') return 'colorCode';
  if (presentation === 'swatchImage') return 'swatchImage';
  return 'default';
}

export function variationMetadata(value: VariationValueRecord) {
  if (!value.metaData) return undefined;
  if (value.presentation === 'colorCode') return { colorCode: value.metaData };
  if (value.presentation === 'swatchImage') return { imagePath: value.metaData };
  return undefined;
}

/** The values of one variation: old `variableVariationAttributes` and newer extended form. */
export function variationValuesData(values: VariationValueRecord[]) {
  return {
    variableVariationAttributes: values.map(value => ({
      name: value.attributeName,
      type: 'VariationAttribute',
      value: value.displayValue,
      variationAttributeId: value.attributeId,
    })),
    variationAttributeValuesExtended: values.map(value => ({
      variationAttributeId: value.attributeId,
      name: value.attributeName,
      attributeType: variationAttributeType(value.presentation),
      presentation: value.presentation,
      value: { name: value.displayValue, value: value.displayValue },
      valueKey: value.valueKey,
      ...(variationMetadata(value) ? { metadata: variationMetadata(value) } : {}),
    })),
  };
}

/** All values a master's variations take, per attribute in attribute order. */
export function masterVariationData(
  attributes: { attributeId: string; name: string; presentation: VariationValueRecord['presentation'] }[],
  values: VariationValueRecord[],
) {
  const distinct = attributes.map(attribute => {
    const seen = new Map<string, VariationValueRecord>();
    for (const value of values) {
      if (value.attributeId === attribute.attributeId && !seen.has(value.valueKey)) seen.set(value.valueKey, value);
    }
    return { attribute, values: [...seen.values()] };
  });
  return {
    variationAttributeValues: distinct.flatMap(({ attribute, values: attributeValues }) =>
      attributeValues.map(value => ({
        name: attribute.name,
        type: 'VariationAttribute',
        value: value.displayValue,
        variationAttributeId: attribute.attributeId,
      })),
    ),
    variationAttributeValuesExtended: distinct.map(({ attribute, values: attributeValues }) => ({
      variationAttributeId: attribute.attributeId,
      name: attribute.name,
      attributeType: variationAttributeType(attribute.presentation),
      presentation: attribute.presentation,
      values: attributeValues.map(value => ({
        value: { name: value.displayValue, value: value.displayValue },
        valueKey: value.valueKey,
        ...(variationMetadata(value) ? { metadata: variationMetadata(value) } : {}),
      })),
    })),
  };
}
