// Orders (order.v1): POST orders submits a basket of the request's token, GET orders lists the
// token's orders (newest first, paged, optionally by status), GET orders/{id} reads one; another
// token's order is 404 order.not_found.error.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { AnonymousTokens } from '../basket/anonymous-tokens';
import { tokenOf } from '../basket/basket-access';
import { BasketQuery, includesOf } from '../basket/basket-schemas';
import type { Db } from '../db/open-database';
import { notFound } from '../http/icm-errors';
import { Text, WholeNumber } from '../http/schemas';
import { orderData, orderEnvelope } from './order-document';
import { orderCreationFailed } from './order-readiness';
import { type OrderSubmissionStores, createOrderSubmission } from './order-submission';

export interface OrderRouteStores extends OrderSubmissionStores {
  tokens: AnonymousTokens;
}

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

const NewOrderBody = Type.Object({ basket: Text, termsAndConditionsAccepted: Type.Optional(Type.Boolean()) });
const OrderParams = Type.Object({ orderId: Text });
/** `limit`, `offset`, `status`, or as the PWA sends them `page[limit]`, `page[offset]`, `filter[statusCode]`. */
const OrderListQuery = Type.Object({
  limit: Type.Optional(WholeNumber(1, MAX_LIMIT)),
  offset: Type.Optional(WholeNumber(0)),
  status: Type.Optional(Text),
  'page[limit]': Type.Optional(WholeNumber(1, MAX_LIMIT)),
  'page[offset]': Type.Optional(WholeNumber(0)),
  'filter[statusCode]': Type.Optional(Text),
});

export function registerOrderRoutes(app: FastifyInstance, db: Db, stores: OrderRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const submit = createOrderSubmission(db, stores);

  typed.post('/orders', { schema: { querystring: BasketQuery, body: NewOrderBody } }, async (request, reply) => {
    const tokenHash = tokenOf(request, stores.tokens);
    const { basket: basketId, termsAndConditionsAccepted } = request.body;
    const basket = stores.baskets.find(basketId, tokenHash);
    const causes = [
      ...(termsAndConditionsAccepted === true
        ? []
        : [{ code: 'order.terms_and_conditions.not_accepted.error', message: 'The terms and conditions must be accepted.', paths: ['/termsAndConditionsAccepted'] }]),
      ...(basket ? [] : [{ code: 'basket.not_found.error', message: `The basket '${basketId}' was not found.`, paths: ['/basket'] }]),
    ];
    if (!basket || causes.length > 0) throw orderCreationFailed(causes);
    const { order, created } = submit(basket, tokenHash, request.icm.locale);
    reply.status(created ? 201 : 200);
    return orderEnvelope(order.document, includesOf(request.query.include));
  });

  typed.get('/orders', { schema: { querystring: OrderListQuery } }, async request => {
    const tokenHash = tokenOf(request, stores.tokens);
    const { query } = request;
    const limit = query.limit ?? query['page[limit]'] ?? DEFAULT_LIMIT;
    const offset = query.offset ?? query['page[offset]'] ?? 0;
    const status = query.status ?? query['filter[statusCode]'];
    const { orders, total } = stores.orders.list(tokenHash, { status, limit, offset });
    return { data: orders.map(order => orderData(order.document)), info: { limit, offset, total } };
  });

  typed.get('/orders/:orderId', { schema: { params: OrderParams, querystring: BasketQuery } }, async request => {
    const order = stores.orders.find(request.params.orderId, tokenOf(request, stores.tokens));
    if (!order) throw notFound('order.not_found.error', `The order '${request.params.orderId}' was not found.`);
    return orderEnvelope(order.document, includesOf(request.query.include));
  });
}
