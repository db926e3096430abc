// How many orders a cost center has, as ICM's CostCenter and its buyers carry them: pendingOrders,
// its requisitions still waiting for approval (migration 020), and approvedOrders, its orders placed
// (booked in spendings, migration 019: ordered directly or approved) in the current budget period —
// the cost center's period for the cost center, each buyer's own period for the buyer. Counted for a
// whole list of cost centers in one query.
import type { Db } from '../../db/open-database';
import { periodStart } from '../spending';
import type { CostCenterRecord } from './cost-center-store';

export interface OrderCounts {
  pendingOrders: number;
  approvedOrders: number;
}

export interface CostCenterOrderCounts extends OrderCounts {
  /** By user id: what each user who ordered on it has; a user without any is absent. */
  byUser: Map<string, OrderCounts>;
}

/** Per cost center id; a cost center without orders is absent. */
export type OrderCountsLookup = Map<string, CostCenterOrderCounts>;

export const NO_ORDERS: OrderCounts = { pendingOrders: 0, approvedOrders: 0 };

interface Row {
  costCenterId: string;
  userId: string;
  pending: number;
  approvedInCostCenterPeriod: number;
  approvedInBuyerPeriod: number;
}

/** The start of the row's budget period (a column with weekly/monthly/quarterly/yearly) from the four parameters. */
const startOf = (column: string) =>
  `CASE ${column} WHEN 'weekly' THEN @weekly WHEN 'monthly' THEN @monthly WHEN 'quarterly' THEN @quarterly ELSE @yearly END`;

export function createCostCenterOrderCounts(db: Db, now: () => Date = () => new Date()) {
  // Per cost center and user: the pending requisitions and the orders booked since the start of the
  // cost center's period and since the start of the user's period as its buyer (none if not a buyer).
  const counts = db.prepare<Record<string, string>, Row>(`WITH chosen (id) AS (SELECT value FROM json_each(@ids)),
    events AS (
      SELECT rc.cost_center_id AS costCenterId, r.user_id AS userId, 1 AS pending, NULL AS bookedAt
        FROM requisition_cost_centers rc JOIN requisitions r ON r.id = rc.requisition_id
       WHERE r.status = 'PENDING' AND rc.cost_center_id IN chosen
      UNION ALL
      SELECT s.cost_center_id, s.user_id, 0, s.booked_at FROM spendings s WHERE s.cost_center_id IN chosen
    )
    SELECT e.costCenterId, e.userId, SUM(e.pending) AS pending,
      COALESCE(SUM(e.bookedAt >= ${startOf('c.budget_period')}), 0) AS approvedInCostCenterPeriod,
      COALESCE(SUM(e.bookedAt >= ${startOf('b.budget_period')}), 0) AS approvedInBuyerPeriod
    FROM events e JOIN cost_centers c ON c.id = e.costCenterId
      LEFT JOIN cost_center_buyers b ON b.cost_center_id = e.costCenterId AND b.user_id = e.userId
    GROUP BY e.costCenterId, e.userId`);

  return {
    /** The counts of these cost centers (one query). */
    of(costCenters: Pick<CostCenterRecord, 'id'>[]): OrderCountsLookup {
      const lookup: OrderCountsLookup = new Map();
      if (costCenters.length === 0) return lookup;
      const at = now();
      const rows = counts.all({
        ids: JSON.stringify(costCenters.map(costCenter => costCenter.id)),
        weekly: periodStart('weekly', at).toISOString(),
        monthly: periodStart('monthly', at).toISOString(),
        quarterly: periodStart('quarterly', at).toISOString(),
        yearly: periodStart('yearly', at).toISOString(),
      });
      for (const row of rows) {
        let entry = lookup.get(row.costCenterId);
        if (!entry) {
          entry = { pendingOrders: 0, approvedOrders: 0, byUser: new Map() };
          lookup.set(row.costCenterId, entry);
        }
        entry.pendingOrders += row.pending;
        entry.approvedOrders += row.approvedInCostCenterPeriod;
        entry.byUser.set(row.userId, { pendingOrders: row.pending, approvedOrders: row.approvedInBuyerPeriod });
      }
      return lookup;
    },
  };
}

export type CostCenterOrderCountsReader = ReturnType<typeof createCostCenterOrderCounts>;
