// Recurring orders (migration 012), each owned by one token (by its hash: an anonymous token or a
// logged-in user's owner key; a company's account admin reads all its users' ones): the snapshot
// of the basket it came from, its schedule and the scheduler's runs (migration 022: a run may end in
// a requisition, whose approval places the order later). documentNumber is sequential (from
// 50000001, apart from the orders' numbers); UNIQUE (basket_id) makes a second recurring order of a
// basket impossible, the runs' primary key a second run for the same scheduled date.
import { randomBytes } from 'node:crypto';

import type { AddressRecord } from '../basket/basket-addresses';
import type { TokenHash } from '../basket/anonymous-tokens';
import type { PaymentInstrumentRecord } from '../basket/payment-instruments';
import type { Db } from '../db/open-database';
import type { IcmErrorCause } from '../http/icm-errors';

/**
 * What placing the recurring order's orders needs of its basket; lines and warranties by SKU. The
 * cost center numbers (the basket's and the lines' Order_CostCenter_ID) are absent from snapshots
 * taken before they were kept.
 */
export interface RecurringOrderSnapshot {
  messageToMerchant: string | null;
  externalOrderReference: string | null;
  lines: { sku: string; quantity: number; warrantySku: string | null; costCenter?: string }[];
  costCenter?: string | null;
  invoiceToAddress: AddressRecord;
  shipToAddress: AddressRecord;
  shippingMethodId: string;
  paymentMethodId: string;
  paymentInstrument: PaymentInstrumentRecord | null;
  promotionCodes: string[];
}

export interface RecurringOrderRecord {
  id: string;
  documentNumber: number;
  basketId: string;
  tokenHash: TokenHash;
  currency: string;
  locale: string;
  snapshot: string;
  creationDocument: string;
  interval: string;
  startDate: string;
  endDate: string | null;
  /** Scheduled dates in all (given or computed from the end date); null: no end. */
  repetitions: number | null;
  nextOccurrence: number;
  nextOrderDate: string | null;
  lastOrderDate: string | null;
  orderCount: number;
  active: boolean;
  expired: boolean;
  creationDate: string;
}

export interface RecurringOrderRun {
  occurrence: number;
  scheduledDate: string;
  runAt: string;
  outcome: RecurringRunOutcome;
  /** The placed order: the run's, or (outcome REQUISITION) the one approving the requisition placed. */
  orderId: string | null;
  requisitionId: string | null;
  missed: number;
  causes: IcmErrorCause[] | null;
  /** The placed order's document number and creation date, as read back (while the order exists). */
  orderDocumentNumber?: number | null;
  orderCreationDate?: string | null;
  /** The requisition's number and status, as read back. */
  requisitionNo?: number | null;
  requisitionStatus?: string | null;
}

/** A run places an order, fails, or (a business buyer's order that needs approval) creates a requisition. */
export type RecurringRunOutcome = 'PLACED' | 'FAILED' | 'REQUISITION';

export interface NewRecurringOrder {
  basketId: string;
  tokenHash: TokenHash;
  currency: string;
  locale: string;
  snapshot: RecurringOrderSnapshot;
  interval: string;
  startDate: string;
  endDate: string | null;
  repetitions: number | null;
  creationDate: string;
  creationDocument: (id: string, documentNumber: number) => string;
}

const COLUMNS = `id, document_number AS documentNumber, basket_id AS basketId, token_hash AS tokenHash, currency, locale,
  snapshot, creation_document AS creationDocument, recurrence_interval AS interval, start_date AS startDate,
  end_date AS endDate, repetitions, next_occurrence AS nextOccurrence, next_order_date AS nextOrderDate,
  last_order_date AS lastOrderDate, order_count AS orderCount, active, expired, creation_date AS creationDate`;

type Row = Omit<RecurringOrderRecord, 'active' | 'expired'> & { active: number; expired: number };
const record = (row: Row | undefined): RecurringOrderRecord | undefined =>
  row && { ...row, active: row.active === 1, expired: row.expired === 1 };

