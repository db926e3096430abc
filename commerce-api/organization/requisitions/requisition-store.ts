// Requisitions (migrations 020, 021): a submitted basket waiting for approval, its number, the stored
// basket document, the cost centers it charges (several with cost centers per line item) and which
// approvals it needs (a user approver's, each over-budget cost center's owner's), the approvals given
// and the decision. Every change is a conditional UPDATE (an approval not given yet, a requisition still
// PENDING): of two approvers deciding at once (even through two API processes on the same file) one
// changes the row, the other finds it decided. A requisition a recurring order's scheduled date became
// (migration 022) names that recurring order, its number and the date's occurrence.
import type { Db } from '../../db/open-database';

export type RequisitionStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export const REQUISITION_STATUSES: readonly RequisitionStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export interface ApproverSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  title?: string;
}

/** An approval a requisition may need: a user approver's, or one cost center owner's. */
export type ApprovalPart = 'customer' | { costCenterId: string };

/** An approval given, or the decision that approved or rejected the requisition. */
export interface Decision {
  approvalDate: string;
  approverUserId: string;
  approver: ApproverSnapshot;
  approvalComment: string | null;
}

/** A cost center the requisition charges: its amount, whether its owner must approve, and the approval once given. */
export interface RequisitionCostCenter {
  costCenterId: string;
  amountCents: number;
  needsApproval: boolean;
  approval?: Decision;
}

export interface RequisitionRecord {
  id: string;
  requisitionNo: number;
  customerId: string;
  userId: string;
  tokenHash: string;
  /** The basket's cost center (its lines may charge others). */
  costCenterId: string | null;
  needsCustomerApproval: boolean;
  status: RequisitionStatus;
  creationDate: string;
  currency: string;
  totalGrossCents: number;
  totalNetCents: number;
  lineItemCount: number;
  /** JSON {data, included}: the basket document as submitted. */
  document: string;
  approvalDate: string | null;
  approverUserId: string | null;
  approver: ApproverSnapshot | null;
  approvalComment: string | null;
  orderId: string | null;
  /** The user approver's approval, once given. */
  customerApproval?: Decision;
  /** The cost centers it charges. */
  costCenters: RequisitionCostCenter[];
  /** The recurring order whose scheduled date (occurrence) became this requisition, if one did. */
  recurringOrder: RecurringOrigin | null;
}

export interface RecurringOrigin {
  id: string;
  documentNumber: number;
  occurrence: number;
}

export type NewRequisition = Omit<
  RequisitionRecord,
  'requisitionNo' | 'status' | 'approvalDate' | 'approverUserId' | 'approver' | 'approvalComment' | 'orderId' | 'customerApproval' | 'costCenters' | 'recurringOrder'
> & { costCenters: Omit<RequisitionCostCenter, 'approval'>[] };

/** Whether the requisition needs a cost center owner's approval. */
export const needsCostCenterApproval = (requisition: Pick<RequisitionRecord, 'costCenters'>) =>
  requisition.costCenters.some(costCenter => costCenter.needsApproval);

/** The decision given for a part, if any. */
export const approvalOf = (requisition: RequisitionRecord, part: ApprovalPart): Decision | undefined =>
  part === 'customer'
    ? requisition.customerApproval
    : requisition.costCenters.find(costCenter => costCenter.costCenterId === part.costCenterId)?.approval;

/** Whose requisitions a list shows: the buyer's own, or those an approver may decide (pending ones while their approval is still to give). */
export type RequisitionListScope =
  | { view: 'buyer'; userId: string }
  | { view: 'approver'; customerId: string; userId: string; userApprover: boolean; costCenterIds: string[] };

const COLUMNS = `id, requisition_no AS requisitionNo, customer_id AS customerId, user_id AS userId, token_hash AS tokenHash,
  cost_center_id AS costCenterId, needs_customer_approval AS needsCustomerApproval,
  status, creation_date AS creationDate, currency, total_gross_cents AS totalGrossCents, total_net_cents AS totalNetCents,
  line_item_count AS lineItemCount, document, approval_date AS approvalDate, approver_user_id AS approverUserId,
  approver_json AS approver, approval_comment AS approvalComment, order_id AS orderId,
  customer_approval_json AS customerApproval,
  recurring_order_id AS recurringOrderId, recurring_order_no AS recurringOrderNo, recurring_occurrence AS recurringOccurrence`;

