// ICM documents of a basket's discounts (BasketRebate: id, promotionType, code, amount net and
// gross, description), keyed by id in `included.discounts` (order level: value and shipping
// based) and `included.lineItems_discounts` (line level), and referenced from the basket's
// `discounts` and each line's `discounts`.
import type { AppliedDiscount, PricedBasket } from './basket-pricing';
import { priceItem } from './money';
import type { PromotionKind } from './promotion-store';

/** ICM's promotion (rebate) types of the rule kinds. */
export const PROMOTION_TYPES: Record<PromotionKind, string> = {
  OrderPercentOff: 'OrderPercentageOffDiscount',
  OrderValueOff: 'OrderValueOffDiscount',
  ItemPercentOff: 'ItemPercentageOffDiscount',
  ItemValueOff: 'ItemValueOffDiscount',
  FreeShipping: 'ShippingPercentageOffDiscount',
};

export function discountData(discount: AppliedDiscount, currency: string) {
  return {
    id: discount.id,
    promotionType: PROMOTION_TYPES[discount.kind],
    promotion: discount.promotionId,
    ...(discount.code === null ? {} : { code: discount.code }),
    amount: priceItem(discount.amount, currency),
    description: discount.description,
  };
}

/** The basket's `discounts` references, or undefined without order-level discounts. */
export function basketDiscountReferences(priced: PricedBasket) {
  const valueBased = priced.orderDiscounts.map(discount => discount.id);
  const shippingBased = priced.shippingDiscounts.map(discount => discount.id);
  if (valueBased.length === 0 && shippingBased.length === 0) return undefined;
  return {
    ...(valueBased.length > 0 ? { valueBasedDiscounts: valueBased } : {}),
    ...(shippingBased.length > 0 ? { shippingBasedDiscounts: shippingBased } : {}),
  };
}

/** `included.discounts`: the order-level (value and shipping based) discounts by id. */
export function basketDiscountsIncluded(priced: PricedBasket, currency: string) {
  return Object.fromEntries(
    [...priced.orderDiscounts, ...priced.shippingDiscounts].map(discount => [discount.id, discountData(discount, currency)]),
  );
}

/** `included.lineItems_discounts`: every line's discounts by id. */
export function lineItemDiscountsIncluded(priced: PricedBasket, currency: string) {
  return Object.fromEntries(
    priced.lines.flatMap(line => line.discounts.map(discount => [discount.id, discountData(discount, currency)])),
  );
}
