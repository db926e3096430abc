// The Products scope of a basket validation: every line's product still exists, is online and
// priced in the basket currency, is in stock for the line quantity (inventory), the quote of a
// quoted line has not expired (by the API's clock; an error with or without adjustments: the
// shopper takes the quote's items out), and the quantity keeps the product's quantity rules
// (quantity-rules.ts). Without adjustments every problem is an error and nothing changes. With
// adjustments a line is clipped to what its rules and the stock allow
// (`basket.line_item.quantity.adjusted.info`) or, when nothing is left or the product is no longer
// available, removed (`basket.line_item.removed.info`).
import type { IcmErrorCause } from '../http/icm-errors';
import { lineProblems } from '../checkout/order-readiness';
import type { ScopeOutcome, ValidationFeedback, ValidationInput } from './basket-validation';
import { feedbackText } from './feedback-texts';
import { type QuantityRules, productLabel, quantityRulesOf, quantityViolations } from './quantity-rules';

export const QUANTITY_ADJUSTED_INFO = 'basket.line_item.quantity.adjusted.info';
export const LINE_ITEM_REMOVED_INFO = 'basket.line_item.removed.info';

/**
 * The largest quantity up to `quantity` that keeps the rules and the stock (`available`, undefined
 * for always in stock): at most the maximum, a multiple of the step, at least the minimum; 0 when
 * no quantity does.
 */
export function clippedQuantity(quantity: number, rules: QuantityRules, available?: number): number {
  const ceiling = Math.min(quantity, rules.max, available ?? Number.POSITIVE_INFINITY);
  const stepped = ceiling - (ceiling % rules.step);
  return stepped >= rules.min && stepped > 0 ? stepped : 0;
}

export function checkProducts(input: ValidationInput): ScopeOutcome {
  const { basket, lines, view, stores, adjustmentsAllowed, locale } = input;
  const at = stores.now?.() ?? new Date();
  const problems = new Map(lineProblems(lines, view, stores.stock, at).map(problem => [problem.line.id, problem]));
  const products = new Map(stores.products.findByIds(lines.map(line => line.productId), locale).map(product => [product.id, product]));
  const outcome: ScopeOutcome = { errors: [], infos: [], adjusted: false };
  const feedback = (
    line: (typeof lines)[number],
    sku: string,
    code: string,
    message: string,
    causes?: IcmErrorCause[],
  ): ValidationFeedback => ({
    code,
    message,
    parameters: { scopes: ['Products'], lineItemId: line.id, productSku: sku },
    ...(causes ? { causes } : {}),
  });

  for (const line of lines) {
    const product = products.get(line.productId);
    const problem = problems.get(line.id);
    const sku = product?.sku ?? String(line.productId);
    const removed = () => {
      stores.baskets.deleteLineItem(basket.id, line.id);
      outcome.adjusted = true;
      outcome.infos.push(feedback(line, sku, LINE_ITEM_REMOVED_INFO, feedbackText(locale, LINE_ITEM_REMOVED_INFO, { sku })));
    };
    if (problem?.kind === 'quote_expired') {
      outcome.errors.push(feedback(line, sku, problem.cause.code, problem.cause.message, [problem.cause]));
      continue;
    }
    if (!product || problem?.kind === 'not_available') {
      if (adjustmentsAllowed) removed();
      else if (problem) outcome.errors.push(feedback(line, sku, problem.cause.code, problem.cause.message, [problem.cause]));
      continue;
    }
    const rules = quantityRulesOf(product, stores.maxItemQuantity());
    const quantity = clippedQuantity(line.quantity, rules, problem?.available);
    if (quantity === line.quantity) continue;
    if (!adjustmentsAllowed) {
      const causes = [
        ...(problem ? [problem.cause] : []),
        ...quantityViolations(product, line.quantity, rules, `/lineItems/${line.id}`, locale),
      ];
      outcome.errors.push(...causes.map(cause => feedback(line, sku, cause.code, cause.message, [cause])));
    } else if (quantity === 0) {
      removed();
    } else {
      stores.baskets.saveLines(basket.id, [{ id: line.id, productId: line.productId, quantity, warrantyId: line.warrantyId }]);
      outcome.adjusted = true;
      const message = feedbackText(locale, QUANTITY_ADJUSTED_INFO, { name: productLabel(product), from: line.quantity, to: quantity });
      outcome.infos.push(feedback(line, sku, QUANTITY_ADJUSTED_INFO, message));
    }
  }
  return outcome;
}
