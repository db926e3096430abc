// Orders (order.v1): POST orders submits a basket of the request's token, GET orders lists the
// token's placed orders (newest first, paged, optionally by status; an order manager's also the
// company's, order-selection.ts), GET orders/{id} reads one, PATCH orders/{id} continues a STOPPED
// one (payment redirects), POST orders-csv exports some as CSV; an order the request does not reach
// is 404 order.not_found.error. A business user's order names its buyer. Answers have their texts in the request's
// locale (order-texts.ts). A basket with a recurrence becomes a recurring order instead
// (recurring-order-submission.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { AnonymousTokens, TokenHash } from '../basket/anonymous-tokens';
import type { BasketRecurrences } from '../basket/basket-recurrence';
import { tokenOf } from '../basket/basket-access';
import { BasketQuery, includesOf } from '../basket/basket-schemas';
import { feedbackText } from '../basket/feedback-texts';
import type { CustomerPrincipal, Principals } from '../customer/principal';
import { isPunchoutRole } from '../customer/roles';
import type { Db } from '../db/open-database';
import { IcmError, badRequest, notFound } from '../http/icm-errors';
import { Text, WholeNumber } from '../http/schemas';
import { createOrderContinuation } from './order-continuation';
import { type StoredOrderDocument, orderEnvelope, orderListIncluded } from './order-document';
import { orderCreationFailed } from './order-readiness';
import { submittedForApproval } from '../organization/requisitions/requisition-texts';
import type { OrderTexts } from './order-texts';
import { createOrderSelection } from './order-selection';
import { ordersCsv } from './orders-csv';
import { type OrderSubmissionStores, createOrderSubmission } from './order-submission';
import { createRecurringOrderSubmission } from './recurring-order-submission';
import type { RecurringOrderStore } from './recurring-order-store';

export interface OrderRouteStores extends OrderSubmissionStores {
  tokens: AnonymousTokens;
  /** Who a user token belongs to: a punchout user places no order. */
  principals: Principals;
  orderTexts: OrderTexts;
  /** With both, a basket with a recurrence becomes a recurring order. */
  recurrences?: BasketRecurrences;
  recurringOrders?: RecurringOrderStore;
  now?: () => Date;
}

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

const NewOrderBody = Type.Object({ basket: Text, termsAndConditionsAccepted: Type.Optional(Type.Boolean()) });
const OrderParams = Type.Object({ orderId: Text });
const NameValue = Type.Object({ name: Type.String({ maxLength: 100 }), value: Type.String({ maxLength: 2000 }) });
/** ICM's two continuations: return URLs (successUrl, cancelUrl, failureUrl), or the shopper's return (status, parameters). */
const OrderUpdateBody = Type.Object({
  orderCreation: Type.Object({
    status: Type.Literal('CONTINUE'),
    redirect: Type.Object({
      successUrl: Type.Optional(Type.String({ maxLength: 2000 })),
      cancelUrl: Type.Optional(Type.String({ maxLength: 2000 })),
      failureUrl: Type.Optional(Type.String({ maxLength: 2000 })),
      status: Type.Optional(Type.String({ maxLength: 20 })),
      parameters: Type.Optional(Type.Array(NameValue, { maxItems: 50 })),
    }),
  }),
});
const MAX_CSV_ORDERS = 100;
const OrderIds = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: MAX_CSV_ORDERS });
/** `{"orderIds": [...]}`, or the plain list of order ids. */
const OrdersCsvBody = Type.Union([Type.Object({ orderIds: OrderIds }), OrderIds]);
/** `limit`, `offset`, `status`, or as the PWA sends them `page[limit]`, `page[offset]`, `filter[statusCode]`. */
const OrderListQuery = Type.Object({
  limit: Type.Optional(WholeNumber(1, MAX_LIMIT)),
  offset: Type.Optional(WholeNumber(0)),
  status: Type.Optional(Text),
  'page[limit]': Type.Optional(WholeNumber(1, MAX_LIMIT)),
  'page[offset]': Type.Optional(WholeNumber(0)),
  'filter[statusCode]': Type.Optional(Text),
  include: Type.Optional(Text),
  allBuyers: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  view: Type.Optional(Type.Union([Type.Literal('buyer'), Type.Literal('allBuyers')])),
  buyer: Type.Optional(Text),
});

/**
 * A punchout user's basket goes back to its procurement system, which orders it there: ICM's punchout
 * users hold no checkout permission, and the order call refuses them before looking at the basket.
 */
function refusePunchoutUser(principal: CustomerPrincipal | undefined): void {
  if (principal?.roles.some(isPunchoutRole)) {
    throw new IcmError(403, 'rest.authorization.permission.missing.error', 'A punchout user transfers its basket and places no order.');
  }
}

