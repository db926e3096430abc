import { describe, expect, it } from 'vitest';

import { grossAt } from '../../commerce-api/basket/money';

describe('gross at a ship-to rate (grossAt)', () => {
  it('rounds half a cent up', () => {
    expect(grossAt(5, 1000)).toBe(6); // 0.05 at 10 % = 0.055
  });

  it('rounds less than half a cent down', () => {
    expect(grossAt(1681, 1900)).toBe(2000); // 16.81 at 19 % = 20.0039
  });

  it('stays exact for large amounts', () => {
    expect(grossAt(4_503_599_627, 1900)).toBe(5_359_283_556); // 45,035,996.27 at 19 % = 53,592,835.5613
  });

  it('refuses an amount beyond the exact range', () => {
    expect(() => grossAt(Number.MAX_SAFE_INTEGER, 1900)).toThrow(RangeError);
  });
});
