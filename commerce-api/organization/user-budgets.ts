// A company user's budget (migration 019): the limit per order and the budget per period, in integer
// cents of one currency. NULL amounts mean no limit and no budget. Spending is in spending.ts.
import type { Db } from '../db/open-database';
import type { BudgetPeriod } from './spending';

export interface UserBudgetValues {
  orderSpentLimitCents: number | null;
  budgetCents: number | null;
  budgetPeriod: BudgetPeriod;
  /** The currency of both amounts; null while neither is set. */
  currency: string | null;
}

export function createUserBudgets(db: Db) {
  const read = db.prepare<[string], UserBudgetValues>(`SELECT order_spent_limit_cents AS orderSpentLimitCents, budget_cents AS budgetCents,
    budget_period AS budgetPeriod, budget_currency AS currency FROM users WHERE id = ?`);
  const write = db.prepare(`UPDATE users SET order_spent_limit_cents = @orderSpentLimitCents, budget_cents = @budgetCents,
    budget_period = @budgetPeriod, budget_currency = @currency WHERE id = @userId`);

  return {
    /** The user's budget; undefined for an unknown user. */
    of: (userId: string): UserBudgetValues | undefined => read.get(userId),
    set(userId: string, values: UserBudgetValues): void {
      write.run({ ...values, userId });
    },
  };
}

export type UserBudgets = ReturnType<typeof createUserBudgets>;
