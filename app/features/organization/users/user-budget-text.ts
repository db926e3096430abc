// A company user's budget in words: the order limit, the budget per period ("2,000.00 € per month"),
// or the translation key saying there is none.
import type { UserBudget } from '~/commerce/models/company-user';
import type { Money } from '~/commerce/models/money';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function orderLimitText(budget: UserBudget | undefined, t: Translate, format: (money: Money) => string): string {
  return budget?.orderSpentLimit ? format(budget.orderSpentLimit) : t('organization.budget.no_limit.text');
}

export function periodBudgetText(budget: UserBudget | undefined, t: Translate, format: (money: Money) => string): string {
  if (!budget?.budget) return t('organization.budget.no_budget.text');
  return t(`organization.budget.per_${budget.budgetPeriod}.text`, { amount: format(budget.budget) });
}
