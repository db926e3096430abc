// Whether a business user's basket needs approval, and why (shopping-core §3 Basket approval): its
// grand total, in the customer's budget price type (gross unless net), is over the user's order spend
// limit, over what remains of the user's budget in its period, over what remains of the chosen cost
// center's budget, or over what remains of the user's own budget as a buyer of that cost center.
// Amounts are integer cents; a budget in another currency than the basket's does not apply. The
// basket names its cost center by number in the `Order_CostCenter_ID` attribute. Limits and budgets
// are for a user approver (APP_B2B_ORDER_APPROVAL), cost center budgets for the cost center's owner.
import type { Db } from '../../db/open-database';
import type { CostCenterRecord, CostCenterStore } from '../cost-centers/cost-center-store';
import { hasPermission } from '../../customer/roles';
import type { NetGross } from '../../basket/money';
import { type Spending, remainingCents } from '../spending';
import type { UserBudgetValues, UserBudgets } from '../user-budgets';

export const COST_CENTER_ATTRIBUTE = 'Order_CostCenter_ID';
export const APPROVAL_PERMISSION = 'APP_B2B_ORDER_APPROVAL';

export type ApprovalReason = 'ORDER_SPENT_LIMIT' | 'USER_BUDGET' | 'COST_CENTER_BUDGET' | 'COST_CENTER_BUYER_BUDGET';
const CUSTOMER_REASONS: readonly ApprovalReason[] = ['ORDER_SPENT_LIMIT', 'USER_BUDGET'];

/** A business user as a basket's buyer, an approver or a requisition's user. */
export interface CompanyUser {
  userId: string;
  customerId: string;
  customerNo: string;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  roles: string[];
}

export interface BasketBuyer extends CompanyUser {
  ownerKey: string;
  budgetPriceType: 'gross' | 'net';
  costCenterOptional: boolean;
}

/** ICM's BasketApprover. */
export interface ApproverData {
  email: string;
  firstName: string;
  lastName: string;
  title?: string;
}

/** ICM's basket `approval`. */
export interface BasketApprovalData {
  approvalRequired: boolean;
  customerApproval?: { approvers: ApproverData[] };
  costCenterApproval?: { approvers: ApproverData[]; costCenterID: string; costCenterName: string };
}

export interface UserBudgetSnapshot {
  currency: string;
  period: UserBudgetValues['budgetPeriod'];
  orderSpentLimitCents: number | null;
  budgetCents: number | null;
  spentCents: number;
}

export interface BasketApproval {
  buyer: BasketBuyer;
  /** The basket's cost center number as chosen (it may name none of the customer's). */
  costCenterNumber?: string;
  /** The chosen cost center, when it is one of the customer's. */
  costCenter?: CostCenterRecord;
  /** The basket's grand total (net and gross cents) and, in the budget price type, the amount budgets count. */
  grandTotal: NetGross;
  amountCents: number;
  currency: string;
  reasons: ApprovalReason[];
  needsCustomerApproval: boolean;
  needsCostCenterApproval: boolean;
  userBudget: UserBudgetSnapshot;
  document: BasketApprovalData;
}

const USER_COLUMNS = `u.id AS userId, c.id AS customerId, c.customer_no AS customerNo, u.email, u.title,
  u.first_name AS firstName, u.last_name AS lastName, u.roles`;

type UserRow = Omit<CompanyUser, 'roles'> & { roles: string };
const toUser = <T extends UserRow>(row: T) => ({ ...row, roles: JSON.parse(row.roles) as string[] });

export const approverData = (user: Pick<CompanyUser, 'email' | 'firstName' | 'lastName' | 'title'>): ApproverData => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  ...(user.title ? { title: user.title } : {}),
});

/** What the approval of a basket is evaluated on. */
export interface ApprovalInput {
  basketId: string;
  /** The buyer's owner key, for a basket that is not stored (the recurring order scheduler's); else the basket's owner. */
  ownerKey?: string;
  currency: string;
  /** The basket's grand total, net and gross cents. */
  grandTotal: NetGross;
  /** The basket's cost center number as chosen (Order_CostCenter_ID), if any. */
  costCenterNumber?: string;
}

export interface BasketApprovalStores {
  costCenters: CostCenterStore;
  userBudgets: UserBudgets;
  spending: Spending;
}

