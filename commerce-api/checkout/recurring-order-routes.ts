// Recurring orders (recurringorder.v2) of the request's token: GET recurringorders/{id}, PATCH
// recurringorders/{id} with {active} (deactivating stops the schedule; activating again skips the
// dates missed meanwhile; an expired one cannot be activated) and DELETE recurringorders/{id}
// (the orders it placed stay). Another token's recurring order is 404 recurring_order.not_found.error.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { AnonymousTokens, TokenHash } from '../basket/anonymous-tokens';
import { tokenOf } from '../basket/basket-access';
import { dayOf } from '../basket/basket-recurrence';
import { IcmError, notFound } from '../http/icm-errors';
import { Text } from '../http/schemas';
import { recurringOrderData } from './recurring-order-document';
import { resumedState } from './recurring-order-schedule';
import type { RecurringOrderStore } from './recurring-order-store';

export interface RecurringOrderRouteStores {
  tokens: AnonymousTokens;
  recurringOrders: RecurringOrderStore;
  now?: () => Date;
}

const RecurringOrderParams = Type.Object({ recurringOrderId: Text });
const RecurringOrderUpdateBody = Type.Object({ active: Type.Boolean() });

export function registerRecurringOrderRoutes(app: FastifyInstance, stores: RecurringOrderRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = stores.now ?? (() => new Date());
  const { recurringOrders } = stores;

  const findOwn = (id: string, tokenHash: TokenHash) => {
    const order = recurringOrders.find(id, tokenHash);
    if (!order) throw notFound('recurring_order.not_found.error', `The recurring order '${id}' was not found.`);
    return order;
  };
  const envelope = (id: string) => {
    const order = recurringOrders.byId(id);
    if (!order) throw notFound('recurring_order.not_found.error', `The recurring order '${id}' was not found.`);
    return { data: recurringOrderData(order, recurringOrders.runs(id)) };
  };

  typed.get('/recurringorders/:recurringOrderId', { schema: { params: RecurringOrderParams } }, async request => {
    const order = findOwn(request.params.recurringOrderId, tokenOf(request, stores.tokens));
    return envelope(order.id);
  });

  typed.patch('/recurringorders/:recurringOrderId', { schema: { params: RecurringOrderParams, body: RecurringOrderUpdateBody } }, async request => {
    const order = findOwn(request.params.recurringOrderId, tokenOf(request, stores.tokens));
    const { active } = request.body;
    if (active !== order.active) {
      if (active && order.expired) {
        throw new IcmError(422, 'recurring_order.update.failed', 'The recurring order could not be updated.', [
          { code: 'recurring_order.expired.error', message: 'The recurring order has placed its last order and cannot be activated again.', paths: ['/active'] },
        ]);
      }
      const schedule = active
        ? resumedState(order, dayOf(now()))
        : { nextOccurrence: order.nextOccurrence, nextOrderDate: order.nextOrderDate, expired: false };
      recurringOrders.advance(order.id, { ...schedule, lastOrderDate: null, placed: false, active: active && !schedule.expired });
    }
    return envelope(order.id);
  });

  typed.delete('/recurringorders/:recurringOrderId', { schema: { params: RecurringOrderParams } }, async (request, reply) => {
    const order = findOwn(request.params.recurringOrderId, tokenOf(request, stores.tokens));
    recurringOrders.delete(order.id);
    return reply.status(204).send();
  });
}
