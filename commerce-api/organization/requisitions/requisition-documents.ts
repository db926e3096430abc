// The order.v1 documents of requisitions (the PWA's RequisitionData, requisition.interface.ts): the
// basket as it was submitted (ICM's requisition is the basket: same id) with requisitionNo,
// creationDate (epoch milliseconds), lineItemCount, totalGross/totalNet, userInformation, the
// user's budget at submission (userBudgets), approval (who may approve) and approvalStatus (the
// decision; approvalStatuses once decided), and, once approved, the order (`order.itemId`, orderNo).
// A recurring order's requisition names it as the order it will place does (recurringOrderID) and by
// its number (recurringOrderDocumentNo, this API's own field).
// The cost center's id is the `BusinessObjectAttributes#Order_CostCenter` attribute the PWA reads.
// Addresses, shipping and payment methods are named in the reader's locale (checkout/order-texts.ts).
import { type BasketView, type IcmInfo, basketEnvelope } from '../../basket/basket-document';
import { moneyValue } from '../../basket/money';
import type { BasketApproval, CompanyUser } from './basket-approval';
import type { Decision, RequisitionRecord, RequisitionStatus } from './requisition-store';

/** Everything the PWA asks a requisition to include; all are stored with it. */
export const REQUISITION_INCLUDES = [
  'invoiceToAddress',
  'commonShipToAddress',
  'commonShippingMethod',
  'discounts',
  'lineItems',
  'lineItems_discounts',
  'lineItems_warranty',
  'payments',
  'payments_paymentMethod',
  'payments_paymentInstrument',
];

export const COST_CENTER_UUID_ATTRIBUTE = 'BusinessObjectAttributes#Order_CostCenter';

export interface StoredRequisitionDocument {
  data: Record<string, unknown>;
  included: Record<string, unknown>;
}

const money = (cents: number, currency: string) => ({ type: 'Money', ...moneyValue(cents, currency) });

/** The document stored with a new requisition: the basket with everything it can include, its approval and the user's budget. */
export function requisitionDocument(view: BasketView, approval: BasketApproval): StoredRequisitionDocument {
  const { data, included } = basketEnvelope(view, REQUISITION_INCLUDES);
  const { userBudget, buyer, costCenter } = approval;
  const budgetMoney = (cents: number | null) => (cents === null ? undefined : money(cents, userBudget.currency));
  const attributes = [
    ...(data.attributes ?? []),
    ...(costCenter ? [{ name: COST_CENTER_UUID_ATTRIBUTE, type: 'String', value: costCenter.id }] : []),
  ];
  return {
    data: {
      ...data,
      ...(attributes.length > 0 ? { attributes } : {}),
      customer: buyer.customerNo,
      user: buyer.email,
      userInformation: userInformation(buyer),
      userBudgets: {
        budgetPeriod: userBudget.period,
        ...(userBudget.orderSpentLimitCents === null ? {} : { orderSpentLimit: budgetMoney(userBudget.orderSpentLimitCents) }),
        ...(userBudget.budgetCents === null
          ? {}
          : {
              budget: budgetMoney(userBudget.budgetCents),
              spentBudget: money(userBudget.spentCents, userBudget.currency),
              remainingBudget: money(Math.max(0, userBudget.budgetCents - userBudget.spentCents), userBudget.currency),
              spentBudgetIncludingThisRequisition: money(userBudget.spentCents + userBudget.orderCents, userBudget.currency),
              remainingBudgetIncludingThisRequisition: money(
                Math.max(0, userBudget.budgetCents - userBudget.spentCents - userBudget.orderCents),
                userBudget.currency,
              ),
            }),
      },
    },
    included: included ?? {},
  };
}

export const userInformation = (user: Pick<CompanyUser, 'email' | 'firstName' | 'lastName' | 'title'>) => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  ...(user.title ? { title: user.title } : {}),
});

const STATUS_TEXTS: Record<RequisitionStatus, { en_US: string; de_DE: string }> = {
  PENDING: { en_US: 'Pending approval', de_DE: 'Genehmigung ausstehend' },
  APPROVED: { en_US: 'Approved', de_DE: 'Genehmigt' },
  REJECTED: { en_US: 'Rejected', de_DE: 'Abgelehnt' },
};

const epoch = (date: string) => Date.parse(date);