export function createBasketApprovals(db: Db, stores: BasketApprovalStores) {
  type BuyerRow = UserRow & { ownerKey: string; budgetPriceType: 'gross' | 'net'; costCenterOptional: number };
  const BUYER_COLUMNS = `${USER_COLUMNS}, u.owner_key AS ownerKey, c.budget_price_type AS budgetPriceType, c.cost_center_optional AS costCenterOptional`;
  const buyerOfBasket = db.prepare<[string], BuyerRow>(
    `SELECT ${BUYER_COLUMNS} FROM baskets b JOIN users u ON u.owner_key = b.token_hash JOIN customers c ON c.id = u.customer_id
      WHERE b.id = ? AND c.type = 'SMBCustomer'`,
  );
  const buyerOfOwner = db.prepare<[string], BuyerRow>(
    `SELECT ${BUYER_COLUMNS} FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.owner_key = ? AND c.type = 'SMBCustomer'`,
  );
  const userById = db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.id = ?`);
  const activeUsersOf = db.prepare<[string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.id = ? AND u.active = 1 ORDER BY u.last_name, u.first_name`,
  );

  const user = (userId: string): CompanyUser | undefined => {
    const row = userById.get(userId);
    return row && toUser(row);
  };

  /** The company's users who may approve order limits and user budgets, except the buyer. */
  const userApprovers = (buyer: CompanyUser): CompanyUser[] =>
    activeUsersOf
      .all(buyer.customerId)
      .map(toUser)
      .filter(candidate => candidate.userId !== buyer.userId && hasPermission(candidate.roles, APPROVAL_PERMISSION));

  function evaluate(input: ApprovalInput): BasketApproval | undefined {
    const { currency, grandTotal: total, costCenterNumber } = input;
    const row = input.ownerKey === undefined ? buyerOfBasket.get(input.basketId) : buyerOfOwner.get(input.ownerKey);
    if (!row) return undefined;
    const buyer: BasketBuyer = { ...toUser(row), costCenterOptional: row.costCenterOptional === 1 };
    const amountCents = buyer.budgetPriceType === 'net' ? total.netCents : total.grossCents;
    const reasons: ApprovalReason[] = [];

    const budget = stores.userBudgets.of(buyer.userId);
    const budgetCurrency = budget?.currency ?? currency;
    const userBudget: UserBudgetSnapshot = {
      currency: budgetCurrency,
      period: budget?.budgetPeriod ?? 'monthly',
      orderSpentLimitCents: budget?.orderSpentLimitCents ?? null,
      budgetCents: budget?.budgetCents ?? null,
      spentCents: stores.spending.spentByUser(buyer.userId, budgetCurrency, budget?.budgetPeriod ?? 'monthly'),
    };
    if (budgetCurrency === currency) {
      if (userBudget.orderSpentLimitCents !== null && amountCents > userBudget.orderSpentLimitCents) reasons.push('ORDER_SPENT_LIMIT');
      if (userBudget.budgetCents !== null && amountCents > remainingCents(userBudget.budgetCents, userBudget.spentCents)) reasons.push('USER_BUDGET');
    }

    const costCenter = costCenterNumber === undefined ? undefined : stores.costCenters.find(buyer.customerId, costCenterNumber);
    if (costCenter && costCenter.currency === currency) {
      const spentOnCostCenter = stores.spending.spentOnCostCenter(costCenter.id, currency, costCenter.budgetPeriod);
      if (costCenter.budgetCents !== null && amountCents > remainingCents(costCenter.budgetCents, spentOnCostCenter)) reasons.push('COST_CENTER_BUDGET');
      const asBuyer = costCenter.buyers.find(candidate => candidate.userId === buyer.userId);
      if (asBuyer && asBuyer.budgetCents !== null) {
        const spentAsBuyer = stores.spending.spentByBuyerOnCostCenter(costCenter.id, buyer.userId, currency, asBuyer.budgetPeriod);
        if (amountCents > remainingCents(asBuyer.budgetCents, spentAsBuyer)) reasons.push('COST_CENTER_BUYER_BUDGET');
      }
    }

    const needsCustomerApproval = reasons.some(reason => CUSTOMER_REASONS.includes(reason));
    const needsCostCenterApproval = costCenter !== undefined && reasons.some(reason => !CUSTOMER_REASONS.includes(reason));
    const owner = costCenter?.ownerUserId ? user(costCenter.ownerUserId) : undefined;
    const document: BasketApprovalData = {
      approvalRequired: reasons.length > 0,
      ...(needsCustomerApproval ? { customerApproval: { approvers: userApprovers(buyer).map(approverData) } } : {}),
      ...(needsCostCenterApproval && costCenter
        ? { costCenterApproval: { approvers: owner ? [approverData(owner)] : [], costCenterID: costCenter.costCenterId, costCenterName: costCenter.name } }
        : {}),
    };
    return {
      buyer,
      ...(costCenterNumber === undefined ? {} : { costCenterNumber }),
      ...(costCenter ? { costCenter } : {}),
      grandTotal: total,
      amountCents,
      currency,
      reasons,
      needsCustomerApproval,
      needsCostCenterApproval,
      userBudget,
      document,
    };
  }

  return {
    /** The approval state of the basket of a business user; undefined for anyone else's basket. */
    evaluate,
    /** A company user by id (any state). */
    user,
  };
}

export type BasketApprovals = ReturnType<typeof createBasketApprovals>;
