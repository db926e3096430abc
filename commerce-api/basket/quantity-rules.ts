// Order quantity rules of a product: minimum, maximum (the channel's `basket.maxItemQuantity`,
// 100, when the product sets none) and step; a quantity must be a whole multiple of the step.
import type { IcmErrorCause } from '../http/icm-errors';
import type { ProductRecord } from '../catalog/products/product-store';
import { type FeedbackTextKey, feedbackText } from './feedback-texts';

export interface QuantityRules {
  min: number;
  max: number;
  step: number;
}

export function quantityRulesOf(product: ProductRecord, defaultMax: number): QuantityRules {
  return { min: product.minOrderQuantity, max: product.maxOrderQuantity ?? defaultMax, step: product.stepQuantity };
}

/** Why a line quantity breaks the rules, as error causes (in the locale) pointing at `path`; empty when it is valid. */
export function quantityViolations(sku: string, quantity: number, rules: QuantityRules, path: string, locale: string): IcmErrorCause[] {
  const causes: IcmErrorCause[] = [];
  const cause = (code: FeedbackTextKey) => causes.push({ code, message: feedbackText(locale, code, { sku, ...rules }), paths: [path] });
  if (quantity < rules.min) cause('basket.line_item.quantity.below_minimum.error');
  if (quantity > rules.max) cause('basket.line_item.quantity.above_maximum.error');
  if (quantity % rules.step !== 0) cause('basket.line_item.quantity.step.error');
  return causes;
}
