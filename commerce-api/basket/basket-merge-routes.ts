// Basket merge (basket.v1): POST baskets/{targetId}/merges `{sourceBasket, sourceAuthenticationToken}`
// with `include` as for GET baskets/{id}. The caller's token must own the target (401/404 as for
// every basket call); the source must be an open basket of the source token, else 404
// `basket.not_found.error` whatever the reason (unknown, expired token, another token's, submitted).
// The same basket as source and target, or a submitted target, is 422 `basket.merge.failed`.
// Answers the target basket's document with the merge infos (basket-merge.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Db } from '../db/open-database';
import { IcmError, notFound } from '../http/icm-errors';
import { Text } from '../http/schemas';
import { type BasketAccessStores, basketOf } from './basket-access';
import { basketEnvelope } from './basket-document';
import { type MergeStores, mergeBaskets, ownedOpenBasket } from './basket-merge';
import { BasketParams, BasketQuery, includesOf } from './basket-schemas';
import { type BasketViewStores, basketView } from './basket-view';
import { type FeedbackTextKey, feedbackText } from './feedback-texts';

export interface MergeRouteStores extends BasketAccessStores, BasketViewStores, MergeStores {}

const MergeBody = Type.Object({
  sourceBasket: Type.String({ minLength: 1, maxLength: 1000 }),
  sourceAuthenticationToken: Text,
});

export function registerBasketMergeRoutes(app: FastifyInstance, db: Db, stores: MergeRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const merge = db.transaction(mergeBaskets);

  typed.post(
    '/baskets/:basketId/merges',
    { schema: { params: BasketParams, querystring: BasketQuery, body: MergeBody } },
    async request => {
      const target = basketOf(request, request.params.basketId, stores);
      const { sourceBasket, sourceAuthenticationToken } = request.body;
      const { locale } = request.icm;
      const refuse = (code: FeedbackTextKey, path: string) =>
        new IcmError(422, 'basket.merge.failed', feedbackText(locale, 'basket.merge.failed'), [{ code, message: feedbackText(locale, code), paths: [path] }]);
      if (sourceBasket === target.id) throw refuse('basket.merge.same_basket.error', '/sourceBasket');
      const source = ownedOpenBasket(sourceBasket, sourceAuthenticationToken, stores);
      if (!source) throw notFound('basket.not_found.error', 'The source basket was not found for the source authentication token.');
      const mergeInfos = merge(target, source, stores, locale);
      const envelope = basketEnvelope(basketView(target, stores, locale), includesOf(request.query.include));
      const infos = [...mergeInfos, ...(envelope.infos ?? [])];
      return { ...envelope, ...(infos.length > 0 ? { infos } : {}) };
    },
  );
}
