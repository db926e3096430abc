// Requisitions of a business user (order.v1, the PWA's requisitions.service.ts), below
// customers/{no}/users/{login|-}/ (the caller's own login or `-`):
// - GET requisitions?view=buyer|approver&status=PENDING|APPROVED|REJECTED (paged: offset, limit):
//   the buyer's own, or those the caller may decide (approver view): needing a user approval when
//   the caller holds APP_B2B_ORDER_APPROVAL, needing a cost center approval when the caller owns
//   that cost center (a requisition may charge several, cost centers per line item); never the
//   caller's own.
// - GET requisitions/{id}: one the caller bought or may decide, with the requested includes.
// - PATCH requisitions/{id} with ICM's ApprovalStatusChange `{statusCode, approvalComment}`: decides
//   it. A requisition over a user limit needs a user approver's approval, one over a cost center
//   budget its owner's (each such cost center's), one over both both (an approver who may give several gives them at once); the
//   last approval approves it and places the buyer's order through the order submission in the same
//   transaction (stock, spending, the order document's approval); one rejection rejects it and
//   places nothing. A recurring order's requisition places the order of its scheduled date from
//   the recurring order's snapshot (checkout/recurring-order-placement.ts) and counts it there; while
//   that recurring order is deleted or deactivated, approving it is 409
//   requisition.recurring_order.unavailable.error. The buyer cannot
//   decide their own (403), nor can anyone who may not approve it (403); another company's
//   requisition is 404; a decided one answers 409 requisition.already_decided.error.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { includesOf } from '../../basket/basket-schemas';
import { type OrderSubmissionStores, createOrderSubmission } from '../../checkout/order-submission';
import { orderCreationFailed } from '../../checkout/order-readiness';
import type { OrderApproval } from '../../checkout/order-document';
import type { OrderTexts } from '../../checkout/order-texts';
import { createOccurrencePlacement } from '../../checkout/recurring-order-placement';
import type { RecurringOrderRecord, RecurringOrderStore } from '../../checkout/recurring-order-store';
import { dayOf } from '../../basket/basket-recurrence';
import type { Db } from '../../db/open-database';
import { accountCaller } from '../../customer/account/account-access';
import type { CostCenterStore } from '../cost-centers/cost-center-store';
import type { CustomerPrincipal, Principals } from '../../customer/principal';
import { hasPermission } from '../../customer/roles';
import { IcmError, notFound } from '../../http/icm-errors';
import { Text, WholeNumber } from '../../http/schemas';
import { APPROVAL_PERMISSION, type BasketApprovals } from './basket-approval';
import { requisitionEnvelope, requisitionListData, userInformation } from './requisition-documents';
import {
  type ApprovalPart,
  type Decision,
  type RecurringOrigin,
  REQUISITION_STATUSES,
  type RequisitionRecord,
  type RequisitionStatus,
  type RequisitionStore,
  approvalOf,
} from './requisition-store';

export interface RequisitionRouteStores extends OrderSubmissionStores {
  principals: Principals;
  requisitions: RequisitionStore;
  costCenters: CostCenterStore;
  approvals: BasketApprovals;
  orderTexts: OrderTexts;
  recurringOrders: RecurringOrderStore;
  now?: () => Date;
}

/** ICM's approval comments are text attributes of at most 4,000 characters. */
export const MAX_APPROVAL_COMMENT_LENGTH = 4000;
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

const UserParams = Type.Object({ customerNo: Text, login: Text });
const RequisitionParams = Type.Object({ customerNo: Text, login: Text, requisitionId: Text });
const ListQuery = Type.Object({
  view: Type.Optional(Type.Union([Type.Literal('buyer'), Type.Literal('approver')])),
  status: Type.Optional(Type.Union(REQUISITION_STATUSES.map(status => Type.Literal(status)))),
  offset: Type.Optional(WholeNumber(0)),
  limit: Type.Optional(WholeNumber(1, MAX_LIMIT)),
});
const ReadQuery = Type.Object({ include: Type.Optional(Text) });
const ApprovalStatusChange = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.String({ maxLength: 100 })),
  statusCode: Type.Union([Type.Literal('APPROVED'), Type.Literal('REJECTED')]),
  approvalComment: Type.Optional(Type.String({ maxLength: MAX_APPROVAL_COMMENT_LENGTH })),
});

