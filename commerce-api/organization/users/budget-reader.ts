// A user's budget as organization management shows it: the stored limit and budget with what the
// user spent in the budget's current period (spending.ts), in the company's budget price type.
import type { CustomerRecord } from '../../customer/customer-store';
import type { Db } from '../../db/open-database';
import { createSpending } from '../spending';
import { type UserBudgetValues, createUserBudgets } from '../user-budgets';
import { userBudgetDocument } from './company-user-documents';

export function createBudgetReader(db: Db, now?: () => Date) {
  const spending = createSpending(db, now);
  const userBudgets = createUserBudgets(db);
  const of = (user: UserBudgetValues & { userId: string }, customer: CustomerRecord, currency: string) => {
    const budgetCurrency = user.currency ?? currency;
    const spent = spending.spentByUser(user.userId, budgetCurrency, user.budgetPeriod);
    return userBudgetDocument(user, spent, customer.budgetPriceType, budgetCurrency);
  };
  return {
    /** The UserBudget document of a user's budget values; `currency` when no amount names one. */
    of,
    /** The same, read from the user's row; `currency` when no amount names one. */
    ofUser: (userId: string, customer: CustomerRecord, currency: string) => of({ ...userBudgets.of(userId)!, userId }, customer, currency),
    userBudgets,
  };
}

export type BudgetReader = ReturnType<typeof createBudgetReader>;
