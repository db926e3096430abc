// Budget periods and the spending booked against them (migration 019). A period is a calendar week
// (from Monday), month or quarter in UTC; a budget's spent amount is what its user or cost center
// booked since the current period began, its remaining amount the budget less that (never below 0).
// An order charged to several cost centers (cost centers per line item, migration 021) books one
// share per cost center; the user's spending is the sum of the shares. A share is booked in its order's
// currency and counts towards a budget in another one at the demo's exchange rates (reference/exchange-rates.ts).
import type { Db } from '../db/open-database';
import { convertCents } from '../reference/exchange-rates';

export const BUDGET_PERIODS = ['weekly', 'monthly', 'quarterly'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

export const isBudgetPeriod = (value: string): value is BudgetPeriod => (BUDGET_PERIODS as readonly string[]).includes(value);

/** Cost centers (migration 016) may also budget per calendar year. */
export type CostCenterBudgetPeriod = BudgetPeriod | 'yearly';

/** When the period containing `now` began (UTC midnight). */
export function periodStart(period: CostCenterBudgetPeriod, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (period === 'yearly') return new Date(Date.UTC(year, 0, 1));
  if (period === 'monthly') return new Date(Date.UTC(year, month, 1));
  if (period === 'quarterly') return new Date(Date.UTC(year, month - (month % 3), 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, month, now.getUTCDate() - daysSinceMonday));
}

/** One share of an order's spending: the part charged to one cost center (or to none). */
export interface Booking {
  orderId: string;
  /** The share's number within the order, 0, 1, …; an order charged to one cost center or none has only share 0. */
  share: number;
  customerId: string;
  userId: string;
  costCenterId: string | null;
  currency: string;
  amountCents: number;
  bookedAt: string;
}

interface SpentInCurrency {
  currency: string;
  cents: number;
}

export function createSpending(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare(`INSERT OR IGNORE INTO spendings (order_id, share, customer_id, user_id, cost_center_id, currency, amount_cents, booked_at)
    VALUES (@orderId, @share, @customerId, @userId, @costCenterId, @currency, @amountCents, @bookedAt)`);
  const ofUser = db.prepare<[string, string], SpentInCurrency>(
    `SELECT currency, SUM(amount_cents) AS cents FROM spendings WHERE user_id = ? AND booked_at >= ? GROUP BY currency`,
  );
  const ofCostCenter = db.prepare<[string, string], SpentInCurrency>(
    `SELECT currency, SUM(amount_cents) AS cents FROM spendings WHERE cost_center_id = ? AND booked_at >= ? GROUP BY currency`,
  );
  const ofBuyerAtCostCenter = db.prepare<[string, string, string], SpentInCurrency>(
    `SELECT currency, SUM(amount_cents) AS cents FROM spendings WHERE cost_center_id = ? AND user_id = ? AND booked_at >= ? GROUP BY currency`,
  );
  const since = (period: CostCenterBudgetPeriod) => periodStart(period, now()).toISOString();
  /** The sums per currency as one amount in `currency`. */
  const total = (sums: SpentInCurrency[], currency: string) => sums.reduce((cents, sum) => cents + convertCents(sum.cents, sum.currency, currency), 0);

  return {
    /** Books a share of an order's spending once; booking the same share again changes nothing. Call it in the order's transaction. */
    book: (booking: Booking) => {
      insert.run(booking);
    },
    /** What the user spent in the current period, in `currency`. */
    spentByUser: (userId: string, currency: string, period: BudgetPeriod) => total(ofUser.all(userId, since(period)), currency),
    /** What was spent on the cost center (its id, not its number) in the current period. */
    spentOnCostCenter: (costCenterId: string, currency: string, period: CostCenterBudgetPeriod) =>
      total(ofCostCenter.all(costCenterId, since(period)), currency),
    /** What one buyer spent on the cost center in the current period. */
    spentByBuyerOnCostCenter: (costCenterId: string, userId: string, currency: string, period: CostCenterBudgetPeriod) =>
      total(ofBuyerAtCostCenter.all(costCenterId, userId, since(period)), currency),
  };
}

export type Spending = ReturnType<typeof createSpending>;

/** A budget less what was spent, not below zero. */
export const remainingCents = (budgetCents: number, spentCents: number) => Math.max(0, budgetCents - spentCents);