type Row = Omit<RequisitionRecord, 'needsCustomerApproval' | 'approver' | 'customerApproval' | 'costCenters' | 'recurringOrder'> & {
  needsCustomerApproval: number;
  approver: string | null;
  customerApproval: string | null;
  recurringOrderId: string | null;
  recurringOrderNo: number | null;
  recurringOccurrence: number | null;
};

interface CostCenterRow {
  requisitionId: string;
  costCenterId: string;
  amountCents: number;
  needsApproval: number;
  approval: string | null;
}

const toCostCenter = ({ costCenterId, amountCents, needsApproval, approval }: CostCenterRow): RequisitionCostCenter => ({
  costCenterId,
  amountCents,
  needsApproval: needsApproval === 1,
  ...(approval === null ? {} : { approval: JSON.parse(approval) as Decision }),
});

const toRecord = (
  { customerApproval, recurringOrderId, recurringOrderNo, recurringOccurrence, ...row }: Row,
  costCenters: RequisitionCostCenter[],
): RequisitionRecord => ({
  ...row,
  recurringOrder:
    recurringOrderId === null ? null : { id: recurringOrderId, documentNumber: recurringOrderNo as number, occurrence: recurringOccurrence as number },
  needsCustomerApproval: row.needsCustomerApproval === 1,
  approver: row.approver === null ? null : (JSON.parse(row.approver) as ApproverSnapshot),
  ...(customerApproval === null ? {} : { customerApproval: JSON.parse(customerApproval) as Decision }),
  costCenters,
});

