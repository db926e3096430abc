import type { VariationAttribute } from '~/commerce/models/variation-attribute';

/** A variation as the selector needs it: its SKU, name and the values it differs by. */
export interface VariationChoice {
  sku: string;
  name: string;
  attributes: VariationAttribute[];
}

export interface VariationOption {
  attributeId: string;
  name: string;
  attributeType?: string;
  values: {
    value: string;
    metaData?: string;
    selected: boolean;
    /** The variation this value leads to: the one sharing most of the current selection. */
    sku: string;
    name: string;
    attributes: VariationAttribute[];
  }[];
}

function valueOf(attributes: VariationAttribute[], attributeId: string): string | undefined {
  return attributes.find((attribute) => attribute.variationAttributeId === attributeId)?.value;
}

/**
 * For each variation attribute, every value with the variation that choosing it leads to:
 * among the variations having that value, the one that keeps most of the current selection.
 */
export function variationOptions(current: VariationChoice, variations: VariationChoice[]): VariationOption[] {
  return current.attributes.map((attribute) => {
    const others = current.attributes.filter((other) => other.variationAttributeId !== attribute.variationAttributeId);
    const kept = (candidate: VariationChoice) =>
      others.filter((other) => valueOf(candidate.attributes, other.variationAttributeId) === other.value).length;
    const best = new Map<string, VariationChoice>();
    for (const variation of variations) {
      const value = valueOf(variation.attributes, attribute.variationAttributeId);
      if (value === undefined) continue;
      const known = best.get(value);
      if (!known || kept(variation) > kept(known)) best.set(value, variation);
    }
    return {
      attributeId: attribute.variationAttributeId,
      name: attribute.name,
      attributeType: attribute.attributeType,
      values: [...best].map(([value, variation]) => ({
        value,
        metaData: variation.attributes.find((entry) => entry.variationAttributeId === attribute.variationAttributeId)?.metaData,
        selected: value === attribute.value,
        sku: variation.sku,
        name: variation.name,
        attributes: variation.attributes,
      })),
    };
  });
}
