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

/** The name a shopper knows a product by in feedback texts: its name, its SKU only when it has none. */
export const productLabel = (product: Pick<ProductRecord, 'sku' | 'name'>): string => product.name || product.sku;

/** Why a line quantity breaks the rules, as error causes (in the locale, naming the product) pointing at `path`; empty when it is valid. */
export function quantityViolations(
  product: Pick<ProductRecord, 'sku' | 'name'>,
  quantity: number,
  rules: QuantityRules,
  path: string,
  locale: string,
): IcmErrorCause[] {
  const causes: IcmErrorCause[] = [];
  const values = { name: productLabel(product), ...rules };
  const cause = (code: FeedbackTextKey) => causes.push({ code, message: feedbackText(locale, code, values), paths: [path] });
  if (quantity < rules.min) cause('basket.line_item.quantity.below_minimum.error');
  if (quantity > rules.max) cause('basket.line_item.quantity.above_maximum.error');
  if (quantity % rules.step !== 0) cause('basket.line_item.quantity.step.error');
  return causes;
}
