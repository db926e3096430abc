// Order quantity rules of a product: minimum, maximum (the channel's `basket.maxItemQuantity`,
// 100, when the product sets none) and step; a quantity must be a whole multiple of the step.
import type { IcmErrorCause } from '../http/icm-errors';
import type { ProductRecord } from '../catalog/products/product-store';

export interface QuantityRules {
  min: number;
  max: number;
  step: number;
}

export function quantityRulesOf(product: ProductRecord, defaultMax: number): QuantityRules {
  return { min: product.minOrderQuantity, max: product.maxOrderQuantity ?? defaultMax, step: product.stepQuantity };
}

/** Why a line quantity breaks the rules, as error causes pointing at `path`; empty when it is valid. */
export function quantityViolations(sku: string, quantity: number, rules: QuantityRules, path: string): IcmErrorCause[] {
  const causes: IcmErrorCause[] = [];
  const cause = (code: string, message: string) => causes.push({ code, message, paths: [path] });
  if (quantity < rules.min) {
    cause('basket.line_item.quantity.below_minimum.error', `The quantity of '${sku}' must be at least ${rules.min}.`);
  }
  if (quantity > rules.max) {
    cause('basket.line_item.quantity.above_maximum.error', `The quantity of '${sku}' must be at most ${rules.max}.`);
  }
  if (quantity % rules.step !== 0) {
    cause('basket.line_item.quantity.step.error', `The quantity of '${sku}' must be a multiple of ${rules.step}.`);
  }
  return causes;
}
