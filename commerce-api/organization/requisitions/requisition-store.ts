// Requisitions (migration 020): a submitted basket waiting for approval, its number, the stored basket
// document, which approvals it needs (a user approver's, the cost center owner's), the approvals given
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

/** The two approvals a requisition may need. */
export type ApprovalPart = 'customer' | 'costCenter';

/** An approval given, or the decision that approved or rejected the requisition. */
export interface Decision {
  approvalDate: string;
  approverUserId: string;
  approver: ApproverSnapshot;
  approvalComment: string | null;
}

export interface RequisitionRecord {
  id: string;
  requisitionNo: number;
  customerId: string;
  userId: string;
  tokenHash: string;
  costCenterId: string | null;
  needsCustomerApproval: boolean;
  needsCostCenterApproval: boolean;
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
  /** The approvals given so far, by part. */
  approvals: Partial<Record<ApprovalPart, Decision>>;
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
  'requisitionNo' | 'status' | 'approvalDate' | 'approverUserId' | 'approver' | 'approvalComment' | 'orderId' | 'approvals' | 'recurringOrder'
>;

/** Whose requisitions a list shows: the buyer's own, or those an approver may decide (pending ones while their approval is still to give). */
export type RequisitionListScope =
  | { view: 'buyer'; userId: string }
  | { view: 'approver'; customerId: string; userId: string; userApprover: boolean; costCenterIds: string[] };

const COLUMNS = `id, requisition_no AS requisitionNo, customer_id AS customerId, user_id AS userId, token_hash AS tokenHash,
  cost_center_id AS costCenterId, needs_customer_approval AS needsCustomerApproval, needs_cost_center_approval AS needsCostCenterApproval,
  status, creation_date AS creationDate, currency, total_gross_cents AS totalGrossCents, total_net_cents AS totalNetCents,
  line_item_count AS lineItemCount, document, approval_date AS approvalDate, approver_user_id AS approverUserId,
  approver_json AS approver, approval_comment AS approvalComment, order_id AS orderId,
  customer_approval_json AS customerApproval, cost_center_approval_json AS costCenterApproval,
  recurring_order_id AS recurringOrderId, recurring_order_no AS recurringOrderNo, recurring_occurrence AS recurringOccurrence`;

type Row = Omit<RequisitionRecord, 'needsCustomerApproval' | 'needsCostCenterApproval' | 'approver' | 'approvals' | 'recurringOrder'> & {
  needsCustomerApproval: number;
  needsCostCenterApproval: number;
  approver: string | null;
  customerApproval: string | null;
  costCenterApproval: string | null;
  recurringOrderId: string | null;
  recurringOrderNo: number | null;
  recurringOccurrence: number | null;
};

const toRecord = ({ customerApproval, costCenterApproval, recurringOrderId, recurringOrderNo, recurringOccurrence, ...row }: Row): RequisitionRecord => ({
  ...row,
  recurringOrder:
    recurringOrderId === null ? null : { id: recurringOrderId, documentNumber: recurringOrderNo as number, occurrence: recurringOccurrence as number },
  needsCustomerApproval: row.needsCustomerApproval === 1,
  needsCostCenterApproval: row.needsCostCenterApproval === 1,
  approver: row.approver === null ? null : (JSON.parse(row.approver) as ApproverSnapshot),
  approvals: {
    ...(customerApproval === null ? {} : { customer: JSON.parse(customerApproval) as Decision }),
    ...(costCenterApproval === null ? {} : { costCenter: JSON.parse(costCenterApproval) as Decision }),
  },
});

const PART_COLUMNS: Record<ApprovalPart, string> = { customer: 'customer_approval_json', costCenter: 'cost_center_approval_json' };

export function createRequisitionStore(db: Db) {
  const byId = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM requisitions WHERE id = ?`);
  const nextNumber = db.prepare(`SELECT COALESCE(MAX(requisition_no), 20000000) + 1 FROM requisitions`).pluck();
  const insert = db.prepare(`INSERT INTO requisitions (id, requisition_no, customer_id, user_id, token_hash, cost_center_id,
      needs_customer_approval, needs_cost_center_approval, creation_date, currency, total_gross_cents, total_net_cents, line_item_count, document)
    VALUES (@id, @requisitionNo, @customerId, @userId, @tokenHash, @costCenterId, @needsCustomerApproval, @needsCostCenterApproval,
      @creationDate, @currency, @totalGrossCents, @totalNetCents, @lineItemCount, @document)`);
  const decide = db.prepare(`UPDATE requisitions SET status = @status, approval_date = @approvalDate, approver_user_id = @approverUserId,
      approver_json = @approver, approval_comment = @approvalComment
    WHERE id = @id AND status = 'PENDING' AND (@status = 'REJECTED'
      OR ((needs_customer_approval = 0 OR customer_approval_json IS NOT NULL) AND (needs_cost_center_approval = 0 OR cost_center_approval_json IS NOT NULL)))`);
  const giveApproval = (column: string) =>
    db.prepare<[string, string]>(`UPDATE requisitions SET ${column} = ? WHERE id = ? AND status = 'PENDING' AND ${column} IS NULL`);
  const approvalOf: Record<ApprovalPart, ReturnType<typeof giveApproval>> = {
    customer: giveApproval(PART_COLUMNS.customer),
    costCenter: giveApproval(PART_COLUMNS.costCenter),
  };
  const setOrder = db.prepare('UPDATE requisitions SET order_id = ? WHERE id = ?');
  const setRecurringOrigin = db.prepare(`UPDATE requisitions SET recurring_order_id = @id, recurring_order_no = @documentNumber,
      recurring_occurrence = @occurrence WHERE id = @requisitionId`);
  // the approver view: not their own, and needing an approval they may give
  const scopeFilter = `(@view = 'buyer' AND user_id = @userId)
    OR (@view = 'approver' AND customer_id = @customerId AND user_id <> @userId
        AND ((needs_customer_approval = 1 AND @userApprover = 1 AND (status <> 'PENDING' OR customer_approval_json IS NULL))
          OR (needs_cost_center_approval = 1 AND cost_center_id IN (SELECT value FROM json_each(@costCenterIds))
              AND (status <> 'PENDING' OR cost_center_approval_json IS NULL))))`;
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

  return {
    byId(id: string): RequisitionRecord | undefined {
      const row = byId.get(id);
      return row && toRecord(row);
    },
    /** Inserts the requisition with the next number (inside the submission's transaction). */
    insert(requisition: NewRequisition): RequisitionRecord {
      const requisitionNo = nextNumber.get() as number;
      insert.run({
        ...requisition,
        requisitionNo,
        needsCustomerApproval: requisition.needsCustomerApproval ? 1 : 0,
        needsCostCenterApproval: requisition.needsCostCenterApproval ? 1 : 0,
      });
      return {
        ...requisition,
        requisitionNo,
        status: 'PENDING',
        approvalDate: null,
        approverUserId: null,
        approver: null,
        approvalComment: null,
        orderId: null,
        approvals: {},
        recurringOrder: null,
      };
    },
    /** Gives one of the approvals of a PENDING requisition; false when it was given already or the requisition is decided. */
    approve: (id: string, part: ApprovalPart, decision: Decision) => approvalOf[part].run(JSON.stringify(decision), id).changes === 1,
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
        requisitions: list.all({ ...filter, limit: page.limit, offset: page.offset }).map(toRecord),
        total: count.get(filter) as number,
      };
    },
  };
}

export type RequisitionStore = ReturnType<typeof createRequisitionStore>;
