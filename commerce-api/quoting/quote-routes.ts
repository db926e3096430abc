// Quote requests and quotes of a business user (the Intershop PWA's quoting.service.ts), below
// customers/{no}/users/{login|-}/ (the caller's own login or `-`; a business user holding
// APP_B2B_MANAGE_OWN_QUOTES; another user's or company's request or quote is 404):
// - GET quoterequests?attrs=…: Links to the user's requests the seller has not answered, oldest
//   first, with the attributes asked for (number, name, lineItems, creationDate, submittedDate).
// - POST quoterequests: a new empty request (state New); with `basketID`, `quoteID` or
//   `quoteRequestID` in the query, a new one holding that basket's, quote's or request's lines.
//   Answers 201 with a Link.
// - GET quoterequests/{id}: the QuoteRequest, its items as Links; GET …/items/{itemId} one item.
// - PUT quoterequests/{id} with displayName and/or description; POST …/items with
//   `{productSKU, quantity: {value}}` (adds to the product's line); PUT …/items/{itemId} with
//   `{quantity: {value}}`; DELETE …/items/{itemId}: only while New, else 409
//   quoterequest.not_editable.error. A line's quantity keeps the product's quantity rules, as a
//   basket line's must (422 quote.error.invalid_items with the basket's quantity causes).
// - DELETE quoterequests/{id}: the request (a quote answering it stays).
// - POST quotes with `{quoteRequestID}`: submits the request (Submitted); an empty one, or one with
//   a product no longer priced, is 422 quote.error.invalid_items. The demo answers small requests at
//   once (quote-answers.ts); the others wait for the back office. An answer mails the buyer.
// - GET quotes?attrs=… (number, name, lineItems, creationDate, validFromDate, validToDate, rejected,
//   acceptedDate, orderedDate); GET quotes/{id}; PUT quotes/{id} with `{rejected: true}` (the buyer rejects it,
//   and it leaves the baskets not yet ordered); DELETE quotes/{id} (likewise).
// States, as the PWA derives them: a request without submittedDate is New, with it Submitted; a
// quote is Rejected when rejected, else Expired after validToDate, else Responded; the bundled API
// adds Accepted (acceptedDate: the buyer put it into a basket, basket-quote-routes.ts) and
// orderedDate (an order was placed with its lines, checkout/order-submission.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { type BasketAccessStores, basketOf } from '../basket/basket-access';
import { quantityRulesOf, quantityViolations } from '../basket/quantity-rules';
import type { ProductRecord } from '../catalog/products/product-store';
import { accountCaller } from '../customer/account/account-access';
import type { CustomerPrincipal, Principals } from '../customer/principal';
import { hasPermission } from '../customer/roles';
import type { Db } from '../db/open-database';
import { IcmError, notFound } from '../http/icm-errors';
import { Text } from '../http/schemas';
import { type QuotePricingStores, demoAutoAnswer, priceRequestItems } from './quote-answers';
import { type QuoteAnsweringStores, answerQuoteRequest } from './quote-answering';
import {
  type QuoteUriScope,
  link,
  quoteData,
  quoteLink,
  quoteRequestData,
  quoteRequestItemData,
  quoteRequestItemUri,
  quoteRequestLink,
  quoteRequestUri,
} from './quote-documents';
import { quoteCause, quoteError, quoteNotFound } from './quote-errors';
import type { QuoteRecord, QuoteRequestRecord } from './quote-store';

export interface QuoteRouteStores extends QuotePricingStores, BasketAccessStores, QuoteAnsweringStores {
  principals: Principals;
  maxItemQuantity: () => number;
  now?: () => Date;
}

export const QUOTE_PERMISSION = 'APP_B2B_MANAGE_OWN_QUOTES';
const MAX_NAME_LENGTH = 256;
const MAX_DESCRIPTION_LENGTH = 4000;

