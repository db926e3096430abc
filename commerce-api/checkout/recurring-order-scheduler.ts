// The recurring order scheduler: every run (each minute by default) places the due orders. For
// each active recurring order whose next order date is on or before today (UTC) it places one
// order, for the latest due date (recurring-order-schedule.ts: missed dates are skipped, so a shop
// down for a month places one order, not thirty), through the same submission transaction as POST
// orders, over a basket built from the recurring order's snapshot with today's prices, shipping
// and payment costs, promotions and stock. An order that cannot be placed (out of stock, product
// gone or offline, method no longer offered) is recorded as a FAILED run and its date skipped, never
// retried. Then the schedule moves on; after the last repetition or the end date the recurring
// order is expired and inactive. Everything is in the database, in one transaction per recurring
// order, so a restart picks up where it stopped; the clock is injectable.
import type { AddressRecord } from '../basket/basket-addresses';
import { dayOf } from '../basket/basket-recurrence';
import type { BasketRecord, LineItemRecord } from '../basket/basket-store';
import type { PaymentInstrumentRecord } from '../basket/payment-instruments';
import type { Db } from '../db/open-database';
import { IcmError, type IcmErrorCause } from '../http/icm-errors';
import { type OrderSubmissionStores, createOrderSubmission } from './order-submission';
import { DEMO_REDIRECT_METHOD } from './provider-payments';
import { withRecurringOrderId } from './recurring-order-document';
import { dueOccurrence, stateAt } from './recurring-order-schedule';
import type { RecurringOrderRecord, RecurringOrderSnapshot, RecurringOrderStore } from './recurring-order-store';

export interface RecurringOrderSchedulerStores extends OrderSubmissionStores {
  recurringOrders: RecurringOrderStore;
}

