// Whether a business user's basket needs approval, and why (shopping-core §3 Basket approval): its
// grand total, in the customer's budget price type (gross unless net), is over the user's order spend
// limit, over what remains of the user's budget in its period, over what remains of a charged cost
// center's budget, or over what remains of the user's own budget as a buyer of that cost center.
// Amounts are integer cents; a budget in another currency than the basket's counts the basket at the demo's
// exchange rates (reference/exchange-rates.ts). The
// basket names its cost center by number in the `Order_CostCenter_ID` attribute; when the company has
// cost centers per position (customers.cost_center_per_position), a line item's own attribute of that
// name charges the line to that cost center instead, and the grand total is split over the charged
// cost centers in proportion to their lines' totals (to the cent: money.ts `allocate`), so shipping,
// payment costs and order discounts follow the lines. Limits and budgets are for a user approver
// (APP_B2B_ORDER_APPROVAL), each cost center's budgets for that cost center's owner (for the user
// approvers when the buyer owns it or it has no owner).
import type { Db } from '../../db/open-database';
import type { CostCenterRecord, CostCenterStore } from '../cost-centers/cost-center-store';
import { hasPermission } from '../../customer/roles';
import { type NetGross, allocate } from '../../basket/money';
import { convertCents } from '../../reference/exchange-rates';
import { type Spending, remainingCents } from '../spending';
import type { UserBudgetValues, UserBudgets } from '../user-budgets';

export const COST_CENTER_ATTRIBUTE = 'Order_CostCenter_ID';
export const APPROVAL_PERMISSION = 'APP_B2B_ORDER_APPROVAL';

export type ApprovalReason = 'ORDER_SPENT_LIMIT' | 'USER_BUDGET' | 'COST_CENTER_BUDGET' | 'COST_CENTER_BUYER_BUDGET';
const REASONS: readonly ApprovalReason[] = ['ORDER_SPENT_LIMIT', 'USER_BUDGET', 'COST_CENTER_BUDGET', 'COST_CENTER_BUYER_BUDGET'];
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
  /** Whether line items may name their own cost center. */
  costCenterPerPosition: boolean;
}

/** ICM's basket `costCenterApproval`: who approves for one cost center. */
export interface CostCenterApprovalData {
  approvers: ApproverData[];
  costCenterID: string;
  costCenterName: string;
}

/** ICM's BasketApprover. */
export interface ApproverData {
  email: string;
  firstName: string;
  lastName: string;
  title?: string;
}

/**
 * ICM's basket `approval`; `costCenterApproval` is the first cost center that needs its owner's
 * approval, `costCenterApprovals` (ours) every one, only for baskets charged to several cost centers.
 */
export interface BasketApprovalData {
  approvalRequired: boolean;
  customerApproval?: { approvers: ApproverData[] };
  costCenterApproval?: CostCenterApprovalData;
  costCenterApprovals?: CostCenterApprovalData[];
}

export interface UserBudgetSnapshot {
  currency: string;
  period: UserBudgetValues['budgetPeriod'];
  orderSpentLimitCents: number | null;
  budgetCents: number | null;
  spentCents: number;
  /** This order's amount in the budget's currency. */
  orderCents: number;
}

/** A line item that names its own cost center (only with cost centers per position). */
export interface LineCostCenter {
  lineItemId: string;
  /** The number as chosen (it may name none of the customer's). */
  costCenterNumber: string;
  /** The cost center, when it is one of the customer's. */
  costCenter?: CostCenterRecord;
}

/** The part of the basket's amount charged to one cost center (or to none: costCenter undefined). */
export interface CostCenterCharge {
  costCenter?: CostCenterRecord;
  amountCents: number;
  /** Whether the amount is over what remains of the cost center's budget or of the buyer's budget there. */
  needsApproval: boolean;
}

