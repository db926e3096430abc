// The compare list's rules (app/features/compare/compare-list.ts): order, uniqueness, the bound, stored values.
import { describe, expect, it } from 'vitest';
import { addToCompare, commonAttributeNames, compareListOf, isCompareSku, MAX_COMPARE_PRODUCTS, removeFromCompare } from '~/features/compare/compare-list';

describe('the compare list', () => {
  it('keeps products in the order they were added, each once', () => {
    let list: string[] = [];
    list = addToCompare(list, 'a').list;
    list = addToCompare(list, 'b').list;
    expect(addToCompare(list, 'a')).toEqual({ list: ['a', 'b'], outcome: 'present' });
    expect(removeFromCompare(list, 'a')).toEqual(['b']);
    expect(removeFromCompare(list, 'x')).toEqual(['a', 'b']);
  });

  it(`holds at most ${MAX_COMPARE_PRODUCTS} products and refuses one more`, () => {
    const full = Array.from({ length: MAX_COMPARE_PRODUCTS }, (_, index) => `sku${index}`);
    expect(addToCompare(full, 'one-more')).toEqual({ list: full, outcome: 'full' });
    expect(addToCompare(full.slice(1), 'one-more').outcome).toBe('added');
  });

  it('reads only well-formed SKUs from a stored value, each once, bounded', () => {
    expect(compareListOf(undefined)).toEqual([]);
    expect(compareListOf('a')).toEqual([]);
    expect(compareListOf(['a', 'a', 7, '', 'b\n', 'x'.repeat(101), 'c'])).toEqual(['a', 'c']);
    expect(compareListOf(Array.from({ length: 40 }, (_, index) => `s${index}`))).toHaveLength(MAX_COMPARE_PRODUCTS);
    expect(isCompareSku('201807171')).toBe(true);
  });

  it('names the attributes every product has, in the first one’s order', () => {
    const product = (...names: string[]) => ({ attributes: names.map((name) => ({ name })) });
    expect(commonAttributeNames([])).toEqual([]);
    expect(commonAttributeNames([product('Colour', 'Weight', 'Size'), product('Size', 'Colour')])).toEqual(['Colour', 'Size']);
  });
});
