// Attributes of a basket and of its line items (basket.v1): GET and POST baskets/{id}/attributes,
// PATCH and DELETE baskets/{id}/attributes/{name}, and the same below baskets/{id}/items/{itemId}.
// A POST of a name the owner already has answers 409, an unknown name 404; a refused value is one
// 422 `basket.attribute.creation.failed` / `….update.failed` (`basket.line_item.attribute.…` for
// items) with causes from basket-attributes.ts; texts in the request's locale.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, notFound } from '../http/icm-errors';
import { NoQuery, Text } from '../http/schemas';
import { type BasketAccessStores, basketOf } from './basket-access';
import { type AttributeTable, type BasketAttributes, MAX_ATTRIBUTES, checkAttribute } from './basket-attributes';
import { BasketParams, LineItemParams } from './basket-schemas';
import { feedbackText } from './feedback-texts';

export interface BasketAttributeRouteStores extends BasketAccessStores {
  basketAttributes: BasketAttributes;
}

const AttributeParams = Type.Object({ basketId: Text, name: Text });
const ItemAttributeParams = Type.Object({ basketId: Text, itemId: Text, name: Text });
/** The value is checked against the type by hand (no coercion): String, Integer, Long, Double, Boolean. */
const NewAttributeBody = Type.Object({ name: Text, value: Type.Unknown(), type: Type.Optional(Text) });
/** The name is the path's; a name in the body is ignored. Without a type the attribute keeps its own. */
const AttributeChangeBody = Type.Object({ name: Type.Optional(Text), value: Type.Unknown(), type: Type.Optional(Text) });

const DEFAULT_TYPE = 'String';

/** The attribute calls of one owner kind (basket or line item); `prefix` starts their error codes. */
function attributeActions(table: AttributeTable, prefix: 'basket.attribute' | 'basket.line_item.attribute') {
  const unknown = (name: string) => notFound(`${prefix}.not_found.error`, `The attribute '${name.slice(0, 256)}' was not found.`);
  return {
    create(owner: string, body: { name: string; value: unknown; type?: string }, reply: FastifyReply, locale: string) {
      if (table.find(owner, body.name)) {
        const exists = `${prefix}.already_exists.error` as const;
        throw new IcmError(409, exists, feedbackText(locale, exists, { name: body.name.slice(0, 256) }));
      }
      const result = checkAttribute(body.name, body.type ?? DEFAULT_TYPE, body.value, locale);
      const code = `${prefix}.creation.failed` as const;
      const failed = (causes: IcmError['causes']) => new IcmError(422, code, feedbackText(locale, code), causes);
      if ('causes' in result) throw failed(result.causes);
      if (table.count(owner) >= MAX_ATTRIBUTES) {
        const limit = `${prefix}.limit.error` as const;
        throw failed([{ code: limit, message: feedbackText(locale, limit, { max: MAX_ATTRIBUTES }), paths: ['/name'] }]);
      }
      table.create(owner, result.attribute);
      reply.status(201);
      return { data: result.attribute };
    },
    update(owner: string, name: string, body: { value: unknown; type?: string }, locale: string) {
      const existing = table.find(owner, name);
      if (!existing) throw unknown(name);
      const result = checkAttribute(name, body.type ?? existing.type, body.value, locale);
      const code = `${prefix}.update.failed` as const;
      if ('causes' in result) throw new IcmError(422, code, feedbackText(locale, code), result.causes);
      table.update(owner, result.attribute);
      return { data: result.attribute };
    },
    delete(owner: string, name: string, reply: FastifyReply) {
      if (!table.delete(owner, name)) throw unknown(name);
      return reply.status(204).send();
    },
  };
}

export function registerBasketAttributeRoutes(app: FastifyInstance, stores: BasketAttributeRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const baskets = attributeActions(stores.basketAttributes.ofBaskets, 'basket.attribute');
  const items = attributeActions(stores.basketAttributes.ofLineItems, 'basket.line_item.attribute');

  const lineItemIdOf = (basketId: string, itemId: string) => {
    const line = stores.baskets.lineItem(basketId, itemId);
    if (!line) throw notFound('basket.line_item.not_found.error', `The line item '${itemId}' was not found.`);
    return line.id;
  };

  typed.get('/baskets/:basketId/attributes', { schema: { params: BasketParams, querystring: NoQuery } }, async request => {
    const basket = basketOf(request, request.params.basketId, stores);
    return { data: stores.basketAttributes.ofBaskets.list(basket.id) };
  });

  typed.post(
    '/baskets/:basketId/attributes',
    { schema: { params: BasketParams, body: NewAttributeBody } },
    async (request, reply) => baskets.create(basketOf(request, request.params.basketId, stores).id, request.body, reply, request.icm.locale),
  );

  typed.patch(
    '/baskets/:basketId/attributes/:name',
    { schema: { params: AttributeParams, body: AttributeChangeBody } },
    async request => baskets.update(basketOf(request, request.params.basketId, stores).id, request.params.name, request.body, request.icm.locale),
  );

  typed.delete('/baskets/:basketId/attributes/:name', { schema: { params: AttributeParams } }, async (request, reply) =>
    baskets.delete(basketOf(request, request.params.basketId, stores).id, request.params.name, reply),
  );

  typed.get(
    '/baskets/:basketId/items/:itemId/attributes',
    { schema: { params: LineItemParams, querystring: NoQuery } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      return { data: stores.basketAttributes.ofLineItems.list(lineItemIdOf(basket.id, request.params.itemId)) };
    },
  );

  typed.post(
    '/baskets/:basketId/items/:itemId/attributes',
    { schema: { params: LineItemParams, body: NewAttributeBody } },
    async (request, reply) => {
      const basket = basketOf(request, request.params.basketId, stores);
      return items.create(lineItemIdOf(basket.id, request.params.itemId), request.body, reply, request.icm.locale);
    },
  );

  typed.patch(
    '/baskets/:basketId/items/:itemId/attributes/:name',
    { schema: { params: ItemAttributeParams, body: AttributeChangeBody } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      return items.update(lineItemIdOf(basket.id, request.params.itemId), request.params.name, request.body, request.icm.locale);
    },
  );

  typed.delete(
    '/baskets/:basketId/items/:itemId/attributes/:name',
    { schema: { params: ItemAttributeParams } },
    async (request, reply) => {
      const basket = basketOf(request, request.params.basketId, stores);
      return items.delete(lineItemIdOf(basket.id, request.params.itemId), request.params.name, reply);
    },
  );
}
