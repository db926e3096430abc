// Baskets (basket.v1): POST baskets (creates an anonymous token when the request has none; a
// logged-in user's basket starts with the user's preferred invoice and ship-to addresses),
// GET baskets, GET/PATCH baskets/{id} (`current` and `-` name the token's newest basket); a PATCH
// changes texts, chooses the invoice and ship-to addresses and the shipping method, sets or
// clears the recurrence (basket-recurrence.ts), and made in another currency recalculates the basket
// in it (basket-currency.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import { NoQuery } from '../http/schemas';
import type { AnonymousTokens, TokenHash } from './anonymous-tokens';
import { type BasketAccessStores, basketOf, tokenOf } from './basket-access';
import { planCheckoutChoices } from './basket-checkout';
import { currencyChangeOf } from './basket-currency';
import { type BasketView, basketData, basketEnvelope } from './basket-document';
import { type BasketRecurrences, dayOf, planRecurrence, recurrenceData } from './basket-recurrence';
import { chooseCostCenter } from '../organization/requisitions/cost-center-choice';
import { BasketChangesBody, BasketParams, BasketQuery, NoBody, includesOf } from './basket-schemas';
import type { BasketRecord } from './basket-store';
import { type BasketViewStores, basketView } from './basket-view';

export interface BasketRouteStores extends BasketAccessStores, BasketViewStores {
  /** Baskets' recurrences; without them a PATCH with `recurrence` changes nothing. */
  recurrences?: BasketRecurrences;
  /** The clock that decides which start dates are in the past. */
  now?: () => Date;
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
  const now = stores.now ?? (() => new Date());
  /** The basket's view with its recurrence (as sent, plus computed repetitions). */
  const viewOf = (basket: BasketRecord, locale: string): BasketView => {
    const recurrence = stores.recurrences?.of(basket.id);
    return { ...basketView(basket, stores, locale), ...(recurrence ? { recurrence: recurrenceData(recurrence) } : {}) };
  };

  typed.post('/baskets', { schema: { querystring: BasketQuery, body: NoBody } }, async (request, reply) => {
    const tokenHash = tokenOrNew(request, reply, stores.tokens);
    const created = stores.baskets.create(tokenHash, request.icm.currency);
    // a logged-in user's new basket starts with the user's preferred invoice and ship-to addresses
    const preferred = stores.addresses.preferredChoices(created.id);
    if (Object.keys(preferred).length > 0) stores.baskets.choose(created.id, preferred);
    const basket = { ...created, ...preferred };
    reply.status(201);
    return basketEnvelope(basketView(basket, stores, request.icm.locale), includesOf(request.query.include));
  });

  typed.get('/baskets', { schema: { querystring: NoQuery } }, async request => {
    const tokenHash = tokenOf(request, stores.tokens);
    const open = stores.baskets.list(tokenHash).filter(basket => basket.submittedOrderId === null);
    return { data: open.map(basket => basketData(viewOf(basket, request.icm.locale))) };
  });

  typed.get('/baskets/:basketId', { schema: { params: BasketParams, querystring: BasketQuery } }, async request => {
    const basket = basketOf(request, request.params.basketId, stores);
    return basketEnvelope(viewOf(basket, request.icm.locale), includesOf(request.query.include));
  });

  typed.patch(
    '/baskets/:basketId',
    { schema: { params: BasketParams, querystring: BasketQuery, body: BasketChangesBody } },
    async request => {
      const before = basketOf(request, request.params.basketId, stores);
      const { id } = before;
      const { recurrence } = request.body;
      const plannedRecurrence = recurrence === undefined ? undefined : planRecurrence(recurrence, dayOf(now()), request.icm.locale);
      const choices = planCheckoutChoices(before, request.body, stores, request.icm.locale);
      const currency = currencyChangeOf(request, before, stores.baskets.lineItems(id));
      if (currency !== undefined) stores.baskets.changeCurrency(id, currency);
      stores.baskets.update(id, request.body);
      stores.baskets.choose(id, choices);
      if (request.body.costCenter !== undefined && stores.basketAttributes) chooseCostCenter(stores.basketAttributes.ofBaskets, id, request.body.costCenter);
      if (plannedRecurrence !== undefined) stores.recurrences?.set(id, plannedRecurrence);
      const basket = basketOf(request, id, stores);
      return basketEnvelope(viewOf(basket, request.icm.locale), includesOf(request.query.include));
    },
  );
}