export function registerRequisitionRoutes(app: FastifyInstance, db: Db, stores: RequisitionRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = stores.now ?? (() => new Date());
  const submit = createOrderSubmission(db, stores, now);
  const placeOccurrence = createOccurrencePlacement(db, stores, now);

  /** The caller, when the path names their own user of their own business customer; else 404. */
  function callerOf(request: Parameters<typeof accountCaller>[0], customerNo: string, login: string): CustomerPrincipal {
    const caller = accountCaller(request, stores.principals, 'customers', customerNo);
    const own = login === '-' || login.toLowerCase() === caller.login.toLowerCase();
    if (caller.customerType !== 'SMBCustomer' || !own) throw notFound('customer.user.not_found.error', `The user '${login}' was not found.`);
    return caller;
  }

  const ownedCostCenters = (caller: CustomerPrincipal) =>
    stores.costCenters
      .list(caller.customerId)
      .filter(costCenter => costCenter.ownerUserId === caller.userId)
      .map(costCenter => costCenter.id);

  /** The company's cost centers that nobody but the requisition's user owns: their approval falls to the user approvers. */
  const ownerlessFor = (caller: CustomerPrincipal, requisition: RequisitionRecord) =>
    stores.costCenters
      .list(caller.customerId)
      .filter(costCenter => costCenter.ownerUserId === null || costCenter.ownerUserId === requisition.userId)
      .map(costCenter => costCenter.id);

  /**
   * The approvals the caller may give: a user approval with the permission, each cost center's as its
   * owner (or with the permission, for a cost center its buyer owns or nobody owns); none of their own.
   */
  function partsOf(caller: CustomerPrincipal, requisition: RequisitionRecord): ApprovalPart[] {
    if (requisition.userId === caller.userId) return [];
    const userApprover = hasPermission(caller.roles, APPROVAL_PERMISSION);
    const approvable = [...ownedCostCenters(caller), ...(userApprover ? ownerlessFor(caller, requisition) : [])];
    return [
      ...(requisition.needsCustomerApproval && userApprover ? ['customer' as const] : []),
      ...requisition.costCenters
        .filter(costCenter => costCenter.needsApproval && approvable.includes(costCenter.costCenterId))
        .map(({ costCenterId }) => ({ costCenterId })),
    ];
  }

  const mayDecide = (caller: CustomerPrincipal, requisition: RequisitionRecord) => partsOf(caller, requisition).length > 0;

  /** The company's requisition, or 404 (another company's is as unknown as a missing one). */
  function requisitionOf(caller: CustomerPrincipal, id: string): RequisitionRecord {
    const requisition = stores.requisitions.byId(id);
    if (!requisition || requisition.customerId !== caller.customerId) {
      throw notFound('requisition.not_found.error', `The requisition '${id}' was not found.`);
    }
    return requisition;
  }

  const orderNoOf = (requisition: RequisitionRecord) =>
    requisition.orderId === null ? undefined : (JSON.parse(stores.orders.byId(requisition.orderId)?.document ?? '{"data":{}}') as { data: { documentNumber?: string } }).data.documentNumber;

  const envelope = (requisition: RequisitionRecord, include: string | undefined, locale: string) =>
    requisitionEnvelope(requisition, stores.orderTexts.document(requisition.document, locale), includesOf(include), locale, orderNoOf(requisition));

  typed.get('/customers/:customerNo/users/:login/requisitions', { schema: { params: UserParams, querystring: ListQuery } }, async request => {
    const caller = callerOf(request, request.params.customerNo, request.params.login);
    const { view = 'buyer', status, offset = 0, limit = DEFAULT_LIMIT } = request.query;
    const scope =
      view === 'buyer'
        ? { view, userId: caller.userId }
        : {
            view,
            userId: caller.userId,
            customerId: caller.customerId,
            userApprover: hasPermission(caller.roles, APPROVAL_PERMISSION),
            costCenterIds: ownedCostCenters(caller),
          };
    const { requisitions, total } = stores.requisitions.list(scope, { status: status as RequisitionStatus | undefined, offset, limit });
    const orderNumbers = new Map(
      requisitions.flatMap(requisition => (requisition.orderId ? [[requisition.orderId, orderNoOf(requisition)] as const] : [])),
    );
    return {
      data: requisitions.map(requisition => requisitionListData(requisition, request.icm.locale, requisition.orderId ? orderNumbers.get(requisition.orderId) : undefined)),
      info: { limit, offset, total },
    };
  });

  typed.get(
    '/customers/:customerNo/users/:login/requisitions/:requisitionId',
    { schema: { params: RequisitionParams, querystring: ReadQuery } },
    async request => {
      const caller = callerOf(request, request.params.customerNo, request.params.login);
      const requisition = requisitionOf(caller, request.params.requisitionId);
      if (requisition.userId !== caller.userId && !mayDecide(caller, requisition)) {
        throw notFound('requisition.not_found.error', `The requisition '${request.params.requisitionId}' was not found.`);
      }
      return envelope(requisition, request.query.include, request.icm.locale);
    },
  );

  /** The recurring order a requisition comes from, while it may still place orders; else 409. */
  function recurringOrderOf(origin: RecurringOrigin, requisitionNo: number): RecurringOrderRecord {
    const order = stores.recurringOrders.byId(origin.id);
    // an expired one is inactive too, yet its last scheduled date may still be approved
    if (order && (order.active || order.expired)) return order;
    throw new IcmError(
      409,
      'requisition.recurring_order.unavailable.error',
      `The recurring order ${origin.documentNumber} of the requisition ${requisitionNo} was deleted or deactivated.`,
    );
  }

  /** Places the approved requisition's order for its buyer (inside the decision's transaction). */
  function placeOrder(requisition: RequisitionRecord, decision: Decision, locale: string): void {
    const approval: OrderApproval = {
      requisitionNo: String(requisition.requisitionNo),
      approvalDate: decision.approvalDate,
      approver: decision.approver,
      ...(decision.approvalComment ? { approvalComment: decision.approvalComment } : {}),
    };
    const { recurringOrder } = requisition;
    if (recurringOrder) {
      const placement = placeOccurrence(recurringOrderOf(recurringOrder, requisition.requisitionNo), recurringOrder.occurrence, locale, approval);
      if ('requisition' in placement) throw new Error('an approved scheduled order became a requisition again');
      if ('causes' in placement) throw orderCreationFailed(placement.causes, locale);
      stores.recurringOrders.placedApproved(recurringOrder.id, recurringOrder.occurrence, placement.orderId, dayOf(now()));
      stores.requisitions.setOrder(requisition.id, placement.orderId);
      return;
    }
    const basket = stores.baskets.find(requisition.id, requisition.tokenHash);
    if (!basket) throw orderCreationFailed([{ code: 'basket.not_found.error', message: `The basket '${requisition.id}' was not found.` }], locale);
    const submission = submit(basket, requisition.tokenHash, locale, approval);
    if ('requisition' in submission) throw new Error('an approved basket became a requisition again');
    if (submission.rolledBack) throw orderCreationFailed(submission.rolledBack, locale);
    stores.requisitions.setOrder(requisition.id, submission.order.id);
  }

  /**
   * Rejects, or gives the caller's approvals and, once every approval it needs is given, approves and
   * places the buyer's order: all of it or nothing. Refuses (409) a decided requisition and approvals
   * the caller gave already.
   */
  const decide = db.transaction(
    (id: string, caller: CustomerPrincipal, statusCode: 'APPROVED' | 'REJECTED', approvalComment: string | null, locale: string) => {
      const requisition = stores.requisitions.byId(id) as RequisitionRecord;
      const decided = () =>
        new IcmError(409, 'requisition.already_decided.error', `The requisition ${requisition.requisitionNo} has already been approved or rejected.`);
      const approver = stores.approvals.user(caller.userId);
      if (!approver) throw notFound('customer.user.not_found.error', 'The approver was not found.');
      const decision: Decision = { approvalDate: now().toISOString(), approverUserId: caller.userId, approver: userInformation(approver), approvalComment };
      if (statusCode === 'REJECTED') {
        if (!stores.requisitions.decide(id, 'REJECTED', decision)) throw decided();
        return;
      }
      const open = partsOf(caller, requisition).filter(part => approvalOf(requisition, part) === undefined);
      if (open.length === 0 || !open.every(part => stores.requisitions.approve(id, part, decision))) throw decided();
      // the last approval approves it; with another one still to come it stays PENDING
      if (stores.requisitions.decide(id, 'APPROVED', decision)) placeOrder(requisition, decision, locale);
    },
  );

  typed.patch(
    '/customers/:customerNo/users/:login/requisitions/:requisitionId',
    { schema: { params: RequisitionParams, querystring: ReadQuery, body: ApprovalStatusChange } },
    async request => {
      const caller = callerOf(request, request.params.customerNo, request.params.login);
      const requisition = requisitionOf(caller, request.params.requisitionId);
      if (requisition.userId === caller.userId) {
        throw new IcmError(403, 'requisition.approval.own.error', 'A user cannot approve or reject their own requisition.');
      }
      if (!mayDecide(caller, requisition)) {
        throw new IcmError(403, 'requisition.approval.permission.missing.error', 'The user may not approve or reject this requisition.');
      }
      const { recurringOrder } = requisition;
      // refused before any approval is given: the order it would place can no longer be placed
      if (recurringOrder && request.body.statusCode === 'APPROVED' && requisition.status === 'PENDING') recurringOrderOf(recurringOrder, requisition.requisitionNo);
      const comment = request.body.approvalComment?.trim() || null;
      // IMMEDIATE: the write lock first, so that an approver in another process waits for this decision and then finds it decided
      decide.immediate(requisition.id, caller, request.body.statusCode, comment, request.icm.locale);
      const decided = stores.requisitions.byId(requisition.id) as RequisitionRecord;
      return envelope(decided, request.query.include, request.icm.locale);
    },
  );
}
