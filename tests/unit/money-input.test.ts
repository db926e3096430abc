import { describe, expect, it } from 'vitest';

import { centsOf } from '../../commerce-api/organization/money-input';

const CURRENCIES = ['EUR', 'USD'];

describe('budget money from a client', () => {
  it('turns a decimal amount into exact cents', () => {
    expect(centsOf({ currency: 'EUR', value: 1234.56 }, 'budget', CURRENCIES)).toEqual({ cents: 123456, currency: 'EUR' });
  });

  it('takes 0.29 without a floating-point rounding error', () => {
    expect(centsOf({ currency: 'USD', value: 0.29 }, 'budget', CURRENCIES).cents).toBe(29);
  });

  it('takes an amount written as text', () => {
    expect(centsOf({ currency: 'EUR', value: '500' }, 'budget', CURRENCIES).cents).toBe(50000);
  });

  it.each([-1, 1.234, Number.NaN, '1e3', '', '12,50', 1e20, null, {}])('refuses %s with a 400 naming the attribute', value => {
    expect(() => centsOf({ currency: 'EUR', value }, 'orderSpentLimit', CURRENCIES)).toThrow(
      expect.objectContaining({ status: 400, attribute: 'orderSpentLimit' }),
    );
  });

  it('refuses a currency the shop does not sell in', () => {
    expect(() => centsOf({ currency: 'XXX', value: 1 }, 'budget', CURRENCIES)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
