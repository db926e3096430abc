// A basket's currency. ICM keeps a basket in the currency it was created in (its purchaseCurrency)
// whatever currency a later read names; a PATCH of the basket made in another currency recalculates
// it in that one (the Intershop PWA sends `PATCH baskets/current {calculated: true}` with the new
// `;cur=` when the basket it loaded is in another currency than the shop's current one). The lines are
// then priced from the new currency's price list, and shipping, payment costs, promotions and the
// approval's budgets follow, as they are computed on every read. Only a `;cur=` the request names
// counts: a PATCH without one leaves the currency alone. Lines accepted from a quote keep the quote's
// prices, which are in the quote's currency, so a basket holding them is refused the change (422
// basket.currency.quote.error), as accepting a quote into a basket of another currency is.
import type { FastifyRequest } from 'fastify';

import { IcmError } from '../http/icm-errors';
import { matrixParametersOf } from '../http/request-context';
import { feedbackText } from './feedback-texts';
import type { BasketRecord, LineItemRecord } from './basket-store';

/** The currency a PATCH recalculates the basket in, or undefined when it stays in its own; throws for quoted lines. */
export function currencyChangeOf(request: FastifyRequest, basket: BasketRecord, lines: LineItemRecord[]): string | undefined {
  const named = matrixParametersOf(request).cur;
  if (named === undefined || request.icm.currency === basket.currency) return undefined;
  if (lines.some(line => line.quoteId !== null)) {
    const code = 'basket.currency.quote.error';
    throw new IcmError(422, code, feedbackText(request.icm.locale, code, { currency: basket.currency }));
  }
  return request.icm.currency;
}
