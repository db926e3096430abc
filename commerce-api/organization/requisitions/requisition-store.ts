// Requisitions (migration 020): a submitted basket waiting for approval, its number, the stored basket
// document, which approvals it needs, and the decision. `decide` is the one conditional UPDATE from
// PENDING: of two approvers deciding at once (even through two API processes on the same file) one
// changes the row, the other finds it decided.
import type { Db } from '../../db/open-database';

export type RequisitionStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export const REQUISITION_STATUSES: readonly RequisitionStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export interface ApproverSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  title?: string;
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
}

export type NewRequisition = Omit<
  RequisitionRecord,
  'requisitionNo' | 'status' | 'approvalDate' | 'approverUserId' | 'approver' | 'approvalComment' | 'orderId'
>;

export interface Decision {
  status: 'APPROVED' | 'REJECTED';
  approvalDate: string;
  approverUserId: string;
  approver: ApproverSnapshot;
  approvalComment: string | null;
}

/** Whose requisitions a list shows: the buyer's own, or those an approver may decide. */
export type RequisitionListScope =
  | { view: 'buyer'; userId: string }
  | { view: 'approver'; customerId: string; userId: string; userApprover: boolean; costCenterIds: string[] };

const COLUMNS = `id, requisition_no AS requisitionNo, customer_id AS customerId, user_id AS userId, token_hash AS tokenHash,
  cost_center_id AS costCenterId, needs_customer_approval AS needsCustomerApproval, needs_cost_center_approval AS needsCostCenterApproval,
  status, creation_date AS creationDate, currency, total_gross_cents AS totalGrossCents, total_net_cents AS totalNetCents,
  line_item_count AS lineItemCount, document, approval_date AS approvalDate, approver_user_id AS approverUserId,
  approver_json AS approver, approval_comment AS approvalComment, order_id AS orderId`;

type Row = Omit<RequisitionRecord, 'needsCustomerApproval' | 'needsCostCenterApproval' | 'approver'> & {
  needsCustomerApproval: number;
  needsCostCenterApproval: number;
  approver: string | null;
};

const toRecord = (row: Row): RequisitionRecord => ({
  ...row,
  needsCustomerApproval: row.needsCustomerApproval === 1,
  needsCostCenterApproval: row.needsCostCenterApproval === 1,
  approver: row.approver === null ? null : (JSON.parse(row.approver) as ApproverSnapshot),
});

export function createRequisitionStore(db: Db) {
  const byId = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM requisitions WHERE id = ?`);
  const nextNumber = db.prepare(`SELECT COALESCE(MAX(requisition_no), 20000000) + 1 FROM requisitions`).pluck();
  const insert = db.prepare(`INSERT INTO requisitions (id, requisition_no, customer_id, user_id, token_hash, cost_center_id,
      needs_customer_approval, needs_cost_center_approval, creation_date, currency, total_gross_cents, total_net_cents, line_item_count, document)
    VALUES (@id, @requisitionNo, @customerId, @userId, @tokenHash, @costCenterId, @needsCustomerApproval, @needsCostCenterApproval,
      @creationDate, @currency, @totalGrossCents, @totalNetCents, @lineItemCount, @document)`);
  const decide = db.prepare(`UPDATE requisitions SET status = @status, approval_date = @approvalDate, approver_user_id = @approverUserId,
      approver_json = @approver, approval_comment = @approvalComment
    WHERE id = @id AND status = 'PENDING'`);
  const setOrder = db.prepare('UPDATE requisitions SET order_id = ? WHERE id = ?');
  // the approver view: not their own, and needing an approval they may give
  const scopeFilter = `(@view = 'buyer' AND user_id = @userId)
    OR (@view = 'approver' AND customer_id = @customerId AND user_id <> @userId
        AND ((needs_customer_approval = 1 AND @userApprover = 1)
          OR (needs_cost_center_approval = 1 AND cost_center_id IN (SELECT value FROM json_each(@costCenterIds)))))`;
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
      return { ...requisition, requisitionNo, status: 'PENDING', approvalDate: null, approverUserId: null, approver: null, approvalComment: null, orderId: null };
    },
    /** Decides a PENDING requisition; false when it was decided already (by anyone). */
    decide(id: string, decision: Decision): boolean {
      return decide.run({ id, ...decision, approver: JSON.stringify(decision.approver) }).changes === 1;
    },
    setOrder: (id: string, orderId: string) => void setOrder.run(orderId, id),
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
