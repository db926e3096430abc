// The demo back office's quote requests page (behind the back office's login and origin check,
// back-office-routes.ts): GET quote-requests lists the submitted requests the seller has not
// answered (those the demo's rule did not answer at once, quoting/quote-answers.ts), the longest
// waiting first, each with a form to offer a net unit price per line (the catalogue's price
// filled in), a validity date (30 days ahead filled in) and a comment, and one to reject it with a
// comment. Either answer mails the buyer (quoting/quote-answering.ts). Both post to themselves and
// answer 303 back to the list; a request already answered is
// 409, an unknown one 404, a price that is no amount or a date not after today 400.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { CustomerStore } from '../customer/customer-store';
import type { Db } from '../db/open-database';
import { InvalidAttributeError } from '../http/icm-errors';
import { NoQuery, Text } from '../http/schemas';
import { centsOf } from '../organization/money-input';
import { DAY_MS, type QuotePricingStores, offer, priceRequestItems, rejection } from '../quoting/quote-answers';
import { type QuoteAnsweringStores, answerQuoteRequest } from '../quoting/quote-answering';
import type { PricedRequestItem } from '../quoting/quote-documents';
import type { QuoteRequestRecord, QuoteStore } from '../quoting/quote-store';
import { DEMO_PATH, escapeHtml, sendBackOfficePage } from './back-office-page';

export interface QuoteBackOfficeStores extends QuotePricingStores, QuoteAnsweringStores {
  customers: CustomerStore;
  now?: () => Date;
}

export const QUOTE_REQUESTS_PAGE = `${DEMO_PATH}/quote-requests`;
const MAX_COMMENT_LENGTH = 4000;
/** An offer posts a price per line and a comment: more than the back office's other forms (1 KB). */
const OFFER_LIMIT_BYTES = 64 * 1024;
/** The back office's texts and dates are English; prices are shown as the request's currency. */
const LOCALE = 'en_US';

const RequestParams = Type.Object({ requestId: Text });
/** Prices come as `price-{itemId}` fields. */
const OfferForm = Type.Object(
  { validTo: Type.String({ maxLength: 10 }), sellerComment: Type.Optional(Type.String({ maxLength: MAX_COMMENT_LENGTH })) },
  { additionalProperties: Type.String({ maxLength: 30 }) },
);
const RejectionForm = Type.Object({ sellerComment: Type.Optional(Type.String({ maxLength: MAX_COMMENT_LENGTH })) });

const amount = (cents: number | undefined, currency: string) => (cents === undefined ? 'no price' : `${(cents / 100).toFixed(2)} ${currency}`);
const day = (date: Date) => date.toISOString().slice(0, 10);

const seeOther = (reply: FastifyReply) => reply.status(303).header('cache-control', 'no-store').header('location', QUOTE_REQUESTS_PAGE).send();

