import { describe, expect, it } from 'vitest';
import { basketUrlEntries, MAX_URL_ENTRIES, withoutBasketUrlEntries } from '~/features/basket/basket-url-entries';

const entries = (query: string) => basketUrlEntries(new URLSearchParams(query)).entries;

describe('add to basket by URL', () => {
  it('reads sku|quantity entries separated by semicolons', () => {
    expect(entries('add=CAM-100|2;ACC-MOUSE|1')).toEqual([
      { sku: 'CAM-100', quantity: 2 },
      { sku: 'ACC-MOUSE', quantity: 1 },
    ]);
  });

  it('takes a missing quantity as one', () => {
    expect(entries('add=CAM-100')).toEqual([{ sku: 'CAM-100', quantity: 1 }]);
  });

  it('drops entries without a SKU or with a quantity that is not a whole number above 0', () => {
    expect(entries('add=|2;A|0;B|-1;C|1.5;D|x;E|3')).toEqual([{ sku: 'E', quantity: 3 }]);
  });

  it('counts the entries it dropped', () => {
    expect(basketUrlEntries(new URLSearchParams('add=A|0;B|1;|2')).invalid).toBe(2);
  });

  it('pairs partner-style pcode and qty lists by position', () => {
    expect(entries('pcode=A,B,C&qty=2,0,4')).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'C', quantity: 4 },
    ]);
  });

  it('keeps at most the maximum number of entries', () => {
    const many = Array.from({ length: MAX_URL_ENTRIES + 10 }, (_, index) => `S${index}|1`).join(';');
    expect(entries(`add=${many}`)).toHaveLength(MAX_URL_ENTRIES);
  });

  it('leaves the other query parameters in the address the shopper lands on', () => {
    expect(withoutBasketUrlEntries(new URLSearchParams('add=A|1&utm_source=mail&pcode=B&qty=1'))).toBe('?utm_source=mail');
  });
});