export function createRequisitionStore(db: Db) {
  const byId = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM requisitions WHERE id = ?`);
  const costCentersOf = db.prepare<[string], CostCenterRow>(`SELECT requisition_id AS requisitionId, cost_center_id AS costCenterId,
      amount_cents AS amountCents, needs_approval AS needsApproval, approval_json AS approval
    FROM requisition_cost_centers WHERE requisition_id IN (SELECT value FROM json_each(?)) ORDER BY rowid`);
  const nextNumber = db.prepare(`SELECT COALESCE(MAX(requisition_no), 20000000) + 1 FROM requisitions`).pluck();
  const insert = db.prepare(`INSERT INTO requisitions (id, requisition_no, customer_id, user_id, token_hash, cost_center_id,
      needs_customer_approval, creation_date, currency, total_gross_cents, total_net_cents, line_item_count, document)
    VALUES (@id, @requisitionNo, @customerId, @userId, @tokenHash, @costCenterId, @needsCustomerApproval,
      @creationDate, @currency, @totalGrossCents, @totalNetCents, @lineItemCount, @document)`);
  const insertCostCenter = db.prepare(`INSERT INTO requisition_cost_centers (requisition_id, cost_center_id, amount_cents, needs_approval)
    VALUES (@requisitionId, @costCenterId, @amountCents, @needsApproval)`);
  const decide = db.prepare(`UPDATE requisitions SET status = @status, approval_date = @approvalDate, approver_user_id = @approverUserId,
      approver_json = @approver, approval_comment = @approvalComment
    WHERE id = @id AND status = 'PENDING' AND (@status = 'REJECTED'
      OR ((needs_customer_approval = 0 OR customer_approval_json IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM requisition_cost_centers WHERE requisition_id = @id AND needs_approval = 1 AND approval_json IS NULL)))`);
  const giveCustomerApproval = db.prepare<[string, string]>(
    `UPDATE requisitions SET customer_approval_json = ? WHERE id = ? AND status = 'PENDING' AND needs_customer_approval = 1 AND customer_approval_json IS NULL`,
  );
  const giveCostCenterApproval = db.prepare<[string, string, string, string]>(`UPDATE requisition_cost_centers SET approval_json = ?
    WHERE requisition_id = ? AND cost_center_id = ? AND needs_approval = 1 AND approval_json IS NULL
      AND EXISTS (SELECT 1 FROM requisitions WHERE id = ? AND status = 'PENDING')`);
  const setOrder = db.prepare('UPDATE requisitions SET order_id = ? WHERE id = ?');
  const setRecurringOrigin = db.prepare(`UPDATE requisitions SET recurring_order_id = @id, recurring_order_no = @documentNumber,
      recurring_occurrence = @occurrence WHERE id = @requisitionId`);
  // the approver view: not their own, and needing an approval they may give
  const scopeFilter = `(@view = 'buyer' AND user_id = @userId)
    OR (@view = 'approver' AND customer_id = @customerId AND user_id <> @userId
        AND ((needs_customer_approval = 1 AND @userApprover = 1 AND (status <> 'PENDING' OR customer_approval_json IS NULL))
          OR EXISTS (SELECT 1 FROM requisition_cost_centers rc WHERE rc.requisition_id = requisitions.id AND rc.needs_approval = 1
              AND (rc.cost_center_id IN (SELECT value FROM json_each(@costCenterIds))
                OR (@userApprover = 1 AND EXISTS (SELECT 1 FROM cost_centers cc WHERE cc.id = rc.cost_center_id
                  AND (cc.owner_user_id IS NULL OR cc.owner_user_id = requisitions.user_id))))
              AND (status <> 'PENDING' OR rc.approval_json IS NULL))))`;
  const list = db.prepare<Record<string, unknown>, Row>(`SELECT ${COLUMNS} FROM requisitions
    WHERE (${scopeFilter}) AND (@status IS NULL OR status = @status)
    ORDER BY creation_date DESC, requisition_no DESC LIMIT @limit OFFSET @offset`);
  const count = db
    .prepare<Record<string, unknown>, number>(`SELECT COUNT(*) FROM requisitions WHERE (${scopeFilter}) AND (@status IS NULL OR status = @status)`)
    .pluck();

  const parameters = (scope: RequisitionListScope, status: RequisitionStatus | undefined) => ({
    view: scope.view,
    userId: scope.userId,
    customerId: scope.view === 'approver' ? scope.customerId : null,
    userApprover: scope.view === 'approver' && scope.userApprover ? 1 : 0,
    costCenterIds: JSON.stringify(scope.view === 'approver' ? scope.costCenterIds : []),
    status: status ?? null,
  });

  /** The rows with their cost centers (one query for all of them). */
  function withCostCenters(rows: Row[]): RequisitionRecord[] {
    const charged = new Map<string, RequisitionCostCenter[]>(rows.map(row => [row.id, []]));
    for (const costCenter of costCentersOf.all(JSON.stringify(rows.map(row => row.id)))) charged.get(costCenter.requisitionId)?.push(toCostCenter(costCenter));
    return rows.map(row => toRecord(row, charged.get(row.id) ?? []));
  }

  return {
    byId(id: string): RequisitionRecord | undefined {
      const row = byId.get(id);
      return row && withCostCenters([row])[0];
    },
    /** Inserts the requisition with the next number (inside the submission's transaction). */
    insert({ costCenters, ...requisition }: NewRequisition): RequisitionRecord {
      const requisitionNo = nextNumber.get() as number;
      insert.run({ ...requisition, requisitionNo, needsCustomerApproval: requisition.needsCustomerApproval ? 1 : 0 });
      for (const costCenter of costCenters) insertCostCenter.run({ ...costCenter, requisitionId: requisition.id, needsApproval: costCenter.needsApproval ? 1 : 0 });
      return {
        ...requisition,
        costCenters,
        requisitionNo,
        status: 'PENDING',
        approvalDate: null,
        approverUserId: null,
        approver: null,
        approvalComment: null,
        orderId: null,
        recurringOrder: null,
      };
    },
    /** Gives one of the approvals a PENDING requisition needs; false when it was given already, is not needed, or the requisition is decided. */
    approve(id: string, part: ApprovalPart, decision: Decision): boolean {
      const json = JSON.stringify(decision);
      const changed = part === 'customer' ? giveCustomerApproval.run(json, id) : giveCostCenterApproval.run(json, id, part.costCenterId, id);
      return changed.changes === 1;
    },
    /**
     * Approves (once every approval it needs is given) or rejects a PENDING requisition; false when it
     * is decided already or still waits for an approval.
     */
    decide(id: string, status: 'APPROVED' | 'REJECTED', decision: Decision): boolean {
      return decide.run({ id, status, ...decision, approver: JSON.stringify(decision.approver) }).changes === 1;
    },
    setOrder: (id: string, orderId: string) => void setOrder.run(orderId, id),
    /** Names the recurring order and scheduled date the new requisition comes from (in the scheduler's transaction). */
    fromRecurringOrder: (id: string, origin: RecurringOrigin) => void setRecurringOrigin.run({ requisitionId: id, ...origin }),
    /** A page of the scope's requisitions, newest first, and how many there are in all. */
    list(scope: RequisitionListScope, page: { status?: RequisitionStatus; limit: number; offset: number }) {
      const filter = parameters(scope, page.status);
      return {
        requisitions: withCostCenters(list.all({ ...filter, limit: page.limit, offset: page.offset })),
        total: count.get(filter) as number,
      };
    },
  };
}

export type RequisitionStore = ReturnType<typeof createRequisitionStore>;
