// How much of a product may be ordered at once (spec §5, §9: minimum and step default 1, maximum
// default 100). The server checks posted quantities against the product's own rules, never the form's.
import type { ShopMessage } from '~/forms/form-reply';

export const DEFAULT_MAX_QUANTITY = 100;

export interface OrderRules {
  min: number;
  max: number;
  step: number;
  /** The packing unit (`pcs.`), shown next to the quantity. */
  unit?: string;
}

/**
 * A product that can go into a basket as it is: available, and neither a master (a variation is
 * chosen) nor a retail set (its parts are bought, from the set's page).
 */
export function isOrderable(product: { type: string; available: boolean }): boolean {
  return product.type !== 'VariationProductMaster' && product.type !== 'RetailSet' && product.available;
}

export function orderRulesOf(product: {
  minOrderQuantity?: number;
  maxOrderQuantity?: number;
  stepQuantity?: number;
  packingUnit?: string;
}): OrderRules {
  const min = Math.max(1, product.minOrderQuantity ?? 1);
  const step = Math.max(1, product.stepQuantity ?? 1);
  const max = Math.max(min, product.maxOrderQuantity || DEFAULT_MAX_QUANTITY);
  return { min, max, step, ...(product.packingUnit ? { unit: product.packingUnit } : {}) };
}

/** Why `quantity` (a whole multiple of the step, as ICM requires) cannot be ordered under `rules`, as a message key with its values; undefined when it can. */
export function quantityProblem(quantity: number, rules: OrderRules): ShopMessage | undefined {
  if (quantity < rules.min) return { type: 'error', key: 'product.quantity.error.min', values: { min: rules.min } };
  if (quantity > rules.max) return { type: 'error', key: 'product.quantity.error.max', values: { max: rules.max } };
  if (quantity % rules.step !== 0) {
    return { type: 'error', key: 'product.quantity.error.step', values: { step: rules.step } };
  }
  return undefined;
}
