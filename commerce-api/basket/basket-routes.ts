// Baskets (basket.v1): POST baskets (creates an anonymous token when the request has none),
// GET baskets, GET/PATCH baskets/{id} (`current` and `-` name the token's newest basket); a PATCH
// changes texts and chooses the invoice and ship-to addresses and the shipping method.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import { NoQuery } from '../http/schemas';
import type { AnonymousTokens, TokenHash } from './anonymous-tokens';
import { type BasketAccessStores, basketOf, tokenOf } from './basket-access';
import { planCheckoutChoices } from './basket-checkout';
import { basketData, basketEnvelope } from './basket-document';
import { BasketChangesBody, BasketParams, BasketQuery, NoBody, includesOf } from './basket-schemas';
import { type BasketViewStores, basketView } from './basket-view';

export interface BasketRouteStores extends BasketAccessStores, BasketViewStores {}

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

  typed.post('/baskets', { schema: { querystring: BasketQuery, body: NoBody } }, async (request, reply) => {
    const basket = stores.baskets.create(tokenOrNew(request, reply, stores.tokens), request.icm.currency);
    reply.status(201);
    return basketEnvelope(basketView(basket, stores, request.icm.locale), includesOf(request.query.include));
  });

  typed.get('/baskets', { schema: { querystring: NoQuery } }, async request => {
    const tokenHash = tokenOf(request, stores.tokens);
    return { data: stores.baskets.list(tokenHash).map(basket => basketData(basketView(basket, stores, request.icm.locale))) };
  });

  typed.get('/baskets/:basketId', { schema: { params: BasketParams, querystring: BasketQuery } }, async request => {
    const basket = basketOf(request, request.params.basketId, stores);
    return basketEnvelope(basketView(basket, stores, request.icm.locale), includesOf(request.query.include));
  });

  typed.patch(
    '/baskets/:basketId',
    { schema: { params: BasketParams, querystring: BasketQuery, body: BasketChangesBody } },
    async request => {
      const before = basketOf(request, request.params.basketId, stores);
      const { id } = before;
      const choices = planCheckoutChoices(before, request.body, stores, request.icm.locale);
      stores.baskets.update(id, request.body);
      stores.baskets.choose(id, choices);
      const basket = basketOf(request, id, stores);
      return basketEnvelope(basketView(basket, stores, request.icm.locale), includesOf(request.query.include));
    },
  );
}
