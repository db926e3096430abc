import { describe, expect, it } from 'vitest';

import { moneyValue, plus, taxCents, times } from '../../commerce-api/basket/money';

describe('basket money', () => {
  it('multiplies a unit amount exactly', () => {
    expect(times({ netCents: 3990, grossCents: 4748 }, 3)).toEqual({ netCents: 11970, grossCents: 14244 });
  });

  it('adds amounts exactly', () => {
    expect(plus({ netCents: 10, grossCents: 12 }, { netCents: 20, grossCents: 24 })).toEqual({ netCents: 30, grossCents: 36 });
  });

  it('gives tax as gross minus net', () => {
    expect(taxCents({ netCents: 11970, grossCents: 14244 })).toBe(2274);
  });

  it('refuses amounts beyond the exact integer range instead of rounding them', () => {
    expect(() => times({ netCents: Number.MAX_SAFE_INTEGER, grossCents: 1 }, 2)).toThrow(RangeError);
  });

  it('writes cents as the decimal value', () => {
    expect(moneyValue(66364, 'EUR')).toEqual({ currency: 'EUR', value: 663.64 });
  });
});
