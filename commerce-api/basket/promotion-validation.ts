// The Promotion scope of a basket validation: every applied promotion code must grant its
// discount. A code that has expired (or is no longer offered) is `basket.promotion_code.expired.error`,
// one whose conditions the basket does not meet (not started, minimum order value, currency, no
// matching items) `basket.promotion_code.not_applicable.error`; each names the code as its cause.
import type { ScopeOutcome, ValidationInput } from './basket-validation';
import { promotionProblems } from './promotion-codes';

export function checkPromotion({ view, locale }: ValidationInput): ScopeOutcome {
  const problems = view.promotions ? promotionProblems(view.promotions, locale) : [];
  return {
    errors: problems.map(problem => ({
      code: problem.code,
      message: problem.message,
      parameters: { scopes: ['Promotion'] },
      causes: [{ code: problem.code, message: problem.message, paths: ['/promotionCodes'] }],
    })),
    infos: [],
    adjusted: false,
  };
}
