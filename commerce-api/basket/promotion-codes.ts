// A basket's promotions: the codes it holds, which rules are active now (validity window), the
// basket priced with them, and each code's state. A code whose rule has not started, has expired
// or whose conditions the basket does not meet stays applied but grants nothing; the basket reports
// it as not applicable (infos) and its validation as an error in scope Promotion.
import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductStore } from '../catalog/products/product-store';
import { type NotApplicableReason, type PricedBasket, priceBasket } from './basket-pricing';
import type { LineItemRecord } from './basket-store';
import { feedbackText } from './feedback-texts';
import type { NetGross } from './money';
import type { PromotionRule, PromotionRules } from './promotion-store';
import type { ShipToTax } from './ship-to-tax';

export const MAX_CODES_PER_BASKET = 10;
export const MAX_CODE_LENGTH = 64;

export type CodeState =
  | { code: string; promotionId: string; applicable: true }
  | { code: string; promotionId: string | null; applicable: false; reason: NotApplicableReason | 'not_started' | 'expired' | 'unknown' };

export interface BasketPromotions {
  /** The basket's codes in the order they were applied, with their state. */
  codes: CodeState[];
}

export interface PromotionStores {
  products: ProductStore;
  prices: PriceStore;
  promotionRules: PromotionRules;
}

/** Codes compare case-insensitively: they are kept and matched in upper case. */
export function normalizedCode(code: string): string {
  return code.trim().toUpperCase();
}

export function validityOf(rule: PromotionRule, now: Date): 'active' | 'not_started' | 'expired' {
  const at = now.getTime();
  if (rule.validFrom !== null && at < Date.parse(rule.validFrom)) return 'not_started';
  if (rule.validTo !== null && at >= Date.parse(rule.validTo)) return 'expired';
  return 'active';
}

/** The reason as a shopper reads it, in the locale: "The promotion code 'X' has expired." */
function reasonMessage(state: Exclude<CodeState, { applicable: true }>, locale: string): string {
  return feedbackText(locale, `basket.promotion_code.${state.reason}`, { code: state.code });
}

/** The basket's lines priced with the automatic rules and its codes' rules that are active now. */
export function priceWithPromotions(
  basket: { id: string; currency: string },
  lines: LineItemRecord[],
  scope: { locale: string; tax: ShipToTax; shipping: NetGross; now?: Date },
  stores: PromotionStores,
): { priced: PricedBasket; promotions: BasketPromotions } {
  const now = scope.now ?? new Date();
  const codes = stores.promotionRules.codes(basket.id);
  const rules = stores.promotionRules.rulesFor({
    codes,
    currency: basket.currency,
    locale: scope.locale,
    productIds: [...new Set(lines.map(line => line.productId))],
  });
  const active = rules.filter(rule => validityOf(rule, now) === 'active');
  const priced = priceBasket(lines, { currency: basket.currency, locale: scope.locale, tax: scope.tax, shipping: scope.shipping, rules: active }, stores);
  const states = codes.map((code): CodeState => {
    const rule = rules.find(candidate => candidate.code === code);
    if (!rule) return { code, promotionId: null, applicable: false, reason: 'unknown' };
    const validity = validityOf(rule, now);
    if (validity !== 'active') return { code, promotionId: rule.promotionId, applicable: false, reason: validity };
    const refused = priced.notApplicable.find(entry => entry.promotionId === rule.promotionId);
    return refused
      ? { code, promotionId: rule.promotionId, applicable: false, reason: refused.reason }
      : { code, promotionId: rule.promotionId, applicable: true };
  });
  return { priced, promotions: { codes: states } };
}

export interface PromotionFeedback {
  code: string;
  message: string;
  parameters: { promotionCode: string; reason: string };
}

/** The basket document's infos: one `basket.promotion_code.not_applicable.info` per code that grants nothing. */
export function promotionInfos(promotions: BasketPromotions, locale: string): PromotionFeedback[] {
  return promotions.codes.flatMap(state =>
    state.applicable
      ? []
      : [
          {
            code: 'basket.promotion_code.not_applicable.info',
            message: reasonMessage(state, locale),
            parameters: { promotionCode: state.code, reason: state.reason },
          },
        ],
  );
}

/**
 * Problems of scope Promotion for basket validation: an applied code that has expired (or is no
 * longer offered) is `basket.promotion_code.expired.error`, one whose conditions the basket does
 * not meet (not started, minimum order value, currency, no matching items)
 * `basket.promotion_code.not_applicable.error`.
 */
export function promotionProblems(promotions: BasketPromotions, locale: string): PromotionFeedback[] {
  return promotions.codes.flatMap(state => {
    if (state.applicable) return [];
    const gone = state.reason === 'expired' || state.reason === 'unknown';
    return [
      {
        code: gone ? 'basket.promotion_code.expired.error' : 'basket.promotion_code.not_applicable.error',
        message: reasonMessage(state, locale),
        parameters: { promotionCode: state.code, reason: state.reason },
      },
    ];
  });
}
