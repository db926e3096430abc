// Accepting a quote into a basket (basket.v1, the PWA's basket.service.ts addQuoteToBasket and
// deleteQuoteFromBasket), for the logged-in business user whose quote it is:
// - POST baskets/{id}/quotes with `{id, calculated}` adds one line per quote line, each naming the
//   quote (`quote`), with its quantity fixed (`quantityFixed`; line-item-changes.ts refuses a change)
//   and the quoted net unit price (basket-pricing.ts), and marks the quote accepted. Answers 201 with
//   the new lines. Refused: a quote rejected (422 quote.error.is_rejected), not yet valid (422
//   quote.error.not_started) or expired (422 quote.error.expired, by the API's clock), in another
//   currency (422 basket.quote.currency.error), already in this or another basket not yet submitted
//   (409 quote.already_in_basket.error: a quote sits in one basket, once), already ordered (409
//   quote.error.already_ordered: an order placed with its lines used it), with a product already in the
//   basket on a line of its own (422 basket.add_quote.error naming it) or no longer orderable (422
//   basket.add_quotelineitem.error). Another user's quote is 404 quote.not_found.error.
// - DELETE baskets/{id}/quotes/{quoteId} takes the quote's lines out again (the quote is no longer
//   accepted); answers 200 with the deletion info, 404 when the basket holds none of them.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { type BasketAccessStores, basketOf } from '../basket/basket-access';
import { lineItemData } from '../basket/basket-document';
import type { BasketRecord } from '../basket/basket-store';
import { type BasketViewStores, basketView } from '../basket/basket-view';
import { feedbackText } from '../basket/feedback-texts';
import type { Principals } from '../customer/principal';
import type { Db } from '../db/open-database';
import { Text } from '../http/schemas';
import { quoteCause, quoteError, quoteNotFound } from './quote-errors';
import type { QuoteRecord, QuoteStore } from './quote-store';

export interface BasketQuoteRouteStores extends BasketAccessStores, BasketViewStores {
  principals: Principals;
  quotes: QuoteStore;
  now?: () => Date;
}

const BasketParams = Type.Object({ basketId: Text });
const BasketQuoteParams = Type.Object({ basketId: Text, quoteId: Text });
const AcceptedQuote = Type.Object({ id: Text, calculated: Type.Optional(Type.Boolean()) });

const DELETION_INFO = 'basket.line_item.deletion.info';
const ORDERABLE_KINDS = new Set(['product', 'variation', 'bundle', 'retailSet']);

export function registerBasketQuoteRoutes(app: FastifyInstance, db: Db, stores: BasketQuoteRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { quotes } = stores;
  const now = stores.now ?? (() => new Date());

  /** Adds the quote's lines and marks it accepted, or refuses; in one transaction. */
  const accept = db.transaction((basket: BasketRecord, quote: QuoteRecord, locale: string): string[] => {
    const at = now();
    if (quote.rejected) throw quoteError(422, locale, 'quote.error.is_rejected');
    if (quote.orderedAt !== null) throw quoteError(409, locale, 'quote.error.already_ordered');
    if (at < new Date(quote.validFrom)) throw quoteError(422, locale, 'quote.error.not_started');
    if (at > new Date(quote.validTo)) throw quoteError(422, locale, 'quote.error.expired');
    if (quote.currency !== basket.currency) throw quoteError(422, locale, 'basket.quote.currency.error');
    const lines = stores.baskets.lineItems(basket.id);
    if (quotes.openBasketsHolding(quote.id).length > 0) throw quoteError(409, locale, 'quote.already_in_basket.error');
    const items = quotes.quoteItems(quote.id);
    const products = new Map(stores.products.findByIds(items.map(item => item.productId), locale).map(product => [product.id, product]));
    const unorderable = items.filter(item => {
      const product = products.get(item.productId);
      return !product || !product.online || !ORDERABLE_KINDS.has(product.kind);
    });
    if (unorderable.length > 0) throw quoteError(422, locale, 'basket.add_quotelineitem.error');
    const taken = items.filter(item => lines.some(line => line.productId === item.productId));
    if (taken.length > 0) {
      throw quoteError(
        422,
        locale,
        'basket.add_quote.error',
        taken.map(item => quoteCause(locale, 'basket.quote.product_in_basket.error', '/id', { sku: products.get(item.productId)!.sku })),
      );
    }
    const ids = stores.baskets.addQuotedLines(
      basket.id,
      items.map(item => ({ productId: item.productId, quantity: item.quantity, quoteId: quote.id, quotedUnitNetCents: item.unitNetCents })),
    );
    quotes.setAccepted(quote.id, at);
    return ids;
  });

  const remove = db.transaction((basket: BasketRecord, quote: QuoteRecord): number => {
    const removed = stores.baskets.deleteQuotedLines(basket.id, quote.id);
    if (removed > 0) quotes.setAccepted(quote.id, null);
    return removed;
  });

  const ownQuote = (userId: string, id: string, locale: string) => {
    const quote = quotes.quote(userId, id);
    if (!quote) throw quoteNotFound(locale, 'quote.not_found.error');
    return quote;
  };

  typed.post('/baskets/:basketId/quotes', { schema: { params: BasketParams, body: AcceptedQuote } }, async (request, reply) => {
    const principal = stores.principals.of(request);
    const basket = basketOf(request, request.params.basketId, stores);
    const { locale } = request.icm;
    const ids = accept(basket, ownQuote(principal.userId, request.body.id, locale), locale);
    const view = basketView(basket, stores, locale);
    reply.status(201);
    return {
      data: view.priced.lines.filter(line => ids.includes(line.line.id)).map(line => lineItemData(line, basket.currency, view.lineItemAttributes?.(line.line.id))),
    };
  });

  typed.delete('/baskets/:basketId/quotes/:quoteId', { schema: { params: BasketQuoteParams } }, async request => {
    const principal = stores.principals.of(request);
    const basket = basketOf(request, request.params.basketId, stores);
    const { locale } = request.icm;
    if (remove(basket, ownQuote(principal.userId, request.params.quoteId, locale)) === 0) throw quoteNotFound(locale, 'quote.not_found.error');
    return { infos: [{ code: DELETION_INFO, message: feedbackText(locale, DELETION_INFO) }] };
  });
}
