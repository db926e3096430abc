// Requisitions (order.v1, `customers/-/users/-/requisitions`): a basket sent for approval. ICM answers
// the basket's document plus requisitionNo, the buyer (userInformation), the approval status with
// approver, date and comment, and, once approved, the order's number and id. Lists carry the basket's
// fields without includes, with totalGross/totalNet instead of totals. The bundled API names the
// recurring order a requisition comes from (recurringOrderID, recurringOrderDocumentNo).
import { z } from 'zod';

import {
  type BasketApproval,
  type BasketContent,
  basketDataSchema,
  basketIncludedDataSchema,
  type CostCenterApproval,
  costCenterApprovalsOf,
  mapBasketApproval,
  mapBasketContent,
  mapCostCenterApproval,
} from './basket';
import { lenientNumber, lenientString } from './lenient-scalars';
import { mapMoney, moneyDataSchema } from './money';
import { isoDate } from './order';
import type { ShippingMethod } from './shipping-method';

import type { RequisitionStatus } from './requisition-status';

export { personName, REQUISITION_STATUSES, type RequisitionStatus, type RequisitionView } from './requisition-status';

export interface RequisitionPerson {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** One approver's decision (ICM's approvalStatuses: a requisition may need a user approver's and its cost center owner's). */
export interface RequisitionDecision {
  statusCode: string;
  approver?: RequisitionPerson;
  /** ISO-8601. */
  approvalDate?: string;
  approvalComment?: string;
}

export interface RequisitionApproval {
  /** PENDING, APPROVED or REJECTED. */
  statusCode: string;
  /** Every decision given so far, in ICM's order. */
  decisions: RequisitionDecision[];
  /** The status as ICM words it (localized). */
  status?: string;
  approver?: RequisitionPerson;
  /** ISO-8601. */
  approvalDate?: string;
  approvalComment?: string;
}

/** A cost center owner's approval of a requisition: the cost center, its approvers, and its state. */
export interface RequisitionCostCenterApproval extends CostCenterApproval {
  /** PENDING, APPROVED or REJECTED. */
  statusCode: string;
  /** Once given: who decided, and when (ISO-8601). */
  approver?: RequisitionPerson;
  approvalDate?: string;
}

/** The basket as submitted (its shipping method as `shippingMethod`, as orders name it), with its approval. */
export interface Requisition extends Omit<BasketContent, 'commonShippingMethod'> {
  id: string;
  requisitionNo: string;
  /** ISO-8601. */
  creationDate?: string;
  buyer?: RequisitionPerson;
  approval: RequisitionApproval;
  /** Who may approve it and why it needs approval (the basket's approval, when ICM sends it). */
  approvalNeeded?: BasketApproval;
  /**
   * Who may give an approval it still waits for: the approvers of its user approval and of its cost
   * center approval whose statusCode is PENDING (as the PWA's RequisitionApproval has them); absent
   * when ICM names no approvals.
   */
  awaitedApprovers?: RequisitionPerson[];
  /** Every cost center whose owner approves it (all over budget, or ICM's single one), each with its state. */
  costCenterApprovals: RequisitionCostCenterApproval[];
  /** Once approved: the order's number and id (for the link to it). */
  orderNo?: string;
  orderId?: string;
  shippingMethod?: ShippingMethod;
  /** Errors when the system rejected it (the order could not be placed). */
  systemRejectErrors: string[];
  /** The recurring order whose scheduled order this requisition is. */
  recurringOrder?: { id: string; documentNo?: string };
}

const personDataSchema = z.looseObject({
  firstName: lenientString.optional(),
  lastName: lenientString.optional(),
  email: lenientString.optional(),
});

export const requisitionDataSchema = basketDataSchema.extend({
  requisitionNo: lenientString.optional(),
  orderNo: lenientString.optional(),
  order: z.looseObject({ itemId: lenientString.optional() }).nullish(),
  creationDate: z.unknown().optional(),
  lineItemCount: lenientNumber.optional(),
  totalGross: moneyDataSchema.nullish(),
  totalNet: moneyDataSchema.nullish(),
  userInformation: personDataSchema.nullish(),
  approvalStatus: z
    .looseObject({
      status: lenientString.optional(),
      statusCode: lenientString.optional(),
      approvalDate: z.unknown().optional(),
      approver: personDataSchema.nullish(),
      approvalComment: lenientString.optional(),
    })
    .nullish(),
  approvalStatuses: z
    .array(
      z.looseObject({
        approvalDate: z.unknown().optional(),
        approver: personDataSchema.nullish(),
        statusCode: lenientString.optional(),
        approvalComment: lenientString.optional(),
      }),
    )
    .nullish()
    .catch(undefined),
  systemRejectErrors: z.array(z.looseObject({ code: lenientString.optional(), message: lenientString.optional() })).nullish().catch(undefined),
  recurringOrderID: lenientString.optional(),
  recurringOrderDocumentNo: lenientString.optional(),
});
export type RequisitionData = z.infer<typeof requisitionDataSchema>;

export const requisitionEnvelopeDataSchema = z.looseObject({ data: requisitionDataSchema, included: basketIncludedDataSchema.nullish() });
export const requisitionListDataSchema = z.looseObject({
  data: z.array(requisitionDataSchema).nullish(),
  included: basketIncludedDataSchema.nullish(),
  info: z.looseObject({ total: lenientNumber.optional() }).nullish(),
});

/**
 * One approval a requisition needs (approval.customerApproval, or a cost center's: costCenterApprovals,
 * else ICM's single costCenterApproval) with its state.
 */