export interface BasketApproval {
  buyer: BasketBuyer;
  /** The basket's cost center number as chosen (it may name none of the customer's). */
  costCenterNumber?: string;
  /** The chosen cost center, when it is one of the customer's. */
  costCenter?: CostCenterRecord;
  /** The line items naming their own cost center. */
  lines: LineCostCenter[];
  /** How the amount is charged: one charge per cost center (in the order of the lines), adding up to amountCents. */
  charges: CostCenterCharge[];
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
  /** Each line's total (with its warranty, after item discounts). */
  lines: { id: string; total: NetGross }[];
  /** A line's own cost center number (its Order_CostCenter_ID), read only when the company has cost centers per position. */
  lineCostCenterNumber?: (lineItemId: string) => string | undefined;
}

export interface BasketApprovalStores {
  costCenters: CostCenterStore;
  userBudgets: UserBudgets;
  spending: Spending;
}

export function createBasketApprovals(db: Db, stores: BasketApprovalStores) {
  type BuyerRow = UserRow & { ownerKey: string; budgetPriceType: 'gross' | 'net'; costCenterOptional: number; costCenterPerPosition: number };
  const BUYER_COLUMNS = `${USER_COLUMNS}, u.owner_key AS ownerKey, c.budget_price_type AS budgetPriceType,
    c.cost_center_optional AS costCenterOptional, c.cost_center_per_position AS costCenterPerPosition`;
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

  /** The line items naming their own cost center, when the company lets them. */
  function lineCostCenters(buyer: BasketBuyer, input: ApprovalInput): LineCostCenter[] {
    if (!buyer.costCenterPerPosition) return [];
    return input.lines.flatMap(line => {
      const number = input.lineCostCenterNumber?.(line.id)?.trim();
      if (!number) return [];
      const costCenter = stores.costCenters.find(buyer.customerId, number);
      return [{ lineItemId: line.id, costCenterNumber: number, ...(costCenter ? { costCenter } : {}) }];
    });
  }

  /**
   * The amount split over the cost centers the lines are charged to (a line without its own, or
   * naming an unknown one, goes with the basket's), in proportion to the lines' totals in the budget
   * price type; without lines naming their own, all of it is the basket's cost center's.
   */
  function splitOver(amountCents: number, basketCostCenter: CostCenterRecord | undefined, lines: LineCostCenter[], input: ApprovalInput, priceType: 'gross' | 'net') {
    const groups = new Map<string, { costCenter?: CostCenterRecord; weight: number }>();
    const own = new Map(lines.map(line => [line.lineItemId, line.costCenter]));
    for (const line of input.lines) {
      const costCenter = own.get(line.id) ?? basketCostCenter;
      const key = costCenter?.id ?? '';
      const group = groups.get(key) ?? { ...(costCenter ? { costCenter } : {}), weight: 0 };
      group.weight += priceType === 'net' ? line.total.netCents : line.total.grossCents;
      groups.set(key, group);
    }
    const parts = [...groups.values()];
    if (lines.length === 0 || parts.length === 0) return [{ ...(basketCostCenter ? { costCenter: basketCostCenter } : {}), amountCents }];
    // nothing to weigh by (free lines): all of it on the first line's cost center
    if (parts.length === 1 || parts.every(part => part.weight === 0)) return [{ ...(parts[0].costCenter ? { costCenter: parts[0].costCenter } : {}), amountCents }];
    const shares = allocate(amountCents, parts.map(part => part.weight));
    return parts.map((part, index) => ({ ...(part.costCenter ? { costCenter: part.costCenter } : {}), amountCents: shares[index] }));
  }

  function evaluate(input: ApprovalInput): BasketApproval | undefined {
    const { currency, grandTotal: total, costCenterNumber } = input;
    const row = input.ownerKey === undefined ? buyerOfBasket.get(input.basketId) : buyerOfOwner.get(input.ownerKey);
    if (!row) return undefined;
    const buyer: BasketBuyer = { ...toUser(row), costCenterOptional: row.costCenterOptional === 1, costCenterPerPosition: row.costCenterPerPosition === 1 };
    const amountCents = buyer.budgetPriceType === 'net' ? total.netCents : total.grossCents;
    const reasons = new Set<ApprovalReason>();

    const budget = stores.userBudgets.of(buyer.userId);
    const budgetCurrency = budget?.currency ?? currency;
    // a budget in another currency than the basket's counts the order at the demo's exchange rates
    const orderCents = convertCents(amountCents, currency, budgetCurrency);
    const userBudget: UserBudgetSnapshot = {
      currency: budgetCurrency,
      period: budget?.budgetPeriod ?? 'monthly',
      orderSpentLimitCents: budget?.orderSpentLimitCents ?? null,
      budgetCents: budget?.budgetCents ?? null,
      spentCents: stores.spending.spentByUser(buyer.userId, budgetCurrency, budget?.budgetPeriod ?? 'monthly'),
      orderCents,
    };
    if (userBudget.orderSpentLimitCents !== null && orderCents > userBudget.orderSpentLimitCents) reasons.add('ORDER_SPENT_LIMIT');
    if (userBudget.budgetCents !== null && orderCents > remainingCents(userBudget.budgetCents, userBudget.spentCents)) reasons.add('USER_BUDGET');

    /** Why the charge needs its cost center owner's approval. */
    function costCenterReasons(costCenter: CostCenterRecord, basketCents: number): ApprovalReason[] {
      const chargeCents = convertCents(basketCents, currency, costCenter.currency);
      const found: ApprovalReason[] = [];
      const spentOnCostCenter = stores.spending.spentOnCostCenter(costCenter.id, costCenter.currency, costCenter.budgetPeriod);
      if (costCenter.budgetCents !== null && chargeCents > remainingCents(costCenter.budgetCents, spentOnCostCenter)) found.push('COST_CENTER_BUDGET');
      const asBuyer = costCenter.buyers.find(candidate => candidate.userId === buyer.userId);
      if (asBuyer && asBuyer.budgetCents !== null) {
        const spentAsBuyer = stores.spending.spentByBuyerOnCostCenter(costCenter.id, buyer.userId, costCenter.currency, asBuyer.budgetPeriod);
        if (chargeCents > remainingCents(asBuyer.budgetCents, spentAsBuyer)) found.push('COST_CENTER_BUYER_BUDGET');
      }
      return found;
    }

    const costCenter = costCenterNumber === undefined ? undefined : stores.costCenters.find(buyer.customerId, costCenterNumber);
    const lines = lineCostCenters(buyer, input);
    const charges: CostCenterCharge[] = splitOver(amountCents, costCenter, lines, input, buyer.budgetPriceType).map(charge => {
      const found = charge.costCenter ? costCenterReasons(charge.costCenter, charge.amountCents) : [];
      for (const reason of found) reasons.add(reason);
      return { ...charge, needsApproval: found.length > 0 };
    });

    const needsCustomerApproval = CUSTOMER_REASONS.some(reason => reasons.has(reason));
    const costCenterApprovals = charges.flatMap(({ costCenter: charged, needsApproval }): CostCenterApprovalData[] => {
      if (!charged || !needsApproval) return [];
      const owner = charged.ownerUserId ? user(charged.ownerUserId) : undefined;
      // nobody approves their own order: a cost center the buyer owns, or one without an owner, falls to the user approvers
      const approvers = owner && owner.userId !== buyer.userId ? [owner] : userApprovers(buyer);
      return [{ approvers: approvers.map(approverData), costCenterID: charged.costCenterId, costCenterName: charged.name }];
    });
    const document: BasketApprovalData = {
      approvalRequired: reasons.size > 0,
      ...(needsCustomerApproval ? { customerApproval: { approvers: userApprovers(buyer).map(approverData) } } : {}),
      ...(costCenterApprovals.length > 0 ? { costCenterApproval: costCenterApprovals[0] } : {}),
      // ours, only for a basket its lines charge to several cost centers: ICM's document has one
      ...(costCenterApprovals.length > 0 && charges.length > 1 ? { costCenterApprovals } : {}),
    };
    return {
      buyer,
      ...(costCenterNumber === undefined ? {} : { costCenterNumber }),
      ...(costCenter ? { costCenter } : {}),
      lines,
      charges,
      grandTotal: total,
      amountCents,
      currency,
      reasons: REASONS.filter(reason => reasons.has(reason)),
      needsCustomerApproval,
      needsCostCenterApproval: costCenterApprovals.length > 0,
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
