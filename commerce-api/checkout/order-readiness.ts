// Whether a basket can become an order: every missing checkout step and every line that can no
// longer be ordered (among them a line of a quote expired by the API's clock) is a cause of one 422
// order.creation.failed, with `paths` into the basket and messages in the locale of the basket view.
import type { BasketView } from '../basket/basket-document';
import { type FeedbackTextKey, feedbackText } from '../basket/feedback-texts';
import { productLabel } from '../basket/quantity-rules';
import type { LineItemRecord } from '../basket/basket-store';
import { IcmError, type IcmErrorCause } from '../http/icm-errors';
import type { StockReservations } from './stock-reservation';

export const ORDER_CREATION_FAILED = 'order.creation.failed';

export function orderCreationFailed(causes: IcmErrorCause[], locale: string): IcmError {
  return new IcmError(422, ORDER_CREATION_FAILED, feedbackText(locale, ORDER_CREATION_FAILED), causes);
}

/** A line that cannot be ordered as it is: its product is gone, offline or unpriced, short of stock, or its quote expired. */
export interface LineProblem {
  line: LineItemRecord;
  kind: 'not_available' | 'out_of_stock' | 'quote_expired';
  /** Pieces in stock (out of stock only). */
  available?: number;
  cause: IcmErrorCause;
}

/** The lines that cannot be ordered at `at` (shared with the Products scope of basket/basket-validation.ts). */
export function lineProblems(lines: LineItemRecord[], view: BasketView, stock: StockReservations, at: Date): LineProblem[] {
  const pricedIds = new Set(view.priced.lines.map(priced => priced.line.id));
  return lines.flatMap((line): LineProblem[] => {
    const product = stock.stock(line.productId);
    const paths = [`/lineItems/${line.id}`];
    if (!product || !product.online || !pricedIds.has(line.id)) {
      const code = 'basket.line_item.product.not_available.error';
      const message = feedbackText(view.locale, code, { position: line.position });
      return [{ line, kind: 'not_available', cause: { code, message, paths } }];
    }
    if (line.quoteValidTo !== null && at > new Date(line.quoteValidTo)) {
      const code = 'basket.line_item.quote.expired.error';
      const priced = view.priced.lines.find(candidate => candidate.line.id === line.id);
      const message = feedbackText(view.locale, code, { name: priced ? productLabel(priced.product) : product.sku, position: line.position });
      return [{ line, kind: 'quote_expired', cause: { code, message, paths } }];
    }
    if (product.available !== undefined && product.available < line.quantity) {
      const code = 'basket.line_item.product.out_of_stock.error';
      const priced = view.priced.lines.find(candidate => candidate.line.id === line.id);
      const message = feedbackText(view.locale, code, { available: product.available, name: priced ? productLabel(priced.product) : product.sku });
      return [{ line, kind: 'out_of_stock', available: product.available, cause: { code, message, paths } }];
    }
    return [];
  });
}

const missing = (view: BasketView, code: FeedbackTextKey, path: string): IcmErrorCause[] => [
  { code, message: feedbackText(view.locale, code), paths: [path] },
];

/**
 * The checks of the checkout steps, each answering its causes (none when the step is done); the
 * order readiness and the scopes of basket/basket-validation.ts share them.
 */
export const checkoutStepCauses = {
  lineItems: (view: BasketView, lines: LineItemRecord[]) =>
    lines.length === 0 ? missing(view, 'basket.line_item.missing.error', '/lineItems') : [],
  invoiceToAddress: (view: BasketView) =>
    view.checkout.invoiceToAddress ? [] : missing(view, 'basket.invoice_to_address.missing.error', '/invoiceToAddress'),
  shipToAddress: (view: BasketView) =>
    view.checkout.shipToAddress ? [] : missing(view, 'basket.ship_to_address.missing.error', '/commonShipToAddress'),
  shippingMethod: (view: BasketView) =>
    view.checkout.shippingMethod ? [] : missing(view, 'basket.shipping_method.missing.error', '/commonShippingMethod'),
  payment: (view: BasketView) => (view.payment.openTender ? [] : missing(view, 'basket.payment.missing.error', '/payments')),
};

/** The reasons the basket cannot be ordered at `at` (none when it is ready). */
export function readinessCauses(view: BasketView, lines: LineItemRecord[], stock: StockReservations, at: Date): IcmErrorCause[] {
  return [
    ...checkoutStepCauses.lineItems(view, lines),
    ...checkoutStepCauses.invoiceToAddress(view),
    ...checkoutStepCauses.shipToAddress(view),
    ...checkoutStepCauses.shippingMethod(view),
    ...checkoutStepCauses.payment(view),
    ...lineProblems(lines, view, stock, at).map(problem => problem.cause),
  ];
}
