// A user's budget as organization management shows it: the stored limit and budget with what the
// user spent in the budget's current period (spending.ts), in the company's budget price type.
import type { CustomerRecord } from '../../customer/customer-store';
import type { Spending } from '../spending';
import type { UserBudgetValues } from '../user-budgets';
import { userBudgetDocument } from './company-user-documents';

export function createBudgetReader(spending: Spending) {
  return {
    /** The UserBudget document of the user's budget values; `currency` when no amount names one. */
    of(user: UserBudgetValues & { userId: string }, customer: CustomerRecord, currency: string) {
      const budgetCurrency = user.currency ?? currency;
      const spent = spending.spentByUser(user.userId, budgetCurrency, user.budgetPeriod);
      return userBudgetDocument(user, spent, customer.budgetPriceType, budgetCurrency);
    },
  };
}

export type BudgetReader = ReturnType<typeof createBudgetReader>;
