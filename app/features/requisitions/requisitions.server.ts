// /account/requisitions (shopping-core §2, business-and-integration §2.2): the buyer's and the
// approver's lists by status, one requisition with everything its basket had, and the approver's
// decision (approve or reject with a comment). The backend decides who may decide; a refusal keeps the
// typed comment and says why in the shopper's words.
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import { personName, REQUISITION_STATUSES, type Requisition, type RequisitionStatus, type RequisitionView } from '~/commerce/models/requisition';
import { type BasketLineView, lineViews } from '~/features/basket/basket-page.server';
import { isLoginLost, sessionTimeout, userCall } from '~/features/account/account.server';
import { signedInUser } from '~/features/account/user-session.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { holdsPermission } from '~/http/route-guards.server';
import type { ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { APPROVE_FORM_ID, REJECT_FORM_ID } from './approval-form-ids';
import { approveSchema, rejectSchema } from './approval-forms';
import { APPROVER_PERMISSIONS, PURCHASE_PERMISSION, requisitionListPath, requisitionPath, statusOf } from './requisition-paths';

export const REQUISITIONS_PER_PAGE = 20;
const MAX_PAGE = 10_000;
/** ICM's ids are short; anything longer names no requisition. */
const MAX_ID_LENGTH = 100;

export interface RequisitionRow {
  id: string;
  requisitionNo: string;
  creationDate?: string;
  buyer?: string;
  approver?: string;
  approvalDate?: string;
  itemCount: number;
  total?: Requisition['totals']['total'];
}

export interface RequisitionListData {
  title: string;
  view: RequisitionView;
  status: RequisitionStatus;
  rows: RequisitionRow[];
  page: number;
  hasNextPage: boolean;
}

export interface RequisitionPageData {
  title: string;
  view: RequisitionView;
  /** The list's status filter the detail was opened from (for the way back). */
  status: RequisitionStatus;
  requisition: Requisition;
  lines: BasketLineView[];
  /** The approver may still decide (approver view, pending, and the user among those it waits for). */
  decidable: boolean;
}

function toRow(requisition: Requisition): RequisitionRow {
  const row: RequisitionRow = { id: requisition.id, requisitionNo: requisition.requisitionNo, itemCount: requisition.totalProductQuantity || requisition.itemCount };
  if (requisition.creationDate) row.creationDate = requisition.creationDate;
  const buyer = personName(requisition.buyer);
  if (buyer) row.buyer = buyer;
  const approver = personName(requisition.approval.approver);
  if (approver) row.approver = approver;
  if (requisition.approval.approvalDate) row.approvalDate = requisition.approval.approvalDate;
  if (requisition.totals.total) row.total = requisition.totals.total;
  return row;
}

const titleKey = (view: RequisitionView) => (view === 'approver' ? 'account.requisitions.approvals' : 'account.requisitions.requisitions');

/** /account/requisitions: the approver's list for those who approve (their decisions wait there), else the buyer's. */
export function requisitionsIndexRedirect(shop: ShopContext) {
  const approver = holdsPermission(signedInUser(shop)?.permissionIds, APPROVER_PERMISSIONS);
  return redirect(localizePath(requisitionListPath(approver ? 'approver' : 'buyer'), shop.locale), 303);
}

export async function loadRequisitionList(shop: ShopContext, request: Request, view: RequisitionView) {
  const query = new URL(request.url).searchParams;
  const status = statusOf(query.get('status'));
  const pageNumber = Number(query.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const { requisitions, total } = await userCall(
    shop,
    request,
    shop.commerce.requisitions.list(view, status, { limit: REQUISITIONS_PER_PAGE, offset: (page - 1) * REQUISITIONS_PER_PAGE }),
  );
  const list: RequisitionListData = {
    title: shop.t(titleKey(view)),
    view,
    status,
    rows: requisitions.map(toRow),
    page,
    hasNextPage: page * REQUISITIONS_PER_PAGE < total,
  };
  return data(list, { headers: { 'Cache-Control': NO_STORE } });
}

/**
 * Whether the requisition waits for an approval the user may give, as the API names its approvers by
 * e-mail address (a user approval for holders of APP_B2B_ORDER_APPROVAL, a cost center approval for its
 * owner). When it names none with an address, or the login is no e-mail address (an ICM may log users in
 * by user name), the forms show and the API decides on the post.
 */
function awaitsDecisionOf(requisition: Requisition, login: string | undefined): boolean {
  const addresses = (requisition.awaitedApprovers ?? []).flatMap((approver) => (approver.email ? [approver.email.toLowerCase()] : []));
  const user = login?.toLowerCase();
  if (!requisition.awaitedApprovers || addresses.length === 0 || !user?.includes('@')) return true;
  return addresses.includes(user);
}

async function requisitionPage(shop: ShopContext, request: Request, view: RequisitionView, requisition: Requisition): Promise<RequisitionPageData> {
  return {
    title: `${shop.t('approval.details.breadcrumb.order.label')} - ${requisition.requisitionNo}`,
    view,
    status: statusOf(new URL(request.url).searchParams.get('status')),
    requisition,
    lines: await lineViews(shop, requisition.lineItems),
    decidable: view === 'approver' && requisition.approval.statusCode === 'PENDING' && awaitsDecisionOf(requisition, signedInUser(shop)?.login),
  };
}

export async function loadRequisition(shop: ShopContext, request: Request, view: RequisitionView, id: string) {
  if (id.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const requisition = await userCall(shop, request, shop.commerce.requisitions.get(id));
  return data(await requisitionPage(shop, request, view, requisition), { headers: { 'Cache-Control': NO_STORE } });
}

/** Why the backend refused a decision, for the approver: decided already, its recurring order gone, their own, or not theirs to decide. */
function decisionRefusal(shop: ShopContext, error: unknown): { message: ShopMessage; status: number } | undefined {
  if (!isCommerceError(error) || error.status < 400 || error.status >= 500 || isLoginLost(shop, error)) return undefined;
  if (error.status === 404) return { message: { type: 'error', key: 'approval.error.not_found' }, status: 404 };
  if (error.status === 409) {
    const recurringOrderGone = error.errorKey === 'requisition.recurring_order.unavailable.error';
    return { message: { type: 'error', key: recurringOrderGone ? 'approval.error.recurring_order_unavailable' : 'approval.error.already_decided' }, status: 409 };
  }
  if (error.status === 403) {
    const own = error.errorKey === 'requisition.approval.own.error';
    return { message: { type: 'error', key: own ? 'approval.error.own_requisition' : 'approval.error.missing_permission' }, status: 403 };
  }
  return { message: refusalMessage(error), status: 422 };
}

/**
 * A refused decision on a requisition the user cannot even read is not found, as its page is (the API
 * hides a requisition from those who may decide none of its approvals, such as a cost center owner
 * from one that needs only a user approval).
 */
async function unlessHidden(shop: ShopContext, id: string, refusal: { message: ShopMessage; status: number }) {
  if (refusal.status !== 403 || refusal.message.key === 'approval.error.own_requisition') return refusal;
  const readable = await shop.commerce.requisitions.get(id).then(
    () => true,
    (error: unknown) => !(isCommerceError(error) && error.status === 404),
  );
  return readable ? refusal : { message: { type: 'error' as const, key: 'approval.error.not_found' }, status: 404 };
}

/** The approver's posts on /account/requisitions/approver/{id}: `approve` and `reject`, each with its comment. */
export async function requisitionDecisionAction(shop: ShopContext, request: Request, id: string) {
  if (!signedInUser(shop)) throw sessionTimeout(shop, request);
  if (id.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const form = await readForm(request);

  const decide = async (formId: string, schema: typeof approveSchema | typeof rejectSchema, statusCode: 'APPROVED' | 'REJECTED') => {
    const submission = parseForm(form, schema);
    if (submission.status !== 'success') return rejected(formId, submission);
    try {
      await shop.commerce.requisitions.updateStatus(id, { statusCode, approvalComment: submission.value.comment || undefined });
    } catch (error) {
      const refusal = decisionRefusal(shop, error);
      if (refusal) {
        const answer = await unlessHidden(shop, id, refusal);
        return refused(formId, submission, answer.message, answer.status);
      }
      if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
      throw commerceErrorResponse(error);
    }
    return succeeded(request, shop, form, {
      formId,
      submission,
      messages: [{ type: 'success', key: statusCode === 'APPROVED' ? 'approval.approved.message' : 'approval.rejected.message' }],
      redirectTo: localizePath(requisitionPath('approver', id, statusCode), shop.locale),
    });
  };

  return dispatchIntent(form, {
    approve: () => decide(APPROVE_FORM_ID, approveSchema, 'APPROVED'),
    reject: () => decide(REJECT_FORM_ID, rejectSchema, 'REJECTED'),
  });
}

/** The account overview's widgets (business-and-integration §2): null when shown but not loadable. */
export interface RequisitionWidgetsData {
  /** The approver's pending requisitions, when the user approves. */
  approvals?: { pending: number } | null;
  /** The user's own requisitions by status, when the user buys. */
  requisitions?: Record<RequisitionStatus, number> | null;
}

const countOf = (shop: ShopContext, view: RequisitionView, status: RequisitionStatus) =>
  shop.commerce.requisitions.list(view, status, { limit: 1, offset: 0 }).then((answer) => answer.total);

/** Secondary data of /account: a failure shows the widget's fallback text, never an error page. */
export async function loadRequisitionWidgets(shop: ShopContext): Promise<RequisitionWidgetsData> {
  const user = signedInUser(shop);
  if (!user?.businessCustomer) return {};
  const approver = holdsPermission(user.permissionIds, APPROVER_PERMISSIONS);
  const buyer = holdsPermission(user.permissionIds, PURCHASE_PERMISSION);
  const [approvals, requisitions] = await Promise.all([
    approver ? secondary<RequisitionWidgetsData['approvals']>(shop, 'approval widget', countOf(shop, 'approver', 'PENDING').then((pending) => ({ pending })), null) : undefined,
    buyer
      ? secondary<RequisitionWidgetsData['requisitions']>(
          shop,
          'requisition widget',
          Promise.all(REQUISITION_STATUSES.map((status) => countOf(shop, 'buyer', status))).then(([PENDING, APPROVED, REJECTED]) => ({ PENDING, APPROVED, REJECTED })),
          null,
        )
      : undefined,
  ]);
  const widgets: RequisitionWidgetsData = {};
  if (approvals !== undefined) widgets.approvals = approvals;
  if (requisitions !== undefined) widgets.requisitions = requisitions;
  return widgets;
}
