// A business customer's cost centers (migration 016): number, name, owner, budget per period and
// state, and their buyers with budgets of their own; listed a page at a time (by number, filtered by
// a part of the name or number), read, created, changed and deleted, and the orders booked on one
// (the spendings of migration 019). Budgets are integer cents in the cost center's currency.
import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/open-database';
import type { BudgetPeriod } from '../spending';

export interface CostCenterBuyerRecord {
  userId: string;
  budgetCents: number | null;
  budgetPeriod: BudgetPeriod;
}

export interface CostCenterValues {
  costCenterId: string;
  name: string;
  ownerUserId: string | null;
  currency: string;
  budgetCents: number | null;
  budgetPeriod: BudgetPeriod;
  active: boolean;
}

export interface CostCenterRecord extends CostCenterValues {
  id: string;
  customerId: string;
  buyers: CostCenterBuyerRecord[];
}

export interface CostCenterQuery {
  offset: number;
  limit: number;
  /** A part of the name or the number (case-insensitive); empty: all. */
  nameOrId: string;
  /** Only the cost centers this user owns or buys for; undefined: all of the customer's. */
  visibleTo?: string;
}

/** An order booked on a cost center, as its detail lists it. */
export interface CostCenterOrderRecord {
  documentNumber: string;
  creationDate: string;
  statusCode: string;
  items: number;
  currency: string;
  grossCents: number;
  netCents: number;
  buyerUserId: string;
}

const COLUMNS = `c.id, c.customer_id AS customerId, c.cost_center_id AS costCenterId, c.name, c.owner_user_id AS ownerUserId,
  c.currency, c.budget_cents AS budgetCents, c.budget_period AS budgetPeriod, c.active,
  (SELECT json_group_array(json_object('userId', b.user_id, 'budgetCents', b.budget_cents, 'budgetPeriod', b.budget_period))
     FROM cost_center_buyers b WHERE b.cost_center_id = c.id) AS buyers`;

const FILTER = `c.customer_id = @customerId
  AND (@pattern IS NULL OR c.name LIKE @pattern ESCAPE '\\' OR c.cost_center_id LIKE @pattern ESCAPE '\\')
  AND (@visibleTo IS NULL OR c.owner_user_id = @visibleTo
       OR EXISTS (SELECT 1 FROM cost_center_buyers v WHERE v.cost_center_id = c.id AND v.user_id = @visibleTo))`;

type Row = Omit<CostCenterRecord, 'active' | 'buyers'> & { active: number; buyers: string };
const toRecord = (row: Row): CostCenterRecord => ({
  ...row,
  active: row.active === 1,
  buyers: (JSON.parse(row.buyers) as CostCenterBuyerRecord[]).sort((a, b) => a.userId.localeCompare(b.userId)),
});

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (text: string) => (text === '' ? null : `%${text.replace(/[\\%_]/g, character => `\\${character}`)}%`);