export function registerQuoteBackOffice(backOffice: FastifyInstance, db: Db, stores: QuoteBackOfficeStores): void {
  const typed = backOffice.withTypeProvider<TypeBoxTypeProvider>();
  const { quotes } = stores;
  const now = stores.now ?? (() => new Date());
  const pricedItems = (request: QuoteRequestRecord) => priceRequestItems(quotes.items(request.id), request.currency, LOCALE, stores);

  function requestSection(request: QuoteRequestRecord): string {
    const items = pricedItems(request);
    const user = stores.users.findById(request.userId);
    const customer = stores.customers.findById(request.customerId);
    const title = `Quote request ${request.number}`;
    const action = `${QUOTE_REQUESTS_PAGE}/${encodeURIComponent(request.id)}`;
    const rows = items.map(({ item, product, unitNetCents }) => {
      const label = `Offered net unit price of ${product.sku}`;
      const value = unitNetCents === undefined ? '' : (unitNetCents / 100).toFixed(2);
      return (
        `<tr><td>${escapeHtml(product.sku)} ${escapeHtml(product.name)}</td><td>${item.quantity}</td><td>${escapeHtml(amount(unitNetCents, request.currency))}</td>` +
        `<td><input name="price-${escapeHtml(item.id)}" aria-label="${escapeHtml(label)}" value="${value}" inputmode="decimal" required></td></tr>`
      );
    });
    return (
      `<section aria-label="${escapeHtml(title)}"><h2>${escapeHtml(title)}${request.displayName ? ` (${escapeHtml(request.displayName)})` : ''}</h2>` +
      `<p>From ${escapeHtml(user?.login ?? request.userId)} of ${escapeHtml(customer?.customerNo ?? request.customerId)}${customer?.companyName ? ` (${escapeHtml(customer.companyName)})` : ''}, ` +
      `submitted ${escapeHtml(request.submittedAt ?? '')}.</p>` +
      (request.description ? `<pre>${escapeHtml(request.description)}</pre>` : '') +
      `<form method="post" action="${escapeHtml(`${action}/quote`)}"><table><tr><th>Product</th><th>Quantity</th><th>Catalogue net unit price</th><th>Offered net unit price (${escapeHtml(request.currency)})</th></tr>${rows.join('')}</table>` +
      `<p><label>Valid until <input type="date" name="validTo" value="${day(new Date(now().getTime() + 30 * DAY_MS))}" required></label></p>` +
      `<p><label>Comment to the buyer <textarea name="sellerComment" maxlength="${MAX_COMMENT_LENGTH}"></textarea></label></p>` +
      `<button type="submit">Send quote ${escapeHtml(request.number)}</button></form> ` +
      `<form method="post" action="${escapeHtml(`${action}/rejection`)}"><label>Reason <input name="sellerComment" maxlength="${MAX_COMMENT_LENGTH}"></label> ` +
      `<button type="submit">Reject quote request ${escapeHtml(request.number)}</button></form></section>`
    );
  }

  function page(): string {
    const waiting = quotes.waitingRequests();
    const intro =
      '<p class="note">Requests under 500.00 net are answered automatically with 10 % off when submitted; the others wait here. Prices are net unit prices.</p>';
    return intro + (waiting.length === 0 ? '<p>No quote request is waiting for an answer.</p>' : waiting.map(requestSection).join(''));
  }

  /** The submitted, unanswered request; else the page answering why not. */
  function waitingRequest(reply: FastifyReply, id: string): { request: QuoteRequestRecord } | { refused: FastifyReply } {
    const request = quotes.requestById(id);
    if (!request || request.submittedAt === null) {
      return { refused: sendBackOfficePage(reply, 404, 'Not found', '<p>There is no submitted quote request with this id.</p>') };
    }
    if (request.quoteId !== null) return { refused: sendBackOfficePage(reply, 409, 'Already answered', '<p>This quote request has been answered already.</p>') };
    return { request };
  }
  const invalid = (reply: FastifyReply, why: string) => sendBackOfficePage(reply, 400, 'Not sent', `<p>${escapeHtml(why)}</p>`);

  /** The offered unit prices by line id, or the first price that is no amount. */
  function offeredPrices(items: PricedRequestItem[], form: Record<string, string | undefined>, currency: string): Map<string, number> | string {
    const prices = new Map<string, number>();
    for (const { item, product } of items) {
      try {
        prices.set(item.id, centsOf({ currency, value: form[`price-${item.id}`] }, `price of ${product.sku}`, [currency]).cents);
      } catch (error) {
        if (error instanceof InvalidAttributeError) return error.message;
        throw error;
      }
    }
    return prices;
  }

  const answer = db.transaction((request: QuoteRequestRecord, build: (items: PricedRequestItem[], at: Date) => Parameters<QuoteStore['answer']>[1]) => {
    const at = now();
    answerQuoteRequest(stores, request, build(pricedItems(request), at), at);
  });

  typed.get(QUOTE_REQUESTS_PAGE, { schema: { querystring: NoQuery } }, async (_request, reply) => sendBackOfficePage(reply, 200, 'Quote requests', page()));

  typed.post(`${QUOTE_REQUESTS_PAGE}/:requestId/quote`, { schema: { params: RequestParams, body: OfferForm }, bodyLimit: OFFER_LIMIT_BYTES }, async (request, reply) => {
    const waiting = waitingRequest(reply, request.params.requestId);
    if ('refused' in waiting) return waiting.refused;
    const found = waiting.request;
    const prices = offeredPrices(pricedItems(found), request.body as Record<string, string | undefined>, found.currency);
    if (typeof prices === 'string') return invalid(reply, prices);
    const validTo = /^\d{4}-\d{2}-\d{2}$/.test(request.body.validTo) ? new Date(`${request.body.validTo}T23:59:59.999Z`) : undefined;
    if (!validTo || Number.isNaN(validTo.getTime()) || validTo <= now()) return invalid(reply, 'The validity date must be a day from today on (yyyy-mm-dd).');
    answer(found, (items, at) => offer(items, id => prices.get(id)!, at, validTo, request.body.sellerComment?.trim() ?? ''));
    return seeOther(reply);
  });

  typed.post(`${QUOTE_REQUESTS_PAGE}/:requestId/rejection`, { schema: { params: RequestParams, body: RejectionForm }, bodyLimit: OFFER_LIMIT_BYTES }, async (request, reply) => {
    const waiting = waitingRequest(reply, request.params.requestId);
    if ('refused' in waiting) return waiting.refused;
    answer(waiting.request, (items, at) => rejection(items, at, request.body.sellerComment?.trim() ?? ''));
    return seeOther(reply);
  });
}
