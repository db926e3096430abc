// Recurring orders (recurringorder.v2) of the request's token: GET recurringorders/{id}, PATCH
// recurringorders/{id} with {active} (deactivating stops the schedule; activating again skips the
// dates missed meanwhile; an expired one cannot be activated) and DELETE recurringorders/{id}
// (the orders it placed stay). Another token's recurring order is 404 recurring_order.not_found.error.
// A customer's lists and the same changes below the customer resources are in
// customer/account/customer-recurring-order-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { AnonymousTokens, TokenHash } from '../basket/anonymous-tokens';
import { tokenOf } from '../basket/basket-access';
import { dayOf } from '../basket/basket-recurrence';
import { feedbackText } from '../basket/feedback-texts';
import { IcmError, notFound } from '../http/icm-errors';
import { Text } from '../http/schemas';
import type { OrderTexts } from './order-texts';
import { recurringOrderData } from './recurring-order-document';
import { resumedState } from './recurring-order-schedule';
import type { RecurringOrderRecord, RecurringOrderStore } from './recurring-order-store';

export interface RecurringOrderRouteStores {
  tokens: AnonymousTokens;
  recurringOrders: RecurringOrderStore;
  orderTexts: OrderTexts;
  now?: () => Date;
}

const RecurringOrderParams = Type.Object({ recurringOrderId: Text });
export const RecurringOrderUpdateBody = Type.Object({ active: Type.Boolean() });

/** Deactivates (the schedule stops) or activates again (skipping the dates missed meanwhile); an expired one stays inactive (422). */
export function setActive(recurringOrders: RecurringOrderStore, order: RecurringOrderRecord, active: boolean, today: string, locale: string): void {
  if (active === order.active) return;
  if (active && order.expired) {
    const code = 'recurring_order.expired.error';
    throw new IcmError(422, 'recurring_order.update.failed', feedbackText(locale, 'recurring_order.update.failed'), [
      { code, message: feedbackText(locale, code), paths: ['/active'] },
    ]);
  }
  const schedule = active
    ? resumedState(order, today)
    : { nextOccurrence: order.nextOccurrence, nextOrderDate: order.nextOrderDate, expired: false };
  recurringOrders.advance(order.id, { ...schedule, lastOrderDate: null, placed: false, active: active && !schedule.expired });
}

export function registerRecurringOrderRoutes(app: FastifyInstance, stores: RecurringOrderRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = stores.now ?? (() => new Date());
  const { recurringOrders } = stores;

  const findOwn = (id: string, tokenHash: TokenHash) => {
    const order = recurringOrders.find(id, tokenHash);
    if (!order) throw notFound('recurring_order.not_found.error', `The recurring order '${id}' was not found.`);
    return order;
  };
  const envelope = (id: string, locale: string) => {
    const order = recurringOrders.byId(id);
    if (!order) throw notFound('recurring_order.not_found.error', `The recurring order '${id}' was not found.`);
    return { data: recurringOrderData(order, recurringOrders.runs(id), undefined, stores.orderTexts.document(order.creationDocument, locale)) };
  };

  typed.get('/recurringorders/:recurringOrderId', { schema: { params: RecurringOrderParams } }, async request => {
    const order = findOwn(request.params.recurringOrderId, tokenOf(request, stores.tokens));
    return envelope(order.id, request.icm.locale);
  });

  typed.patch('/recurringorders/:recurringOrderId', { schema: { params: RecurringOrderParams, body: RecurringOrderUpdateBody } }, async request => {
    const order = findOwn(request.params.recurringOrderId, tokenOf(request, stores.tokens));
    setActive(recurringOrders, order, request.body.active, dayOf(now()), request.icm.locale);
    return envelope(order.id, request.icm.locale);
  });

  typed.delete('/recurringorders/:recurringOrderId', { schema: { params: RecurringOrderParams } }, async (request, reply) => {
    const order = findOwn(request.params.recurringOrderId, tokenOf(request, stores.tokens));
    recurringOrders.delete(order.id);
    return reply.status(204).send();
  });
}