const approvalPartDataSchema = z.looseObject({
  approvers: z.array(personDataSchema).nullish().catch(undefined),
  statusCode: lenientString.optional(),
  costCenterID: lenientString.optional(),
  costCenterName: lenientString.optional(),
  approvalDate: z.unknown().optional(),
  approver: personDataSchema.nullish().catch(undefined),
});
type ApprovalPartData = z.infer<typeof approvalPartDataSchema>;
const approvalPartsDataSchema = z
  .looseObject({
    customerApproval: approvalPartDataSchema.nullish().catch(undefined),
    costCenterApproval: approvalPartDataSchema.nullish().catch(undefined),
    costCenterApprovals: z.array(approvalPartDataSchema).nullish().catch(undefined),
  })
  .nullish()
  .catch(undefined);

const statusOfPart = (part: ApprovalPartData) => (part.statusCode ?? 'PENDING').toUpperCase();

function awaitedApprovers(customerApproval: ApprovalPartData | null | undefined, costCenterApprovals: ApprovalPartData[]): RequisitionPerson[] | undefined {
  const named = [...(customerApproval ? [customerApproval] : []), ...costCenterApprovals];
  if (named.length === 0) return undefined;
  return named
    .filter((part) => statusOfPart(part) === 'PENDING')
    .flatMap((part) => (part.approvers ?? []).map(person).filter((approver) => !!approver));
}

function mapRequisitionCostCenterApproval(part: ApprovalPartData): RequisitionCostCenterApproval {
  const approval: RequisitionCostCenterApproval = { ...mapCostCenterApproval(part), statusCode: statusOfPart(part) };
  const approver = person(part.approver);
  if (approver) approval.approver = approver;
  const date = isoDate(part.approvalDate);
  if (date) approval.approvalDate = date;
  return approval;
}

function person(data: z.infer<typeof personDataSchema> | null | undefined): RequisitionPerson | undefined {
  if (!data || (!data.firstName && !data.lastName && !data.email)) return undefined;
  const result: RequisitionPerson = {};
  if (data.firstName) result.firstName = data.firstName;
  if (data.lastName) result.lastName = data.lastName;
  if (data.email) result.email = data.email;
  return result;
}

function mapApproval(data: RequisitionData): RequisitionApproval {
  const status = data.approvalStatus;
  // The latest decision: ICM lists them in approvalStatuses, newest first, and repeats it in approvalStatus.
  const latest = data.approvalStatuses?.[0];
  const decisions = (data.approvalStatuses ?? []).map((entry) => {
    const decision: RequisitionDecision = { statusCode: (entry.statusCode ?? '').toUpperCase() };
    const approver = person(entry.approver);
    if (approver) decision.approver = approver;
    const date = isoDate(entry.approvalDate);
    if (date) decision.approvalDate = date;
    if (entry.approvalComment) decision.approvalComment = entry.approvalComment;
    return decision;
  });
  const approval: RequisitionApproval = { statusCode: (status?.statusCode ?? latest?.statusCode ?? 'PENDING').toUpperCase(), decisions };
  if (status?.status) approval.status = status.status;
  const approver = person(status?.approver) ?? person(latest?.approver);
  if (approver) approval.approver = approver;
  const date = isoDate(status?.approvalDate) ?? isoDate(latest?.approvalDate);
  if (date) approval.approvalDate = date;
  if (status?.approvalComment) approval.approvalComment = status.approvalComment;
  return approval;
}

export function mapRequisition(data: RequisitionData, included?: z.infer<typeof basketIncludedDataSchema> | null): Requisition {
  const { commonShippingMethod, ...content } = mapBasketContent(data, included ?? {});
  const parts = approvalPartsDataSchema.parse(data.approval);
  const costCenterParts = parts ? costCenterApprovalsOf(parts) : [];
  const requisition: Requisition = {
    id: data.id,
    requisitionNo: data.requisitionNo ?? '',
    approval: mapApproval(data),
    ...content,
    itemCount: data.lineItemCount ?? content.itemCount,
    costCenterApprovals: costCenterParts.map(mapRequisitionCostCenterApproval),
    systemRejectErrors: (data.systemRejectErrors ?? []).map((error) => error.message || error.code || '').filter(Boolean),
  };
  if (commonShippingMethod) requisition.shippingMethod = commonShippingMethod;
  // Lists have no totals document, only the grand total as gross and net money.
  if (!requisition.totals.total) {
    const gross = mapMoney(data.totalGross);
    const net = mapMoney(data.totalNet);
    if (gross && net) requisition.totals = { ...requisition.totals, total: { gross, net }, isEstimated: false };
  }
  const created = isoDate(data.creationDate);
  if (created) requisition.creationDate = created;
  const buyer = person(data.userInformation);
  if (buyer) requisition.buyer = buyer;
  if (data.approval) requisition.approvalNeeded = mapBasketApproval(data.approval);
  const awaited = awaitedApprovers(parts?.customerApproval, costCenterParts);
  if (awaited) requisition.awaitedApprovers = awaited;
  if (data.orderNo) requisition.orderNo = data.orderNo;
  if (data.order?.itemId) requisition.orderId = data.order.itemId;
  if (data.recurringOrderID) {
    requisition.recurringOrder = { id: data.recurringOrderID, ...(data.recurringOrderDocumentNo ? { documentNo: data.recurringOrderDocumentNo } : {}) };
  }
  return requisition;
}

/** Requisitions a list shows: entries without a number never needed an approval (as the PWA filters them). */
export function mapRequisitionList(data: z.infer<typeof requisitionListDataSchema>): Requisition[] {
  return (data.data ?? []).filter((entry) => entry.requisitionNo).map((entry) => mapRequisition(entry, data.included));
}

/** `ApprovalStatusChange`: the approver's decision with a comment. */
export interface ApprovalStatusChange {
  statusCode: Exclude<RequisitionStatus, 'PENDING'>;
  approvalComment?: string;
}
