// The documents of recurring orders: the order.v1 answer of POST orders for a basket with a
// recurrence (STOPPED with the Workflow exit reason recurring.order and its `recurringOrderID`), the
// `recurringOrderID` a placed order carries, and the recurringorder.v2 resource and list entries
// (with the scheduled orders waiting for approval as requisitions: pendingRequisitions, this API's own).
import type { BasketView } from '../basket/basket-document';
import { RECURRING_ORDER, withCreation } from './order-creation';
import { type StoredOrderDocument, orderDocument } from './order-document';
import type { RecurringOrderRecord, RecurringOrderRun, RecurringOrderSnapshot } from './recurring-order-store';

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

/** Who a customer's recurring order belongs to (recurringorder.v2 `buyer`). */
export interface RecurringOrderBuyer {
  accountID: string;
  companyName?: string;
  customerNo: string;
  email: string;
  firstName: string;
  lastName: string;
  userNo: string;
}

interface MoneyData {
  currency: string;
  value: number;
}

/** A recurring order in the lists of recurringorder.v2: its schedule, state, buyer and totals. */
export function recurringOrderListData(order: RecurringOrderRecord, runs: RecurringOrderRun[], buyer?: RecurringOrderBuyer) {
  const { data } = JSON.parse(order.creationDocument) as StoredOrderDocument;
  const grandTotal = (data.totals as { grandTotal: { net: MoneyData; gross: MoneyData } }).grandTotal;
  // placed by the scheduler, or by approving the requisition a run created
  const placed = runs.filter(run => run.orderId !== null).slice(-5).reverse();
  const pending = runs.filter(run => run.outcome === 'REQUISITION' && run.orderId === null && run.requisitionStatus === 'PENDING').reverse();
  const recurrence = {
    interval: order.interval,
    startDate: order.startDate,
    ...(order.endDate === null ? {} : { endDate: order.endDate }),
    ...(order.repetitions === null ? {} : { repetitions: order.repetitions }),
  };
  const documentNumber = (run: RecurringOrderRun) => (run.orderDocumentNumber ? { documentNumber: String(run.orderDocumentNumber) } : {});
  // an approved requisition's order was placed when it was approved, not when the run made the requisition
  const placedAt = (run: RecurringOrderRun) => run.orderCreationDate ?? run.runAt;
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
    ...(buyer ? { buyer } : {}),
    itemCount: ((data.lineItems as string[] | undefined) ?? []).length,
    totalNet: { amount: grandTotal.net.value, currency: grandTotal.net.currency },
    totalGross: { amount: grandTotal.gross.value, currency: grandTotal.gross.currency },
    // the newest placed orders: lastPlacedOrders (the spec's name) and lastOrders (the PWA's)
    lastPlacedOrders: placed.map(run => ({ id: run.orderId, ...documentNumber(run), scheduledDate: run.scheduledDate, creationDate: placedAt(run) })),
    lastOrders: placed.map(run => ({ id: run.orderId, ...documentNumber(run), creationDate: placedAt(run) })),
    pendingRequisitions: pending.map(run => ({
      id: run.requisitionId,
      requisitionNo: String(run.requisitionNo),
      scheduledDate: run.scheduledDate,
      creationDate: run.runAt,
    })),
  };
}

/**
 * recurringorder.v2: the list data plus the cost center (costCenterID), the last run's error, and
 * the totals, lines, addresses, shipping and payment as the basket had them (the PWA's `addresses`
 * with `invoiceToAddress` and `shippingBuckets` naming them by urn, `shippingMethods`, `payments`
 * and `paymentMethods`).
 * `document` is the creation document with its texts in the reader's locale (order-texts.ts); without
 * it, the stored one (texts of the submission's locale).
 */
export function recurringOrderData(
  order: RecurringOrderRecord,
  runs: RecurringOrderRun[],
  buyer?: RecurringOrderBuyer,
  document: StoredOrderDocument = JSON.parse(order.creationDocument) as StoredOrderDocument,
) {
  const { data, included } = document;
  const entries = (name: string) => Object.values((included[name] ?? {}) as Record<string, Record<string, unknown>>);
  const lineItems = included.lineItems as Record<string, unknown> | undefined;
  const lastRun = runs.at(-1);
  const failed = lastRun?.outcome === 'FAILED' ? lastRun : undefined;
  const addresses = [...entries('invoiceToAddress'), ...entries('commonShipToAddress')].filter(
    (address, index, all) => all.findIndex(other => other.urn === address.urn) === index,
  );
  const payments = entries('payments');
  const { costCenter } = JSON.parse(order.snapshot) as RecurringOrderSnapshot;
  return {
    ...recurringOrderListData(order, runs, buyer),
    ...(costCenter ? { costCenterID: costCenter } : {}),
    error: failed !== undefined,
    ...(failed?.causes?.[0] ? { errorCode: failed.causes[0].code } : {}),
    totals: data.totals,
    lineItems: ((data.lineItems as string[] | undefined) ?? []).map(id => lineItems?.[id]).filter(line => line !== undefined),
    addresses,
    invoiceToAddress: data.invoiceToAddress,
    shippingBuckets: [{ shipToAddress: data.commonShipToAddress, shippingMethod: data.commonShippingMethod }],
    shippingMethods: entries('commonShippingMethod'),
    payments,
    paymentMethods: payments.map(payment => ({
      id: payment.paymentMethod,
      serviceID: payment.paymentMethod,
      displayName: payment.displayName,
      capabilities: payment.capabilities,
    })),
  };
}
