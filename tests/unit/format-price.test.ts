import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/features/pricing/format-price';

const item = { net: { currency: 'EUR', value: 100 }, gross: { currency: 'EUR', value: 119 } };

describe('formatPrice', () => {
  it('shows gross prices to consumers (b2c)', () => {
    expect(formatPrice(item, { locale: 'en-US', displayType: 'b2c' })).toBe('€119.00');
  });

  it('shows net prices to business customers (b2b)', () => {
    expect(formatPrice(item, { locale: 'en-US', displayType: 'b2b' })).toBe('€100.00');
  });

  it('formats by locale', () => {
    expect(formatPrice({ currency: 'EUR', value: 1234.5 }, { locale: 'de-DE', displayType: 'b2c' })).toBe('1.234,50\u00a0€');
  });

  it('uses 2 decimals', () => {
    expect(formatPrice({ currency: 'USD', value: 0.5 }, { locale: 'en-US', displayType: 'b2c' })).toBe('$0.50');
  });

  it('uses 4 decimals below 0.01', () => {
    expect(formatPrice({ currency: 'USD', value: 0.0042 }, { locale: 'en-US', displayType: 'b2c' })).toBe('$0.0042');
  });

  it('shows zero with 2 decimals', () => {
    expect(formatPrice({ currency: 'EUR', value: 0 }, { locale: 'en-US', displayType: 'b2c' })).toBe('€0.00');
  });
});

describe('money from a backend with a malformed currency', () => {
  it('is shown as number and code instead of failing the page', () => {
    expect(formatPrice({ currency: 'E U R', value: 12.5 }, { locale: 'en-US', displayType: 'b2c' })).toBe('12.50 E U R');
  });
});
