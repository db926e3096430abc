// Why a business basket needs approval (shopping-core §3 Basket approval): the reasons the backend
// names, or, from a backend that names only who approves (ICM's document), the reasons that follow
// from the buyer's own budget: an order total over the order spend limit or over what remains of the
// budget, in the company's budget price type, and the cost center's budget when its owner approves.
import type { BasketApproval, PriceItem } from '~/commerce/models';
import type { UserBudget } from '~/commerce/models/company-user';

export const APPROVAL_REASONS = ['ORDER_SPENT_LIMIT', 'USER_BUDGET', 'COST_CENTER_BUDGET', 'COST_CENTER_BUYER_BUDGET'] as const;

const cents = (value: number) => Math.round(value * 100);

export function approvalReasons(approval: BasketApproval, total: PriceItem | undefined, budget: UserBudget | undefined): string[] {
  if (approval.reasons.length > 0) return approval.reasons;
  const reasons: string[] = [];
  if (approval.customerApproval && total && budget) {
    const amount = cents((budget.budgetPriceType === 'net' ? total.net : total.gross).value);
    if (budget.orderSpentLimit && amount > cents(budget.orderSpentLimit.value)) reasons.push('ORDER_SPENT_LIMIT');
    if (budget.remainingBudget && amount > cents(budget.remainingBudget.value)) reasons.push('USER_BUDGET');
  }
  if (approval.costCenterApprovals.length > 0) reasons.push('COST_CENTER_BUDGET');
  return reasons;
}
