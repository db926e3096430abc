// Approval and requisitions (organization/requisitions): the stores the basket documents (approval),
// order submission (the approval gate) and the requisition routes share.
import type { Db } from '../../db/open-database';
import type { CostCenterStore } from '../../customer/account/cost-center-store';
import { createSpending } from '../spending';
import { createUserBudgets } from '../user-budgets';
import { createApprovalGate } from './approval-gate';
import { createBasketApprovals } from './basket-approval';
import { createRequisitionStore } from './requisition-store';

export function createRequisitionStores(db: Db, costCenters: CostCenterStore, now?: () => Date) {
  const spending = createSpending(db, now);
  const requisitions = createRequisitionStore(db);
  const approvals = createBasketApprovals(db, { costCenters, userBudgets: createUserBudgets(db), spending });
  return { spending, requisitions, approvals, costCenters, approvalGate: createApprovalGate({ requisitions, spending, costCenters }) };
}

export type RequisitionStores = ReturnType<typeof createRequisitionStores>;
