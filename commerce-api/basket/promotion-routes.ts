// A basket's promotion codes (basket.v1): POST baskets/{id}/promotioncodes with `{code}` applies a
// code (201; 200 when the basket already holds it), DELETE baskets/{id}/promotioncodes/{code}
// removes one (204; 404 when not applied). Codes are case-insensitive. An unknown or expired code
// answers 422 `basket.promotion_code.add.failed` with the cause; a known code whose conditions the
// basket does not meet yet is kept and answered with a `basket.promotion_code.not_applicable.info`.
// The messages are in the request's locale (feedback-texts.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, notFound } from '../http/icm-errors';
import { Text } from '../http/schemas';
import { type BasketAccessStores, basketOf } from './basket-access';
import { BasketParams } from './basket-schemas';
import { type BasketViewStores, basketView } from './basket-view';
import { feedbackText } from './feedback-texts';
import { MAX_CODE_LENGTH, MAX_CODES_PER_BASKET, normalizedCode, promotionInfos, validityOf } from './promotion-codes';
import type { PromotionRules } from './promotion-store';

export interface PromotionRouteStores extends BasketAccessStores, BasketViewStores {
  promotionRules: PromotionRules;
}

const PromotionCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: MAX_CODE_LENGTH }) });
const PromotionCodeParams = Type.Object({ basketId: Text, code: Text });

function refused(code: string, message: string, locale: string): IcmError {
  return new IcmError(422, 'basket.promotion_code.add.failed', feedbackText(locale, 'basket.promotion_code.add.failed'), [
    { code, message, paths: ['/code'] },
  ]);
}

export function registerPromotionCodeRoutes(app: FastifyInstance, stores: PromotionRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/baskets/:basketId/promotioncodes',
    { schema: { params: BasketParams, body: PromotionCodeBody } },
    async (request, reply) => {
      const basket = basketOf(request, request.params.basketId, stores);
      const code = normalizedCode(request.body.code);
      const { locale } = request.icm;
      const rule = code === '' ? undefined : stores.promotionRules.ruleOfCode(code, { currency: basket.currency, locale });
      if (!rule) {
        throw refused('basket.promotion_code.not_found.error', feedbackText(locale, 'basket.promotion_code.not_found.error', { code: request.body.code.trim() }), locale);
      }
      const held = stores.promotionRules.codes(basket.id);
      const isNew = !held.includes(code);
      if (isNew && validityOf(rule, new Date()) === 'expired') {
        throw refused('basket.promotion_code.expired.error', feedbackText(locale, 'basket.promotion_code.expired', { code }), locale);
      }
      if (isNew && held.length >= MAX_CODES_PER_BASKET) {
        throw refused('basket.promotion_code.limit_reached.error', feedbackText(locale, 'basket.promotion_code.limit_reached.error', { limit: MAX_CODES_PER_BASKET }), locale);
      }
      if (isNew) stores.promotionRules.addCode(basket.id, code);
      const { promotions } = basketView(basket, stores, locale);
      const infos = promotionInfos({ codes: promotions?.codes.filter(state => state.code === code) ?? [] }, locale);
      reply.status(isNew ? 201 : 200);
      return { data: { code }, ...(infos.length > 0 ? { infos } : {}) };
    },
  );

  typed.delete(
    '/baskets/:basketId/promotioncodes/:code',
    { schema: { params: PromotionCodeParams } },
    async (request, reply) => {
      const basket = basketOf(request, request.params.basketId, stores);
      const code = normalizedCode(request.params.code);
      if (!stores.promotionRules.removeCode(basket.id, code)) {
        throw notFound('basket.promotion_code.not_found.error', `The promotion code '${code}' is not applied to this basket.`);
      }
      reply.status(204);
    },
  );
}