export interface RecurringOrderSchedulerOptions {
  now?: () => Date;
  /** Where unexpected failures are reported (the app's logger). */
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface RecurringOrderRunResult {
  recurringOrderId: string;
  scheduledDate: string;
  outcome: 'PLACED' | 'FAILED';
  orderId?: string;
  causes?: IcmErrorCause[];
  missed: number;
}

/** Default run interval; `RECURRING_ORDERS_INTERVAL_SECONDS` overrides it, 0 turns the scheduler off. */
export const DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS = 60;

type Placement = { orderId: string } | { causes: IcmErrorCause[] };

const UNEXPECTED: IcmErrorCause = { code: 'recurring_order.placement.failed.error', message: 'The order could not be placed.' };

export function createRecurringOrderScheduler(db: Db, stores: RecurringOrderSchedulerStores, options: RecurringOrderSchedulerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const productIdOf = db.prepare('SELECT id FROM products WHERE sku = ?').pluck();

  /** Places the order of one scheduled date (a savepoint: a refusal leaves nothing behind). */
  const place = db.transaction((order: RecurringOrderRecord, occurrence: number): Placement => {
    const snapshot = JSON.parse(order.snapshot) as RecurringOrderSnapshot;
    // one basket id per scheduled date: orders.basket_id UNIQUE forbids a second order for it
    const basketId = `recurring-${order.id}-${occurrence}`;
    const unknown = snapshot.lines.filter(line => productIdOf.get(line.sku) === undefined);
    if (unknown.length > 0) {
      return {
        causes: unknown.map(line => ({ code: 'basket.line_item.product.not_available.error', message: `The product ${line.sku} is no longer available.` })),
      };
    }
    if (snapshot.paymentMethodId === DEMO_REDIRECT_METHOD) {
      return { causes: [{ code: 'basket.payment.recurring_order.not_supported.error', message: 'The payment method needs a redirect.' }] };
    }
    const lines: LineItemRecord[] = snapshot.lines.map((line, index) => ({
      id: `${basketId}-${index + 1}`,
      productId: productIdOf.get(line.sku) as number,
      quantity: line.quantity,
      warrantyId: line.warrantySku === null ? null : ((productIdOf.get(line.warrantySku) as number | undefined) ?? null),
      position: index + 1,
      desiredDelivery: null,
    }));
    const own = (address: AddressRecord): AddressRecord => ({ ...address, basketId });
    const addresses = [own(snapshot.invoiceToAddress), ...(snapshot.shipToAddress.id === snapshot.invoiceToAddress.id ? [] : [own(snapshot.shipToAddress)])];
    const instruments: PaymentInstrumentRecord[] = snapshot.paymentInstrument ? [snapshot.paymentInstrument] : [];
    const tender = { paymentMethodId: snapshot.paymentMethodId, paymentInstrumentId: snapshot.paymentInstrument?.id ?? null };
    const { basketAttributes: _attributes, promotionRules, ...base } = stores;
    const placementStores: OrderSubmissionStores = {
      ...base,
      baskets: { ...stores.baskets, lineItems: () => lines, markSubmitted: () => undefined },
      addresses: { ...stores.addresses, list: () => addresses },
      paymentInstruments: { ...stores.paymentInstruments, list: () => instruments, openTender: () => tender },
      ...(promotionRules ? { promotionRules: { ...promotionRules, codes: () => snapshot.promotionCodes } } : {}),
    };
    const basket = {
      id: basketId,
      currency: order.currency,
      messageToMerchant: snapshot.messageToMerchant,
      externalOrderReference: snapshot.externalOrderReference,
      invoiceToAddressId: snapshot.invoiceToAddress.id,
      shipToAddressId: snapshot.shipToAddress.id,
      shippingMethodId: snapshot.shippingMethodId,
      submittedOrderId: null,
    } as BasketRecord;
    const submission = createOrderSubmission(db, placementStores, now)(basket, order.tokenHash, order.locale);
    // without an approval gate no basket becomes a requisition
    if ('requisition' in submission) return { causes: [UNEXPECTED] };
    if (submission.rolledBack) return { causes: submission.rolledBack };
    const placed = stores.orders.byId(submission.order.id);
    if (!placed) return { causes: [UNEXPECTED] };
    if (submission.created) {
      const document = withRecurringOrderId(placed.document, order.id);
      stores.orders.update(placed.id, { status: placed.status, creationStatus: placed.creationStatus, document });
    }
    return { orderId: placed.id };
  });

  function placeOrFail(order: RecurringOrderRecord, occurrence: number): Placement {
    try {
      return place(order, occurrence);
    } catch (error) {
      if (error instanceof IcmError) return { causes: error.causes.length > 0 ? error.causes : [{ code: error.code, message: error.message }] };
      options.log?.('recurring order placement failed', { recurringOrderId: order.id, error: String(error) });
      return { causes: [UNEXPECTED] };
    }
  }

  /** One recurring order's run: place (or fail) the due date's order, record it, move the schedule on. */
  const runOne = db.transaction((id: string, today: string, runAt: string): RecurringOrderRunResult | undefined => {
    const order = stores.recurringOrders.byId(id);
    const due = order && dueOccurrence(order, today);
    if (!order || !due) return undefined;
    const placement = placeOrFail(order, due.occurrence);
    const placed = 'orderId' in placement;
    stores.recurringOrders.recordRun(id, {
      occurrence: due.occurrence,
      scheduledDate: due.scheduledDate,
      runAt,
      outcome: placed ? 'PLACED' : 'FAILED',
      orderId: placed ? placement.orderId : null,
      missed: due.missed,
      causes: placed ? null : placement.causes,
    });
    const next = stateAt(order, due.occurrence + 1);
    stores.recurringOrders.advance(id, { ...next, lastOrderDate: placed ? today : null, placed, active: !next.expired, expired: next.expired });
    return {
      recurringOrderId: id,
      scheduledDate: due.scheduledDate,
      outcome: placed ? 'PLACED' : 'FAILED',
      ...(placed ? { orderId: placement.orderId } : { causes: placement.causes }),
      missed: due.missed,
    };
  });

  let timer: NodeJS.Timeout | undefined;

  /** Places the orders due today (by the clock); answers what each run did. */
  function runDue(): RecurringOrderRunResult[] {
    const moment = now();
    const today = dayOf(moment);
    const results: RecurringOrderRunResult[] = [];
    for (const order of stores.recurringOrders.due(today)) {
      try {
        const result = runOne(order.id, today, moment.toISOString());
        if (result) results.push(result);
      } catch (error) {
        options.log?.('recurring order run failed', { recurringOrderId: order.id, error: String(error) });
      }
    }
    return results;
  }

  return {
    runDue,
    /** Runs now and then every `intervalSeconds` (0 or less: never); `stop` ends it. */
    start(intervalSeconds: number): void {
      if (timer || !(intervalSeconds > 0)) return;
      const run = () => {
        if (!timer) return;
        try {
          runDue();
        } catch (error) {
          options.log?.('recurring order scheduler failed', { error: String(error) });
        }
      };
      timer = setInterval(run, intervalSeconds * 1000);
      timer.unref();
      setImmediate(run);
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    get running(): boolean {
      return timer !== undefined;
    },
  };
}

export type RecurringOrderScheduler = ReturnType<typeof createRecurringOrderScheduler>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring order scheduler of this API (app.ts); main.ts starts it. */
    recurringOrderScheduler: RecurringOrderScheduler;
  }
}
