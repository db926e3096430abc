// Paths and query of /account/requisitions (business-and-integration §2.2): the buyer's and the
// approver's lists with their status filter (default PENDING) and page, and one requisition of each view.
import { REQUISITION_STATUSES, type RequisitionStatus, type RequisitionView } from '~/commerce/models/requisition-status';

export const REQUISITIONS_PATH = '/account/requisitions';
export const DEFAULT_STATUS: RequisitionStatus = 'PENDING';

/**
 * The permissions of the approver's pages (spec §6; the PWA's approvals navigation and widget): user
 * approvers (APP_B2B_ORDER_APPROVAL) and cost center owners (APP_B2B_MANAGE_COSTCENTER), each deciding
 * only what the API lets them.
 */
export const APPROVER_PERMISSIONS = ['APP_B2B_ORDER_APPROVAL', 'APP_B2B_MANAGE_COSTCENTER'] as const;
/** The permission of the buyer's pages: whoever may order may have requisitions. */
export const PURCHASE_PERMISSION = 'APP_B2B_PURCHASE';

export function requisitionListPath(view: RequisitionView, status: RequisitionStatus = DEFAULT_STATUS, page = 1): string {
  const query = new URLSearchParams();
  if (status !== DEFAULT_STATUS) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${REQUISITIONS_PATH}/${view}${search ? `?${search}` : ''}`;
}

export function requisitionPath(view: RequisitionView, id: string, status?: RequisitionStatus): string {
  const base = `${REQUISITIONS_PATH}/${view}/${encodeURIComponent(id)}`;
  return status && status !== DEFAULT_STATUS ? `${base}?status=${status}` : base;
}

/** The status of `?status=`; anything else is the default. */
export function statusOf(value: string | null): RequisitionStatus {
  const upper = (value ?? '').toUpperCase();
  return (REQUISITION_STATUSES as readonly string[]).includes(upper) ? (upper as RequisitionStatus) : DEFAULT_STATUS;
}

export const STATUS_LABEL_KEYS: Record<RequisitionStatus, string> = {
  PENDING: 'account.requisitions.status.pending',
  APPROVED: 'account.requisitions.status.approved',
  REJECTED: 'account.requisitions.status.rejected',
};