export function createCostCenterStore(db: Db, now: () => Date = () => new Date()) {
  const ofCustomer = db.prepare(`SELECT ${COLUMNS} FROM cost_centers c WHERE c.customer_id = ? ORDER BY c.cost_center_id`);
  const byReference = db.prepare(`SELECT ${COLUMNS} FROM cost_centers c WHERE c.customer_id = ? AND (c.id = ? OR c.cost_center_id = ?)`);
  const pageOf = db.prepare(`SELECT ${COLUMNS} FROM cost_centers c WHERE ${FILTER} ORDER BY c.cost_center_id LIMIT @limit OFFSET @offset`);
  const countOf = db.prepare(`SELECT COUNT(*) FROM cost_centers c WHERE ${FILTER}`).pluck();
  const insert = db.prepare(`INSERT INTO cost_centers (id, customer_id, cost_center_id, name, owner_user_id, currency,
      budget_cents, budget_period, active, created_at)
    VALUES (@id, @customerId, @costCenterId, @name, @ownerUserId, @currency, @budgetCents, @budgetPeriod, @active, @createdAt)`);
  const update = db.prepare(`UPDATE cost_centers SET cost_center_id = @costCenterId, name = @name, owner_user_id = @ownerUserId,
      currency = @currency, budget_cents = @budgetCents, budget_period = @budgetPeriod, active = @active WHERE id = @id`);
  const remove = db.prepare(`DELETE FROM cost_centers WHERE id = ?`);
  const insertBuyer = db.prepare(`INSERT INTO cost_center_buyers (cost_center_id, user_id, budget_cents, budget_period)
    VALUES (@costCenterId, @userId, @budgetCents, @budgetPeriod)`);
  const updateBuyer = db.prepare(`UPDATE cost_center_buyers SET budget_cents = @budgetCents, budget_period = @budgetPeriod
    WHERE cost_center_id = @costCenterId AND user_id = @userId`);
  const removeBuyer = db.prepare(`DELETE FROM cost_center_buyers WHERE cost_center_id = ? AND user_id = ?`);
  const ordersOf = db.prepare(`SELECT CAST(o.document_number AS TEXT) AS documentNumber, o.creation_date AS creationDate, o.status AS statusCode,
      COALESCE(json_extract(o.document, '$.data.totalProductQuantity'), 0) AS items, s.currency,
      CAST(ROUND(COALESCE(json_extract(o.document, '$.data.totals.grandTotal.gross.value'), 0) * 100) AS INTEGER) AS grossCents,
      CAST(ROUND(COALESCE(json_extract(o.document, '$.data.totals.grandTotal.net.value'), 0) * 100) AS INTEGER) AS netCents,
      s.user_id AS buyerUserId
    FROM spendings s JOIN orders o ON o.id = s.order_id WHERE s.cost_center_id = ? ORDER BY o.document_number DESC`);

  const row = (values: CostCenterValues) => ({ ...values, active: values.active ? 1 : 0 });

  return {
    /** The customer's cost centers, by number. */
    list: (customerId: string) => (ofCustomer.all(customerId) as Row[]).map(toRecord),
    /** One page of the customer's cost centers, by number, and how many match the query. */
    page(customerId: string, query: CostCenterQuery): { records: CostCenterRecord[]; total: number } {
      const parameters = { customerId, pattern: containing(query.nameOrId), visibleTo: query.visibleTo ?? null };
      return {
        records: (pageOf.all({ ...parameters, limit: query.limit, offset: query.offset }) as Row[]).map(toRecord),
        total: countOf.get(parameters) as number,
      };
    },
    /** The customer's cost center by its id or its number (case-insensitive); another customer's is unknown. */
    find(customerId: string, reference: string): CostCenterRecord | undefined {
      const found = byReference.get(customerId, reference, reference) as Row | undefined;
      return found && toRecord(found);
    },
    create: db.transaction((customerId: string, values: CostCenterValues, buyers: CostCenterBuyerRecord[]): CostCenterRecord => {
      const id = randomUUID();
      insert.run({ ...row(values), id, customerId, createdAt: now().toISOString() });
      for (const buyer of buyers) insertBuyer.run({ ...buyer, costCenterId: id });
      return { ...values, id, customerId, buyers };
    }),
    update(id: string, values: CostCenterValues): void {
      update.run({ ...row(values), id });
    },
    /** Deletes it with its buyer assignments; orders booked on it keep their spending (without the cost center). */
    remove(id: string): void {
      remove.run(id);
    },
    addBuyer(costCenterId: string, buyer: CostCenterBuyerRecord): void {
      insertBuyer.run({ ...buyer, costCenterId });
    },
    updateBuyer(costCenterId: string, buyer: CostCenterBuyerRecord): void {
      updateBuyer.run({ ...buyer, costCenterId });
    },
    removeBuyer(costCenterId: string, userId: string): void {
      removeBuyer.run(costCenterId, userId);
    },
    /** The orders booked on the cost center, newest first. */
    orders: (costCenterId: string) => ordersOf.all(costCenterId) as CostCenterOrderRecord[],
  };
}

export type CostCenterStore = ReturnType<typeof createCostCenterStore>;