export function createRecurringOrderStore(db: Db) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM recurring_orders WHERE id = ?`);
  const ofToken = db.prepare(`SELECT ${COLUMNS} FROM recurring_orders WHERE id = ? AND token_hash = ?`);
  const byBasket = db.prepare(`SELECT ${COLUMNS} FROM recurring_orders WHERE basket_id = ?`);
  // owners as a JSON array of token hashes (a user's, or all of a company's users')
  const ofOwners = db.prepare(`SELECT ${COLUMNS} FROM recurring_orders
    WHERE token_hash IN (SELECT value FROM json_each(?)) ORDER BY document_number DESC`);
  const due = db.prepare(`SELECT ${COLUMNS} FROM recurring_orders
    WHERE active = 1 AND next_order_date IS NOT NULL AND next_order_date <= ? ORDER BY next_order_date, document_number`);
  const nextNumber = db.prepare('SELECT COALESCE(MAX(document_number), 50000000) + 1 AS next FROM recurring_orders').pluck();
  const insert = db.prepare(`INSERT INTO recurring_orders (id, document_number, basket_id, token_hash, currency, locale, snapshot,
      creation_document, recurrence_interval, start_date, end_date, repetitions, next_occurrence, next_order_date, creation_date)
    VALUES (@id, @documentNumber, @basketId, @tokenHash, @currency, @locale, @snapshot, @creationDocument, @interval,
      @startDate, @endDate, @repetitions, 0, @startDate, @creationDate)`);
  const updateSchedule = db.prepare(`UPDATE recurring_orders SET next_occurrence = @nextOccurrence, next_order_date = @nextOrderDate,
      last_order_date = COALESCE(@lastOrderDate, last_order_date), order_count = order_count + @placed,
      active = @active, expired = @expired WHERE id = @id`);
  const insertRun = db.prepare(`INSERT INTO recurring_order_runs
      (recurring_order_id, occurrence, scheduled_date, run_at, outcome, order_id, requisition_id, missed, causes)
    VALUES (@id, @occurrence, @scheduledDate, @runAt, @outcome, @orderId, @requisitionId, @missed, @causes)`);
  const runs = db.prepare(`SELECT r.occurrence, r.scheduled_date AS scheduledDate, r.run_at AS runAt, r.outcome, r.order_id AS orderId,
      r.requisition_id AS requisitionId, r.missed, r.causes, (SELECT document_number FROM orders o WHERE o.id = r.order_id) AS orderDocumentNumber,
      (SELECT creation_date FROM orders o WHERE o.id = r.order_id) AS orderCreationDate,
      q.requisition_no AS requisitionNo, q.status AS requisitionStatus
    FROM recurring_order_runs r LEFT JOIN requisitions q ON q.id = r.requisition_id WHERE r.recurring_order_id = ? ORDER BY r.occurrence`);
  const approvedRun = db.prepare(`UPDATE recurring_order_runs SET order_id = @orderId
    WHERE recurring_order_id = @id AND occurrence = @occurrence AND outcome = 'REQUISITION' AND order_id IS NULL`);
  const countOrder = db.prepare(`UPDATE recurring_orders SET order_count = order_count + 1,
      last_order_date = MAX(COALESCE(last_order_date, @day), @day) WHERE id = @id`);
  const remove = db.prepare('DELETE FROM recurring_orders WHERE id = ?');

  return {
    byId: (id: string) => record(byId.get(id) as Row | undefined),
    /** The token's recurring order with this id; another token's is as unknown as a missing one. */
    find: (id: string, tokenHash: TokenHash) => record(ofToken.get(id, tokenHash) as Row | undefined),
    ofBasket: (basketId: string) => record(byBasket.get(basketId) as Row | undefined),
    /** The recurring orders of these owners (token hashes), newest first. */
    ofOwners: (tokenHashes: readonly TokenHash[]) =>
      (ofOwners.all(JSON.stringify(tokenHashes)) as Row[]).map(row => record(row) as RecurringOrderRecord),
    /** Active recurring orders whose next order date is on or before the day. */
    due: (day: string) => (due.all(day) as Row[]).map(row => record(row) as RecurringOrderRecord),
    /** Inserts it with the next document number; its next order date is the start date. */
    insert(order: NewRecurringOrder): RecurringOrderRecord {
      const id = randomBytes(18).toString('base64url');
      const documentNumber = nextNumber.get() as number;
      const creationDocument = order.creationDocument(id, documentNumber);
      const { creationDocument: _, snapshot, ...values } = order;
      insert.run({ ...values, id, documentNumber, snapshot: JSON.stringify(snapshot), creationDocument });
      return record(byId.get(id) as Row) as RecurringOrderRecord;
    },
    /** Moves the schedule on (and counts a placed order). */
    advance(id: string, change: { nextOccurrence: number; nextOrderDate: string | null; lastOrderDate: string | null; placed: boolean; active: boolean; expired: boolean }): void {
      updateSchedule.run({
        id,
        nextOccurrence: change.nextOccurrence,
        nextOrderDate: change.nextOrderDate,
        lastOrderDate: change.lastOrderDate,
        placed: change.placed ? 1 : 0,
        active: change.active ? 1 : 0,
        expired: change.expired ? 1 : 0,
      });
    },
    /** The order approving a run's requisition placed: on the run, and counted with its day (inside the approval's transaction). */
    placedApproved(id: string, occurrence: number, orderId: string, day: string): void {
      if (approvedRun.run({ id, occurrence, orderId }).changes === 1) countOrder.run({ id, day });
    },
    recordRun(id: string, run: RecurringOrderRun): void {
      insertRun.run({ id, ...run, causes: run.causes ? JSON.stringify(run.causes) : null });
    },
    runs: (id: string) =>
      (runs.all(id) as (Omit<RecurringOrderRun, 'causes'> & { causes: string | null })[]).map(run => ({
        ...run,
        causes: run.causes === null ? null : (JSON.parse(run.causes) as IcmErrorCause[]),
      })) as RecurringOrderRun[],
    /** Deletes it with its runs; the orders it placed stay. */
    delete: (id: string) => void remove.run(id),
  };
}

export type RecurringOrderStore = ReturnType<typeof createRecurringOrderStore>;
