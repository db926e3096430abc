// The documents of recurring orders: the order.v1 answer of POST orders for a basket with a
// recurrence (STOPPED with the Workflow exit reason recurring.order and its `recurringOrderID`), the
// `recurringOrderID` a placed order carries, and the recurringorder.v2 resource.
import type { BasketView } from '../basket/basket-document';
import { RECURRING_ORDER, withCreation } from './order-creation';
import { type StoredOrderDocument, orderDocument } from './order-document';
import type { RecurringOrderRecord, RecurringOrderRun } from './recurring-order-store';

/** The answer of POST orders: the basket's copy as an order document, STOPPED, naming the recurring order. */
export function recurringCreationDocument(view: BasketView, order: { id: string; documentNumber: number; creationDate: string }): string {
  const stopped = withCreation(JSON.stringify(orderDocument(view, order)), { status: 'STOPPED', stopAction: RECURRING_ORDER });
  return withRecurringOrderId(stopped, order.id);
}

/** The stored order document naming the recurring order it came from (ICM spells it recurringOrderID). */
export function withRecurringOrderId(document: string, recurringOrderId: string): string {
  const stored = JSON.parse(document) as StoredOrderDocument;
  return JSON.stringify({ ...stored, data: { ...stored.data, recurringOrderID: recurringOrderId } });
}

/** recurringorder.v2: the schedule, its state, and the totals and lines as the basket had them. */
export function recurringOrderData(order: RecurringOrderRecord, runs: RecurringOrderRun[]) {
  const { data, included } = JSON.parse(order.creationDocument) as StoredOrderDocument;
  const lineItems = included.lineItems as Record<string, unknown> | undefined;
  const lastRun = runs.at(-1);
  const failed = lastRun?.outcome === 'FAILED' ? lastRun : undefined;
  const recurrence = {
    interval: order.interval,
    startDate: order.startDate,
    ...(order.endDate === null ? {} : { endDate: order.endDate }),
    ...(order.repetitions === null ? {} : { repetitions: order.repetitions }),
  };
  return {
    id: order.id,
    documentNo: String(order.documentNumber),
    number: String(order.documentNumber),
    active: order.active,
    expired: order.expired,
    ...recurrence,
    recurrence,
    ...(order.nextOrderDate === null ? {} : { nextOrderDate: order.nextOrderDate }),
    ...(order.lastOrderDate === null ? {} : { lastOrderDate: order.lastOrderDate }),
    orderCount: order.orderCount,
    creationDate: order.creationDate,
    purchaseCurrency: order.currency,
    error: failed !== undefined,
    ...(failed?.causes?.[0] ? { errorCode: failed.causes[0].code } : {}),
    lastPlacedOrders: runs
      .filter(run => run.outcome === 'PLACED')
      .slice(-5)
      .reverse()
      .map(run => ({ id: run.orderId, scheduledDate: run.scheduledDate, creationDate: run.runAt })),
    totals: data.totals,
    lineItems: ((data.lineItems as string[] | undefined) ?? []).map(id => lineItems?.[id]).filter(line => line !== undefined),
  };
}
