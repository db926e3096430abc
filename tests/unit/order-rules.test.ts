import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_QUANTITY, isOrderable, orderRulesOf, quantityProblem } from '~/features/basket/order-rules';

describe('order quantity rules', () => {
  it('defaults to minimum 1, step 1 and maximum 100', () => {
    expect(orderRulesOf({})).toEqual({ min: 1, max: DEFAULT_MAX_QUANTITY, step: 1 });
  });

  it('refuses a quantity below the minimum with the minimum in the message', () => {
    expect(quantityProblem(1, orderRulesOf({ minOrderQuantity: 3 }))).toMatchObject({ key: 'product.quantity.error.min', values: { min: 3 } });
  });

  it('refuses a quantity above the maximum', () => {
    expect(quantityProblem(101, orderRulesOf({}))?.key).toBe('product.quantity.error.max');
  });

  it('refuses a quantity that is not a multiple of the step', () => {
    expect(quantityProblem(5, orderRulesOf({ stepQuantity: 2, minOrderQuantity: 2 }))?.key).toBe('product.quantity.error.step');
  });

  it('accepts a quantity within the rules', () => {
    expect(quantityProblem(4, orderRulesOf({ stepQuantity: 2, minOrderQuantity: 2 }))).toBeUndefined();
  });

  it('does not order a variation master', () => {
    expect(isOrderable({ type: 'VariationProductMaster', available: true })).toBe(false);
  });
});
