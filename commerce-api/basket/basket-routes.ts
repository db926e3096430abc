// Baskets (basket.v1): POST baskets (creates an anonymous token when the request has none),
// GET baskets, GET/PATCH baskets/{id} (`current` and `-` name the token's newest basket).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductStore } from '../catalog/products/product-store';
import { NoQuery } from '../http/schemas';
import type { AnonymousTokens, TokenHash } from './anonymous-tokens';
import { type BasketAccessStores, basketOf, tokenOf } from './basket-access';
import { basketData, basketEnvelope } from './basket-document';
import { priceLines } from './basket-pricing';
import { BasketChangesBody, BasketParams, BasketQuery, NoBody, includesOf } from './basket-schemas';
import type { BasketRecord } from './basket-store';

export interface BasketRouteStores extends BasketAccessStores {
  products: ProductStore;
  prices: PriceStore;
}

/** The request's token, or a new anonymous one answered in the `authentication-token` header. */
function tokenOrNew(request: FastifyRequest, reply: FastifyReply, tokens: AnonymousTokens): TokenHash {
  const given = request.icm.authenticationToken;
  if (given !== undefined && given !== '') return tokenOf(request, tokens);
  const created = tokens.create();
  reply.header('authentication-token', created.token);
  return created.hash;
}

export function registerBasketRoutes(app: FastifyInstance, stores: BasketRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const priced = (basket: BasketRecord, locale: string) =>
    priceLines(stores.baskets.lineItems(basket.id), basket.currency, stores, locale);

  typed.post('/baskets', { schema: { querystring: BasketQuery, body: NoBody } }, async (request, reply) => {
    const basket = stores.baskets.create(tokenOrNew(request, reply, stores.tokens), request.icm.currency);
    reply.status(201);
    return basketEnvelope(basket, priced(basket, request.icm.locale), includesOf(request.query.include));
  });

  typed.get('/baskets', { schema: { querystring: NoQuery } }, async request => {
    const tokenHash = tokenOf(request, stores.tokens);
    return { data: stores.baskets.list(tokenHash).map(basket => basketData(basket, priced(basket, request.icm.locale))) };
  });

  typed.get('/baskets/:basketId', { schema: { params: BasketParams, querystring: BasketQuery } }, async request => {
    const basket = basketOf(request, request.params.basketId, stores);
    return basketEnvelope(basket, priced(basket, request.icm.locale), includesOf(request.query.include));
  });

  typed.patch(
    '/baskets/:basketId',
    { schema: { params: BasketParams, querystring: BasketQuery, body: BasketChangesBody } },
    async request => {
      const { id } = basketOf(request, request.params.basketId, stores);
      stores.baskets.update(id, request.body);
      const basket = basketOf(request, id, stores);
      return basketEnvelope(basket, priced(basket, request.icm.locale), includesOf(request.query.include));
    },
  );
}
