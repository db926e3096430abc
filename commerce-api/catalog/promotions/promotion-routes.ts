// The promotion resource, linked from products.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { notFound } from '../../http/icm-errors';
import { NoQuery, Text } from '../../http/schemas';
import type { PromotionStore } from './promotions';

export function registerPromotionRoutes(app: FastifyInstance, stores: { promotions: PromotionStore }): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/promotions/:id', { schema: { params: Type.Object({ id: Text }), querystring: NoQuery } }, async request => {
      const promotion = stores.promotions.find(request.params.id, request.icm.locale);
      if (!promotion) {
        throw notFound('promotion.not_found.error', `The promotion '${request.params.id}' could not be found.`);
      }
      return promotion;
    });
}
