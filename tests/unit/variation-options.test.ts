import { describe, expect, it } from 'vitest';
import { variationOptions } from '~/features/catalog/variation-options';

const attr = (variationAttributeId: string, value: string) => ({ variationAttributeId, name: variationAttributeId, value });
const variation = (sku: string, color: string, capacity: string) => ({
  sku,
  name: `Phone ${color} ${capacity}`,
  attributes: [attr('Color', color), attr('Capacity', capacity)],
});
const variations = [
  variation('p-1', 'Black', '128 GB'),
  variation('p-2', 'Black', '256 GB'),
  variation('p-3', 'White', '128 GB'),
  variation('p-4', 'White', '256 GB'),
  variation('p-5', 'Blue', '128 GB'),
];

describe('variationOptions', () => {
  it('lists every value of every variation attribute, marking the current ones', () => {
    const [color, capacity] = variationOptions(variations[1], variations);
    expect(color.values.map((value) => [value.value, value.selected])).toEqual([
      ['Black', true],
      ['White', false],
      ['Blue', false],
    ]);
    expect(capacity.values.map((value) => value.value)).toEqual(['128 GB', '256 GB']);
  });

  it('leads each value to the variation keeping the rest of the selection', () => {
    const [color] = variationOptions(variations[1], variations);
    expect(color.values.find((value) => value.value === 'White')?.sku).toBe('p-4');
  });

  it('falls back to any variation with the value when the selection cannot be kept', () => {
    const [color] = variationOptions(variations[1], variations);
    expect(color.values.find((value) => value.value === 'Blue')?.sku).toBe('p-5');
  });
});