/** The approvals given and the rejection, each as ICM's approval status. */
function approvalStatuses(requisition: RequisitionRecord) {
  const entry = (decision: Decision, statusCode: RequisitionStatus) => ({
    approvalDate: epoch(decision.approvalDate),
    approver: decision.approver,
    statusCode,
    ...(decision.approvalComment ? { approvalComment: decision.approvalComment } : {}),
  });
  const given = [requisition.customerApproval, ...requisition.costCenters.map(costCenter => costCenter.approval)].flatMap(decision =>
    decision ? [entry(decision, 'APPROVED')] : [],
  );
  const { status, approvalDate, approverUserId, approver, approvalComment } = requisition;
  const rejection = status === 'REJECTED' && approvalDate && approverUserId && approver ? [entry({ approvalDate, approverUserId, approver, approvalComment }, 'REJECTED')] : [];
  return [...given, ...rejection];
}

type StoredApproval = Record<string, unknown>;

/**
 * The stored `approval` with the state of each approval it needs: statusCode, and once given its
 * approvalDate and approver. The stored cost center approvals are those of the requisition's cost
 * centers that need one, in the same order (both come from the basket's charges).
 */
function approvalData(requisition: RequisitionRecord, stored: StoredRequisitionDocument) {
  const approval = stored.data.approval as { customerApproval?: StoredApproval; costCenterApproval?: StoredApproval; costCenterApprovals?: StoredApproval[] } | undefined;
  if (!approval) return {};
  const withState = (part: StoredApproval, decision: Decision | undefined) => ({
    ...part,
    statusCode: decision ? 'APPROVED' : requisition.status === 'REJECTED' ? 'REJECTED' : 'PENDING',
    ...(decision ? { approvalDate: epoch(decision.approvalDate), approver: decision.approver } : {}),
  });
  const needing = requisition.costCenters.filter(costCenter => costCenter.needsApproval);
  const ofCostCenter = (part: StoredApproval, index: number) => withState(part, needing[index]?.approval);
  return {
    approval: {
      ...approval,
      ...(approval.customerApproval ? { customerApproval: withState(approval.customerApproval, requisition.customerApproval) } : {}),
      ...(approval.costCenterApproval ? { costCenterApproval: ofCostCenter(approval.costCenterApproval, 0) } : {}),
      ...(approval.costCenterApprovals ? { costCenterApprovals: approval.costCenterApprovals.map(ofCostCenter) } : {}),
    },
  };
}

/** The requisition's own fields, over its stored basket data. */
function requisitionData(requisition: RequisitionRecord, stored: StoredRequisitionDocument, locale: string, orderNo: string | undefined) {
  const { status, approver, approvalDate, approvalComment } = requisition;
  const statusText = locale === 'de_DE' ? STATUS_TEXTS[status].de_DE : STATUS_TEXTS[status].en_US;
  const statuses = approvalStatuses(requisition);
  return {
    ...stored.data,
    ...approvalData(requisition, stored),
    id: requisition.id,
    requisitionNo: String(requisition.requisitionNo),
    creationDate: epoch(requisition.creationDate),
    lineItemCount: requisition.lineItemCount,
    totalGross: money(requisition.totalGrossCents, requisition.currency),
    totalNet: money(requisition.totalNetCents, requisition.currency),
    approvalStatus: {
      status: statusText,
      statusCode: status,
      ...(approvalDate ? { approvalDate: epoch(approvalDate) } : {}),
      ...(approver ? { approver } : {}),
      ...(approvalComment ? { approvalComment } : {}),
    },
    ...(statuses.length > 0 ? { approvalStatuses: statuses } : {}),
    ...(requisition.orderId ? { order: { itemId: requisition.orderId } } : {}),
    ...(orderNo ? { orderNo } : {}),
    ...(requisition.recurringOrder
      ? { recurringOrderID: requisition.recurringOrder.id, recurringOrderDocumentNo: String(requisition.recurringOrder.documentNumber) }
      : {}),
  };
}

/** One element of a requisition list: its data without the resolved includes. */
export function requisitionListData(requisition: RequisitionRecord, locale: string, orderNo: string | undefined) {
  return requisitionData(requisition, JSON.parse(requisition.document) as StoredRequisitionDocument, locale, orderNo);
}

/** A requisition read: `{data, included?, infos?}` with the requested includes; `stored` is its document with texts in the locale. */
export function requisitionEnvelope(
  requisition: RequisitionRecord,
  stored: StoredRequisitionDocument,
  include: string[],
  locale: string,
  orderNo: string | undefined,
) {
  const resolved = Object.fromEntries(include.filter(name => REQUISITION_INCLUDES.includes(name)).map(name => [name, stored.included[name] ?? {}]));
  const infos: IcmInfo[] = include
    .filter(name => !REQUISITION_INCLUDES.includes(name))
    .map(name => ({ code: 'include.not_resolved.error', message: `The include '${name}' is not resolved.` }));
  return {
    data: requisitionData(requisition, stored, locale, orderNo),
    ...(Object.keys(resolved).length > 0 ? { included: resolved } : {}),
    ...(infos.length > 0 ? { infos } : {}),
  };
}