export function registerOrderRoutes(app: FastifyInstance, db: Db, stores: OrderRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const submit = createOrderSubmission(db, stores, stores.now);
  const { recurrences, recurringOrders } = stores;
  const submitRecurring = recurrences && recurringOrders && createRecurringOrderSubmission(db, { ...stores, recurrences, recurringOrders }, stores.now);
  const selection = createOrderSelection(db, stores.principals);
  /** The order's document with its buyer, if a business user placed it. */
  const withBuyer = <T extends { data: Record<string, unknown> }>(document: T, owner: TokenHash): T => {
    const buyer = selection.buyerOf(owner);
    return buyer ? { ...document, data: { ...document.data, buyer } } : document;
  };
  const localized = (document: string, owner: TokenHash, locale: string): StoredOrderDocument =>
    withBuyer(stores.orderTexts.document(document, locale), owner);

  typed.post('/orders', { schema: { querystring: BasketQuery, body: NewOrderBody } }, async (request, reply) => {
    const tokenHash = tokenOf(request, stores.tokens);
    refusePunchoutUser(stores.principals.ofToken(request.icm.authenticationToken ?? ''));
    const { basket: basketId, termsAndConditionsAccepted } = request.body;
    const basket = stores.baskets.find(basketId, tokenHash);
    const { locale } = request.icm;
    const terms = 'order.terms_and_conditions.not_accepted.error';
    const causes = [
      ...(termsAndConditionsAccepted === true ? [] : [{ code: terms, message: feedbackText(locale, terms), paths: ['/termsAndConditionsAccepted'] }]),
      ...(basket ? [] : [{ code: 'basket.not_found.error', message: feedbackText(locale, 'basket.not_found.error', { id: basketId }), paths: ['/basket'] }]),
    ];
    if (!basket || causes.length > 0) throw orderCreationFailed(causes, locale);
    const submission = submitRecurring?.(basket, tokenHash, locale) ?? submit(basket, tokenHash, locale);
    // as at ICM, a basket submitted for approval is no order: 422, which the PWA takes as done
    if ('requisition' in submission) throw submittedForApproval(submission.requisition, locale);
    const { order, created, rolledBack } = submission;
    reply.status(created ? 201 : 200);
    const envelope = orderEnvelope(localized(order.document, tokenHash, request.icm.locale), includesOf(request.query.include));
    // a declined payment: orderCreation ROLLED_BACK, and why, for the payment step to show
    return rolledBack ? { ...envelope, infos: [...(envelope.infos ?? []), ...rolledBack] } : envelope;
  });

  const continueOrder = createOrderContinuation(db, stores);
  typed.patch('/orders/:orderId', { schema: { params: OrderParams, querystring: BasketQuery, body: OrderUpdateBody } }, async request => {
    const tokenHash = tokenOf(request, stores.tokens);
    const document = continueOrder(request.params.orderId, tokenHash, request.body.orderCreation.redirect, request.icm.locale);
    return orderEnvelope(localized(document, tokenHash, request.icm.locale), includesOf(request.query.include));
  });

  typed.post('/orders-csv', { schema: { body: OrdersCsvBody } }, async (request, reply) => {
    const tokenHash = tokenOf(request, stores.tokens);
    const ids = [...new Set(Array.isArray(request.body) ? request.body : request.body.orderIds)];
    if (ids.length === 0) throw badRequest('orders_csv.order_ids.missing.error', 'The CSV export needs at least one order id.');
    const owners = selection.readable(request, tokenHash);
    const orders = ids.map(id => stores.orders.findOfOwners(id, owners));
    const unknown = ids.flatMap((id, index) =>
      orders[index] ? [] : [{ code: 'order.not_found.error', message: `The order '${id}' was not found.`, paths: [`/orderIds/${index}`] }],
    );
    if (unknown.length > 0) throw new IcmError(404, 'order.not_found.error', 'Some of the orders were not found.', unknown);
    const found = orders.filter(order => order !== undefined);
    const skus = found.flatMap(order => Object.values((JSON.parse(order.document).included.lineItems ?? {}) as Record<string, { product: string }>).map(line => line.product));
    const names = new Map(stores.products.findBySkus(skus, request.icm.locale).map(product => [product.sku, product.name]));
    const fileName = ids.length === 1 ? `order-${ids[0]}.csv` : 'orders.csv';
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(ordersCsv(found, sku => names.get(sku), request.icm.locale));
  });

  typed.get('/orders', { schema: { querystring: OrderListQuery } }, async request => {
    const tokenHash = tokenOf(request, stores.tokens);
    const { query } = request;
    const limit = query.limit ?? query['page[limit]'] ?? DEFAULT_LIMIT;
    const offset = query.offset ?? query['page[offset]'] ?? 0;
    const status = query.status ?? query['filter[statusCode]'];
    const owners = selection.listed(request, tokenHash, query);
    const { orders, total } = stores.orders.list(owners, { status, limit, offset });
    const include = includesOf(query.include);
    const { locale } = request.icm;
    if (include.length === 0) {
      return { data: orders.map(order => withBuyer({ data: stores.orderTexts.data(order.document, locale) }, order.tokenHash).data), info: { limit, offset, total } };
    }
    const documents = orders.map(order => localized(order.document, order.tokenHash, locale));
    const included = orderListIncluded(documents, include);
    return { data: documents.map(document => document.data), ...(included ? { included } : {}), info: { limit, offset, total } };
  });

  typed.get('/orders/:orderId', { schema: { params: OrderParams, querystring: BasketQuery } }, async request => {
    const order = stores.orders.findOfOwners(request.params.orderId, selection.readable(request, tokenOf(request, stores.tokens)));
    if (!order) throw notFound('order.not_found.error', `The order '${request.params.orderId}' was not found.`);
    return orderEnvelope(localized(order.document, order.tokenHash, request.icm.locale), includesOf(request.query.include));
  });
}
