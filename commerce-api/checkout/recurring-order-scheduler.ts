// The recurring order scheduler: every run (each minute by default) places the due orders. For
// each active recurring order whose next order date is on or before today (UTC) it places one
// order, for the latest due date (recurring-order-schedule.ts: missed dates are skipped, so a shop
// down for a month places one order, not thirty), through the same submission transaction as POST
// orders, over a basket built from the recurring order's snapshot with today's prices, shipping
// and payment costs, promotions and stock (recurring-order-placement.ts). A business buyer's order
// passes the approval gate as at POST orders: its cost center is checked, one that needs approval
// becomes a requisition (a REQUISITION run; approving it places the order, requisition-routes.ts)
// and a placed one books its spending. An order that cannot be placed (out of stock, product gone
// or offline, method no longer offered, cost center no longer eligible) is recorded as a FAILED run
// and its date skipped, never retried. Then the schedule moves on; after the last repetition or the
// end date the recurring order is expired and inactive. Everything is in the database, in one
// transaction per recurring order, so a restart picks up where it stopped; the clock is injectable.
import { dayOf } from '../basket/basket-recurrence';
import type { Db } from '../db/open-database';
import { IcmError, type IcmErrorCause } from '../http/icm-errors';
import type { RequisitionStore } from '../organization/requisitions/requisition-store';
import type { OrderSubmissionStores } from './order-submission';
import { type OccurrencePlacement, UNEXPECTED_PLACEMENT, createOccurrencePlacement } from './recurring-order-placement';
import { dueOccurrence, stateAt } from './recurring-order-schedule';
import type { RecurringOrderRecord, RecurringOrderStore, RecurringRunOutcome } from './recurring-order-store';

export interface RecurringOrderSchedulerStores extends OrderSubmissionStores {
  recurringOrders: RecurringOrderStore;
  /** With the approval gate: a requisition created by a run names its recurring order and date. */
  requisitions?: Pick<RequisitionStore, 'fromRecurringOrder'>;
}

export interface RecurringOrderSchedulerOptions {
  now?: () => Date;
  /** Where unexpected failures are reported (the app's logger). */
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface RecurringOrderRunResult {
  recurringOrderId: string;
  scheduledDate: string;
  outcome: RecurringRunOutcome;
  orderId?: string;
  requisitionId?: string;
  causes?: IcmErrorCause[];
  missed: number;
}

/** Default run interval; `RECURRING_ORDERS_INTERVAL_SECONDS` overrides it, 0 turns the scheduler off. */
export const DEFAULT_RECURRING_ORDERS_INTERVAL_SECONDS = 60;

export function createRecurringOrderScheduler(db: Db, stores: RecurringOrderSchedulerStores, options: RecurringOrderSchedulerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const placeOccurrence = createOccurrencePlacement(db, stores, now);

  /** Places the order of one scheduled date (a savepoint: a refusal leaves nothing behind). */
  const place = db.transaction((order: RecurringOrderRecord, occurrence: number): OccurrencePlacement => {
    const placement = placeOccurrence(order, occurrence, order.locale);
    if ('requisition' in placement && placement.created) {
      stores.requisitions?.fromRecurringOrder(placement.requisition.id, { id: order.id, documentNumber: order.documentNumber, occurrence });
    }
    return placement;
  });

  function placeOrFail(order: RecurringOrderRecord, occurrence: number): OccurrencePlacement {
    try {
      return place(order, occurrence);
    } catch (error) {
      if (error instanceof IcmError) return { causes: error.causes.length > 0 ? error.causes : [{ code: error.code, message: error.message }] };
      options.log?.('recurring order placement failed', { recurringOrderId: order.id, error: String(error) });
      return { causes: [UNEXPECTED_PLACEMENT] };
    }
  }

  /** One recurring order's run: place (or fail) the due date's order, record it, move the schedule on. */
  const runOne = db.transaction((id: string, today: string, runAt: string): RecurringOrderRunResult | undefined => {
    const order = stores.recurringOrders.byId(id);
    const due = order && dueOccurrence(order, today);
    if (!order || !due) return undefined;
    const placement = placeOrFail(order, due.occurrence);
    const placed = 'orderId' in placement;
    const outcome: RecurringRunOutcome = placed ? 'PLACED' : 'requisition' in placement ? 'REQUISITION' : 'FAILED';
    const requisitionId = 'requisition' in placement ? placement.requisition.id : null;
    const causes = 'causes' in placement ? placement.causes : null;
    stores.recurringOrders.recordRun(id, {
      occurrence: due.occurrence,
      scheduledDate: due.scheduledDate,
      runAt,
      outcome,
      orderId: placed ? placement.orderId : null,
      requisitionId,
      missed: due.missed,
      causes,
    });
    const next = stateAt(order, due.occurrence + 1);
    stores.recurringOrders.advance(id, { ...next, lastOrderDate: placed ? today : null, placed, active: !next.expired, expired: next.expired });
    return {
      recurringOrderId: id,
      scheduledDate: due.scheduledDate,
      outcome,
      ...(placed ? { orderId: placement.orderId } : {}),
      ...(requisitionId ? { requisitionId } : {}),
      ...(causes ? { causes } : {}),
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
