// Basket validation (basket.v1): POST baskets/{id}/validations `{adjustmentsAllowed, scopes}` with
// `include=basket,basket_lineItems,basket_invoiceToAddress,…` (every basket include, prefixed
// `basket_`). Answers `{data: {basket, scopes, results: {valid, adjusted, errors, infos}},
// included?, infos?}`; `included.basket` shows the basket after the adjustments. Unknown scopes
// answer 400 `basket.validation.scope.unknown.error`. The checks are in basket-validation.ts.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Db } from '../db/open-database';
import { IcmError } from '../http/icm-errors';
import { type BasketAccessStores, basketOf } from './basket-access';
import { type IcmInfo, basketEnvelope } from './basket-document';
import { BasketParams, BasketQuery, includesOf } from './basket-schemas';
import { VALIDATION_SCOPES, type ValidationStores, validateBasket } from './basket-validation';
import { basketView } from './basket-view';

export interface ValidationRouteStores extends BasketAccessStores, ValidationStores {}

const MAX_SCOPES = 20;

const ValidationBody = Type.Object({
  adjustmentsAllowed: Type.Optional(Type.Boolean()),
  scopes: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_SCOPES })),
});

const BASKET_INCLUDE_PREFIX = 'basket_';

export function registerValidationRoutes(app: FastifyInstance, db: Db, stores: ValidationRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const validate = db.transaction(validateBasket);

  typed.post(
    '/baskets/:basketId/validations',
    { schema: { params: BasketParams, querystring: BasketQuery, body: ValidationBody } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { adjustmentsAllowed = false, scopes = [] } = request.body;
      const unknown = scopes.flatMap((scope, index) => (VALIDATION_SCOPES.has(scope) ? [] : [{ scope, index }]));
      if (unknown.length > 0) {
        throw new IcmError(
          400,
          'basket.validation.scope.unknown.error',
          `Unknown validation scopes; known are ${[...VALIDATION_SCOPES.keys()].map(scope => `'${scope}'`).join(', ')}.`,
          unknown.map(({ scope, index }) => ({
            code: 'basket.validation.scope.unknown.error',
            message: `'${scope}' is not a validation scope.`,
            paths: [`/scopes/${index}`],
          })),
        );
      }
      const { locale } = request.icm;
      // a basket submitted as an order is only checked, never adjusted
      const adjust = adjustmentsAllowed && basket.submittedOrderId === null;
      const results = validate(basket, scopes, { adjustmentsAllowed: adjust, locale }, stores);

      const include = includesOf(request.query.include);
      const basketIncludes = include.filter(name => name.startsWith(BASKET_INCLUDE_PREFIX)).map(name => name.slice(BASKET_INCLUDE_PREFIX.length));
      const envelope = basketEnvelope(basketView(basket, stores, locale), basketIncludes);
      const included: Record<string, unknown> = {
        ...(include.includes('basket') ? { basket: { [basket.id]: envelope.data } } : {}),
        ...Object.fromEntries(Object.entries(envelope.included ?? {}).map(([name, value]) => [`${BASKET_INCLUDE_PREFIX}${name}`, value])),
      };
      const infos: IcmInfo[] = include
        .filter(name => !Object.hasOwn(included, name))
        .map(name => ({ code: 'include.not_resolved.error', message: `The include '${name}' is not resolved.` }));
      return {
        data: { basket: basket.id, scopes: [...new Set(scopes)], results },
        ...(Object.keys(included).length > 0 ? { included } : {}),
        ...(infos.length > 0 ? { infos } : {}),
      };
    },
  );
}
