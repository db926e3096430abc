// Line items of a basket (basket.v1): POST baskets/{id}/items (an array; a product already in the
// basket is added to its line), PATCH (quantity, warranty, desiredDelivery) and DELETE
// baskets/{id}/items/{itemId}, DELETE baskets/{id}/items.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, notFound } from '../http/icm-errors';
import { isIsoDate } from './basket-attributes';
import { type BasketAccessStores, basketOf } from './basket-access';
import { type IcmInfo, lineItemData } from './basket-document';
import { BasketParams, LineItemChangesBody, LineItemParams, NewLineItemsBody } from './basket-schemas';
import type { BasketRecord } from './basket-store';
import { type BasketViewStores, basketView } from './basket-view';
import { feedbackText } from './feedback-texts';
import { planAdditions, planLineChange } from './line-item-changes';

export interface LineItemRouteStores extends BasketAccessStores, BasketViewStores {
  maxItemQuantity: () => number;
}

/** desiredDelivery is a yyyy-mm-dd date; null or '' clears it. */
const LineItemPatchBody = Type.Object({
  ...LineItemChangesBody.properties,
  desiredDelivery: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});

const DELETION_INFO = 'basket.line_item.deletion.info';
const ADDED_TO_EXISTING_INFO = 'basket.line_item.add_item_added_to_existing_line_item.info';

export function registerLineItemRoutes(app: FastifyInstance, stores: LineItemRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  /** The documents of the given lines, priced as part of the whole basket. */
  const lineItemDocuments = (basket: BasketRecord, ids: string[], locale: string) => {
    const view = basketView(basket, stores, locale);
    return ids
      .flatMap(id => view.priced.lines.filter(line => line.line.id === id))
      .map(line => lineItemData(line, basket.currency, view.lineItemAttributes?.(line.line.id)));
  };

  const lineItemOf = (basket: BasketRecord, itemId: string) => {
    const line = stores.baskets.lineItem(basket.id, itemId);
    if (!line) throw notFound('basket.line_item.not_found.error', `The line item '${itemId}' was not found.`);
    return line;
  };

  typed.post(
    '/baskets/:basketId/items',
    { schema: { params: BasketParams, body: NewLineItemsBody } },
    async (request, reply) => {
      const basket = basketOf(request, request.params.basketId, stores);
      const { locale } = request.icm;
      const scope = { locale, currency: basket.currency };
      const { changes, merged } = planAdditions(request.body, stores.baskets.lineItems(basket.id), stores, scope);
      const ids = stores.baskets.saveLines(basket.id, changes);
      const infos: IcmInfo[] = merged.map(sku => ({ code: ADDED_TO_EXISTING_INFO, message: feedbackText(locale, ADDED_TO_EXISTING_INFO, { sku }) }));
      reply.status(201);
      return { data: lineItemDocuments(basket, ids, locale), ...(infos.length > 0 ? { infos } : {}) };
    },
  );

  typed.patch(
    '/baskets/:basketId/items/:itemId',
    { schema: { params: LineItemParams, body: LineItemPatchBody } },
    async request => {
      const basket = basketOf(request, request.params.basketId, stores);
      const line = lineItemOf(basket, request.params.itemId);
      const { locale } = request.icm;
      const { quantity, warranty, desiredDelivery } = request.body;
      if (quantity?.value === 0) {
        stores.baskets.deleteLineItem(basket.id, line.id);
        return { infos: [{ code: DELETION_INFO, message: feedbackText(locale, DELETION_INFO) }] };
      }
      if (desiredDelivery && !isIsoDate(desiredDelivery)) {
        const code = 'basket.line_item.desired_delivery.invalid.error';
        throw new IcmError(422, 'basket.line_item.update.failed', feedbackText(locale, 'basket.line_item.update.failed'), [
          { code, message: feedbackText(locale, code), paths: ['/desiredDelivery'] },
        ]);
      }
      // a change of the desired delivery date alone does not check the line again
      if (quantity !== undefined || warranty !== undefined || desiredDelivery === undefined) {
        const change = planLineChange(line, { quantity: quantity?.value, warranty }, stores, { locale, currency: basket.currency });
        stores.baskets.saveLines(basket.id, [change]);
      }
      if (desiredDelivery !== undefined) stores.baskets.setDesiredDelivery(basket.id, line.id, desiredDelivery || null);
      const [data] = lineItemDocuments(basket, [line.id], locale);
      return { data };
    },
  );

  typed.delete('/baskets/:basketId/items/:itemId', { schema: { params: LineItemParams } }, async (request, reply) => {
    const basket = basketOf(request, request.params.basketId, stores);
    stores.baskets.deleteLineItem(basket.id, lineItemOf(basket, request.params.itemId).id);
    return reply.status(204).send();
  });

  typed.delete('/baskets/:basketId/items', { schema: { params: BasketParams } }, async (request, reply) => {
    const basket = basketOf(request, request.params.basketId, stores);
    stores.baskets.deleteLineItems(basket.id);
    return reply.status(204).send();
  });
}
