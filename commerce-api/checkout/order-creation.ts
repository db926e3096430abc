// An order's `orderCreation` (ICM order.v1) and the status that goes with it: COMPLETED (a placed
// order, NEW), STOPPED while the shopper is at the payment provider (PENDING) with a Redirect stop
// action, or a Workflow stop action asking for the return URLs first, and ROLLED_BACK when the
// payment was cancelled, failed or declined (no order; CANCELLED). A basket with a recurrence
// becomes a recurring order instead: STOPPED with the Workflow exit reason recurring.order.
import type { StoredOrderDocument } from './order-document';
import { type OrderStatusCode, statusFields } from './order-statuses';

export type StopAction =
  | { type: 'Redirect'; redirectUrl: string }
  | { type: 'Workflow'; exitReason: 'redirect_urls_required' | 'recurring.order' };

export type OrderCreation = { status: 'COMPLETED' } | { status: 'STOPPED'; stopAction: StopAction } | { status: 'ROLLED_BACK' };

export const REDIRECT_URLS_REQUIRED: StopAction = { type: 'Workflow', exitReason: 'redirect_urls_required' };
export const RECURRING_ORDER: StopAction = { type: 'Workflow', exitReason: 'recurring.order' };

const STATUS_OF: Record<OrderCreation['status'], OrderStatusCode> = {
  COMPLETED: 'NEW',
  STOPPED: 'PENDING',
  ROLLED_BACK: 'CANCELLED',
};

export function statusCodeOf(creation: OrderCreation): OrderStatusCode {
  return STATUS_OF[creation.status];
}

/** The stored document (JSON) with this creation state and its status. */
export function withCreation(document: string, creation: OrderCreation): string {
  const stored = JSON.parse(document) as StoredOrderDocument;
  return JSON.stringify({ ...stored, data: { ...stored.data, ...statusFields(STATUS_OF[creation.status]), orderCreation: creation } });
}

export function creationOf(document: string): OrderCreation {
  return (JSON.parse(document) as StoredOrderDocument).data.orderCreation as OrderCreation;
}

/** The order's grand total (gross) in cents and its currency, as the order document shows it. */
export function amountOf(document: string): { amountCents: number; currency: string } {
  const { data } = JSON.parse(document) as StoredOrderDocument;
  const gross = (data.totals as { grandTotal: { gross: { value: number; currency: string } } }).grandTotal.gross;
  return { amountCents: Math.round(gross.value * 100), currency: gross.currency };
}
