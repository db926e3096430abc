// Orders (order.v1): place an order from a basket, read one or the token's list, continue an order
// stopped for a payment redirect, and export orders as CSV.
import { z } from 'zod';

import { BASKET_INCLUDES, type RedirectUrls } from './baskets.server';
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { mapMessages } from './models/basket';
import { mapOrder, mapOrderEnvelope, type Order, orderEnvelopeDataSchema, orderListDataSchema } from './models/order';

/** The PWA's order includes: the basket's, since an order shows what its basket showed. */
export const ORDER_INCLUDES = BASKET_INCLUDES;

export const DEFAULT_ORDER_LIMIT = 30;

export interface OrderListQuery {
  limit?: number;
  offset?: number;
  statusCode?: string | string[];
  /** Business customers: one buyer's orders (login), or 'all' for every buyer's (needs the right role). */
  buyer?: string;
}

function orderPath(id: string): string {
  if (!id) throw new Error('an order call needs an order id');
  return `orders/${encodeURIComponent(id)}`;
}

export function createOrdersResource(t: Transport) {
  const include = ORDER_INCLUDES.join(',');
  const envelopeCall = async (path: string, o: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {}) =>
    mapOrderEnvelope(
      await t.request(path, { method: o.method, body: o.body, query: { include }, mediaType: MEDIA_TYPES.order, schema: orderEnvelopeDataSchema })
    );

  return {
    /**
     * `POST orders`. Check `orderCreation`: STOPPED with a Redirect stopAction leaves to the
     * provider; with exitReason `redirect_urls_required` call `setRedirectUrls`.
     */
    create(basketId: string, termsAndConditionsAccepted: boolean): Promise<Order> {
      if (!basketId) throw new Error('an order needs a basket id');
      return envelopeCall('orders', { method: 'POST', body: { basket: basketId, termsAndConditionsAccepted } });
    },

    /** `GET orders/{id}` with everything a receipt shows. */
    get(id: string): Promise<Order> {
      return envelopeCall(orderPath(id));
    },

    /** `GET orders`, newest first; `total` when ICM tells it. */
    async list(query: OrderListQuery = {}): Promise<{ orders: Order[]; total?: number }> {
      const limit = query.limit ?? DEFAULT_ORDER_LIMIT;
      const data = await t.request('orders', {
        mediaType: MEDIA_TYPES.order,
        schema: orderListDataSchema,
        query: {
          include,
          'page[limit]': limit,
          'page[offset]': query.offset || undefined,
          'filter[statusCode]': Array.isArray(query.statusCode) ? query.statusCode : query.statusCode,
          ...(query.buyer === 'all' ? { allBuyers: 'true' } : { buyer: query.buyer }),
        },
      });
      const orders = (data.data ?? []).map(order => mapOrder(order, data.included));
      return data.info?.total !== undefined ? { orders, total: data.info.total } : { orders };
    },

    /**
     * `PATCH orders/{id}` after the payment provider returned: `orderCreation` CONTINUE with the
     * redirect status in upper case and the returned parameters. Cancel and failure remove the order.
     */
    async continue(id: string, result: { status: string; parameters?: { name: string; value: string }[] }): Promise<Order | undefined> {
      if (!result.status) throw new Error('an order payment update needs a redirect status');
      const answer = await t.request(orderPath(id), {
        method: 'PATCH',
        query: { include },
        mediaType: MEDIA_TYPES.order,
        body: { orderCreation: { status: 'CONTINUE', redirect: { status: result.status.toUpperCase(), parameters: result.parameters ?? [] } } },
        schema: z.union([orderEnvelopeDataSchema, z.unknown().transform(() => undefined)]),
      });
      return answer ? mapOrder(answer.data, answer.included, mapMessages(answer.infos)) : undefined;
    },

    /** `PATCH orders/{id}` for an order STOPPED with exitReason `redirect_urls_required`. */
    setRedirectUrls(id: string, urls: RedirectUrls): Promise<Order> {
      return envelopeCall(orderPath(id), {
        method: 'PATCH',
        body: { orderCreation: { status: 'CONTINUE', redirect: { cancelUrl: urls.cancelUrl, failureUrl: urls.failureUrl, successUrl: urls.successUrl } } },
      });
    },

    /** `POST orders-csv` with the order ids: the CSV text (saved as orders.csv or order-{id}.csv). */
    csv(ids: readonly string[]): Promise<string> {
      if (!ids.length) throw new Error('a CSV export needs at least one order id');
      return t.request('orders-csv', {
        method: 'POST',
        body: [...ids],
        mediaType: `text/csv, ${MEDIA_TYPES.order}`,
        responseType: 'text',
        schema: z.string(),
      });
    },
  };
}

export type OrdersResource = ReturnType<typeof createOrdersResource>;
