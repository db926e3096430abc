import { describe, expect, it } from 'vitest';
import { nextAvailableDate } from '~/features/catalog/product-page.server';

const warehouse = (availableDate?: string) => ({ type: 'Warehouse', stock: 0, alwaysInStock: false, availableDate });

describe('the date an out-of-stock product is expected back', () => {
  it('is the earliest future date of its warehouses', () => {
    const inventory = { sku: '1', warehouses: [warehouse('2027-03-20'), warehouse('2027-01-05T00:00:00Z'), warehouse()] };
    expect(nextAvailableDate(inventory, '2026-11-22')).toBe('2027-01-05');
  });

  it('is not a date that has passed', () => {
    expect(nextAvailableDate({ sku: '1', warehouses: [warehouse('2026-05-13')] }, '2026-11-22')).toBeUndefined();
  });
});