const UserParams = Type.Object({ customerNo: Text, login: Text });
const RequestParams = Type.Object({ customerNo: Text, login: Text, quoteRequestId: Text });
const ItemParams = Type.Object({ customerNo: Text, login: Text, quoteRequestId: Text, itemId: Text });
const QuoteParams = Type.Object({ customerNo: Text, login: Text, quoteId: Text });
const ListQuery = Type.Object({ attrs: Type.Optional(Text) });
const CreateQuery = Type.Object({ basketID: Type.Optional(Text), quoteID: Type.Optional(Text), quoteRequestID: Type.Optional(Text) });
const RequestUpdate = Type.Object({
  displayName: Type.Optional(Type.String({ maxLength: MAX_NAME_LENGTH })),
  description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION_LENGTH })),
});
const Quantity = Type.Object({ value: Type.Integer({ minimum: 1 }) });
const NewItem = Type.Object({ productSKU: Text, quantity: Quantity });
const ItemUpdate = Type.Object({ quantity: Quantity });
const Submission = Type.Object({ quoteRequestID: Text });
const QuoteUpdate = Type.Object({ rejected: Type.Literal(true) });

const PREFIX = '/customers/:customerNo/users/:login';

export function registerQuoteRoutes(app: FastifyInstance, db: Db, stores: QuoteRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { quotes } = stores;
  const now = stores.now ?? (() => new Date());

  /** The caller, when the path names their own user of their own business customer and they may quote; else 404 or 403. */
  function callerOf(request: FastifyRequest, customerNo: string, login: string): CustomerPrincipal {
    const caller = accountCaller(request, stores.principals, 'customers', customerNo);
    const own = login === '-' || login.toLowerCase() === caller.login.toLowerCase();
    if (caller.customerType !== 'SMBCustomer' || !own) throw notFound('customer.user.not_found.error', `The user '${login}' was not found.`);
    if (!hasPermission(caller.roles, QUOTE_PERMISSION)) {
      throw new IcmError(403, 'rest.authorization.permission.missing.error', `Quoting needs the permission ${QUOTE_PERMISSION}.`);
    }
    return caller;
  }
  const scopeOf = (request: FastifyRequest, caller: CustomerPrincipal): QuoteUriScope => ({
    channel: request.icm.channel,
    customerNo: caller.customerNo,
    login: caller.login,
  });

  const ownRequest = (caller: CustomerPrincipal, id: string, locale: string): QuoteRequestRecord => {
    const found = quotes.request(caller.userId, id);
    if (!found) throw quoteNotFound(locale, 'quoterequest.not_found.error');
    return found;
  };
  const editableRequest = (caller: CustomerPrincipal, id: string, locale: string): QuoteRequestRecord => {
    const found = ownRequest(caller, id, locale);
    if (found.submittedAt !== null) throw quoteError(409, locale, 'quoterequest.not_editable.error');
    return found;
  };
  const ownQuote = (caller: CustomerPrincipal, id: string, locale: string): QuoteRecord => {
    const found = quotes.quote(caller.userId, id);
    if (!found) throw quoteNotFound(locale, 'quote.not_found.error');
    return found;
  };
  const pricedItems = (found: QuoteRequestRecord, locale: string) => priceRequestItems(quotes.items(found.id), found.currency, locale, stores);
  const quoteItems = (found: QuoteRecord, locale: string) => {
    const items = quotes.quoteItems(found.id);
    const products = new Map(stores.products.findByIds(items.map(item => item.productId), locale).map(product => [product.id, product]));
    return items.flatMap(item => {
      const product = products.get(item.productId);
      return product ? [{ item, product }] : [];
    });
  };

  /** A product a request may hold: online, orderable on its own, with a price in the currency. */
  function quotableProduct(sku: string, currency: string, locale: string, path: string): ProductRecord {
    const [product] = stores.products.findBySkus([sku], locale);
    const priced = product && (stores.prices.pricesOf([product.id], currency).get(product.id)?.sale.length ?? 0) > 0;
    if (!product || !product.online || product.kind === 'master' || !priced) {
      throw quoteError(422, locale, 'quote.error.invalid_items', [quoteCause(locale, 'quoterequest.item.product.not_found.error', path, { sku })]);
    }
    return product;
  }
  /** The quantity when it keeps the product's quantity rules (as a basket line must), else 422 with the basket's causes. */
  function checkedQuantity(product: ProductRecord, value: number, locale: string, path: string): number {
    const causes = quantityViolations(product, value, quantityRulesOf(product, stores.maxItemQuantity()), path, locale);
    if (causes.length > 0) throw quoteError(422, locale, 'quote.error.invalid_items', causes);
    return value;
  }

  /** The lines a new request starts with: those of the named basket, quote or request. */
  function startingLines(request: FastifyRequest, caller: CustomerPrincipal, query: { basketID?: string; quoteID?: string; quoteRequestID?: string }) {
    const { locale } = request.icm;
    if (query.basketID !== undefined) return stores.baskets.lineItems(basketOf(request, query.basketID, stores).id);
    if (query.quoteID !== undefined) return quotes.quoteItems(ownQuote(caller, query.quoteID, locale).id);
    if (query.quoteRequestID !== undefined) return quotes.items(ownRequest(caller, query.quoteRequestID, locale).id);
    return [];
  }
  const createRequest = db.transaction((caller: CustomerPrincipal, currency: string, lines: { productId: number; quantity: number }[]) => {
    const created = quotes.createRequest({ customerId: caller.customerId, userId: caller.userId, currency }, now());
    for (const line of lines) quotes.addItem(created.id, line.productId, line.quantity);
    return created;
  });
  const submit = db.transaction((found: QuoteRequestRecord, locale: string) => {
    const at = now();
    quotes.submit(found.id, at);
    const answer = demoAutoAnswer(pricedItems(found, locale), at);
    if (answer) answerQuoteRequest(stores, found, answer, at);
  });

  typed.get(`${PREFIX}/quoterequests`, { schema: { params: UserParams, querystring: ListQuery } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const scope = scopeOf(request, caller);
    return {
      type: 'ResourceCollection',
      name: 'quoteRequests',
      elements: quotes
        .requestsOf(caller.userId)
        .filter(found => found.quoteId === null)
        .map(found => quoteRequestLink(scope, found, quotes.items(found.id).length, request.query.attrs)),
    };
  });

  typed.post(`${PREFIX}/quoterequests`, { schema: { params: UserParams, querystring: CreateQuery } }, async (request, reply) => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const lines = startingLines(request, caller, request.query);
    const created = createRequest(caller, request.icm.currency, lines);
    const uri = quoteRequestUri(scopeOf(request, caller), created.id);
    reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
    return link(uri, created.id);
  });

  typed.get(`${PREFIX}/quoterequests/:quoteRequestId`, { schema: { params: RequestParams } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const found = ownRequest(caller, request.params.quoteRequestId, request.icm.locale);
    return quoteRequestData(scopeOf(request, caller), found, pricedItems(found, request.icm.locale));
  });

  typed.put(`${PREFIX}/quoterequests/:quoteRequestId`, { schema: { params: RequestParams, body: RequestUpdate } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { locale } = request.icm;
    const found = editableRequest(caller, request.params.quoteRequestId, locale);
    quotes.updateTexts(found.id, { displayName: request.body.displayName?.trim(), description: request.body.description?.trim() });
    return quoteRequestData(scopeOf(request, caller), ownRequest(caller, found.id, locale), pricedItems(found, locale));
  });

  typed.delete(`${PREFIX}/quoterequests/:quoteRequestId`, { schema: { params: RequestParams } }, async (request, reply) => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    quotes.deleteRequest(ownRequest(caller, request.params.quoteRequestId, request.icm.locale).id);
    return reply.status(204).send();
  });

  typed.post(`${PREFIX}/quoterequests/:quoteRequestId/items`, { schema: { params: RequestParams, body: NewItem } }, async (request, reply) => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { locale } = request.icm;
    const found = editableRequest(caller, request.params.quoteRequestId, locale);
    const product = quotableProduct(request.body.productSKU, found.currency, locale, '/productSKU');
    const existing = quotes.items(found.id).find(item => item.productId === product.id)?.quantity ?? 0;
    checkedQuantity(product, existing + request.body.quantity.value, locale, '/quantity/value');
    const itemId = quotes.addItem(found.id, product.id, request.body.quantity.value);
    const uri = quoteRequestItemUri(scopeOf(request, caller), found.id, itemId);
    reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
    return link(uri, itemId);
  });

  const itemOf = (found: QuoteRequestRecord, itemId: string, locale: string) => {
    const item = pricedItems(found, locale).find(priced => priced.item.id === itemId);
    if (!item) throw quoteNotFound(locale, 'quoterequest.item.not_found.error');
    return item;
  };

  typed.get(`${PREFIX}/quoterequests/:quoteRequestId/items/:itemId`, { schema: { params: ItemParams } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { locale } = request.icm;
    const found = ownRequest(caller, request.params.quoteRequestId, locale);
    return quoteRequestItemData(itemOf(found, request.params.itemId, locale), found.currency);
  });

  typed.put(`${PREFIX}/quoterequests/:quoteRequestId/items/:itemId`, { schema: { params: ItemParams, body: ItemUpdate } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { locale } = request.icm;
    const found = editableRequest(caller, request.params.quoteRequestId, locale);
    const item = itemOf(found, request.params.itemId, locale);
    quotes.setItemQuantity(found.id, item.item.id, checkedQuantity(item.product, request.body.quantity.value, locale, '/quantity/value'));
    return quoteRequestItemData(itemOf(found, item.item.id, locale), found.currency);
  });

  typed.delete(`${PREFIX}/quoterequests/:quoteRequestId/items/:itemId`, { schema: { params: ItemParams } }, async (request, reply) => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { locale } = request.icm;
    const found = editableRequest(caller, request.params.quoteRequestId, locale);
    quotes.deleteItem(found.id, itemOf(found, request.params.itemId, locale).item.id);
    return reply.status(204).send();
  });

  typed.post(`${PREFIX}/quotes`, { schema: { params: UserParams, body: Submission } }, async (request, reply) => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { locale } = request.icm;
    const found = editableRequest(caller, request.body.quoteRequestID, locale);
    const items = pricedItems(found, locale);
    if (items.length === 0) throw quoteError(422, locale, 'quote.error.invalid_items');
    const unpriced = items.filter(item => item.unitNetCents === undefined || !item.product.online);
    if (unpriced.length > 0) {
      throw quoteError(
        422,
        locale,
        'quote.error.invalid_items',
        unpriced.map(({ product }) => quoteCause(locale, 'quoterequest.item.product.not_found.error', '/quoteRequestID', { sku: product.sku })),
      );
    }
    submit(found, locale);
    const uri = quoteRequestUri(scopeOf(request, caller), found.id);
    reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
    return link(uri, found.id);
  });

  typed.get(`${PREFIX}/quotes`, { schema: { params: UserParams, querystring: ListQuery } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const scope = scopeOf(request, caller);
    return {
      type: 'ResourceCollection',
      name: 'quotes',
      elements: quotes.quotesOf(caller.userId).map(found => quoteLink(scope, found, quotes.quoteItems(found.id).length, request.query.attrs)),
    };
  });

  typed.get(`${PREFIX}/quotes/:quoteId`, { schema: { params: QuoteParams } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const found = ownQuote(caller, request.params.quoteId, request.icm.locale);
    return quoteData(found, quoteItems(found, request.icm.locale));
  });

  typed.put(`${PREFIX}/quotes/:quoteId`, { schema: { params: QuoteParams, body: QuoteUpdate } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { locale } = request.icm;
    const found = ownQuote(caller, request.params.quoteId, locale);
    quotes.reject(found.id);
    return quoteData(ownQuote(caller, found.id, locale), quoteItems(found, locale));
  });

  typed.delete(`${PREFIX}/quotes/:quoteId`, { schema: { params: QuoteParams } }, async (request, reply) => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    quotes.deleteQuote(ownQuote(caller, request.params.quoteId, request.icm.locale).id);
    return reply.status(204).send();
  });
}
