// A business customer's cost centers (migration 016): number, name, owner, budget per period and
// state, and their buyers with budgets of their own. Managing them comes with the organization
// management; here they are read, and created by the demo seed.
import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/open-database';

export type BudgetPeriod = 'weekly' | 'monthly' | 'quarterly' | 'yearly';

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

const COLUMNS = `c.id, c.customer_id AS customerId, c.cost_center_id AS costCenterId, c.name, c.owner_user_id AS ownerUserId,
  c.currency, c.budget_cents AS budgetCents, c.budget_period AS budgetPeriod, c.active,
  (SELECT json_group_array(json_object('userId', b.user_id, 'budgetCents', b.budget_cents, 'budgetPeriod', b.budget_period))
     FROM cost_center_buyers b WHERE b.cost_center_id = c.id) AS buyers`;

type Row = Omit<CostCenterRecord, 'active' | 'buyers'> & { active: number; buyers: string };
const toRecord = (row: Row): CostCenterRecord => ({
  ...row,
  active: row.active === 1,
  buyers: JSON.parse(row.buyers) as CostCenterBuyerRecord[],
});

export function createCostCenterStore(db: Db, now: () => Date = () => new Date()) {
  const ofCustomer = db.prepare(`SELECT ${COLUMNS} FROM cost_centers c WHERE c.customer_id = ? ORDER BY c.cost_center_id`);
  const insert = db.prepare(`INSERT INTO cost_centers (id, customer_id, cost_center_id, name, owner_user_id, currency,
      budget_cents, budget_period, active, created_at)
    VALUES (@id, @customerId, @costCenterId, @name, @ownerUserId, @currency, @budgetCents, @budgetPeriod, @active, @createdAt)`);
  const insertBuyer = db.prepare(`INSERT INTO cost_center_buyers (cost_center_id, user_id, budget_cents, budget_period)
    VALUES (@costCenterId, @userId, @budgetCents, @budgetPeriod)`);

  const list = (customerId: string) => (ofCustomer.all(customerId) as Row[]).map(toRecord);

  return {
    /** The customer's cost centers, by number. */
    list,
    /** The customer's cost center by its id or its number; another customer's is unknown. */
    find: (customerId: string, reference: string) =>
      list(customerId).find(costCenter => costCenter.id === reference || costCenter.costCenterId.toLowerCase() === reference.toLowerCase()),
    create: db.transaction((customerId: string, values: CostCenterValues, buyers: CostCenterBuyerRecord[]): CostCenterRecord => {
      const id = randomUUID();
      insert.run({ ...values, id, customerId, active: values.active ? 1 : 0, createdAt: now().toISOString() });
      for (const buyer of buyers) insertBuyer.run({ ...buyer, costCenterId: id });
      return { ...values, id, customerId, buyers };
    }),
  };
}

export type CostCenterStore = ReturnType<typeof createCostCenterStore>;
