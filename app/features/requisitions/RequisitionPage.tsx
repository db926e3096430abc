import { getTextareaProps } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { costCenterLabel } from '~/commerce/models/basket';
import type { RequisitionApproval, RequisitionCostCenterApproval, RequisitionDecision } from '~/commerce/models/requisition';
import { personName } from '~/commerce/models/requisition-status';
import { useCalendarDate } from '~/features/basket/BasketPage';
import { CheckoutSummary, MessageToMerchantFact, OrderFacts, SummaryLines } from '~/features/checkout/OrderSummaryParts';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { APPROVE_FORM_ID, MAX_COMMENT_LENGTH, REJECT_FORM_ID } from './approval-form-ids';
import type { ApproveInput, RejectInput } from './approval-forms';
import { requisitionListPath, STATUS_LABEL_KEYS } from './requisition-paths';
import type { RequisitionPageData } from './requisitions.server';

const approveValidation = lazyValidation(() => import('./approval-forms').then((module) => module.approveSchema));
const rejectValidation = lazyValidation(() => import('./approval-forms').then((module) => module.rejectSchema));

/** The approval's state: who decided, when, and what they wrote (each approver, when it took more than one). */
function ApprovalFacts({ approval }: { approval: RequisitionApproval }) {
  const t = useT();
  const formatDate = useCalendarDate();
  const statusText = (code: string) => {
    const key = STATUS_LABEL_KEYS[code as keyof typeof STATUS_LABEL_KEYS];
    return key ? t(key) : code;
  };
  const decisions: RequisitionDecision[] =
    approval.decisions.length > 0 || !approval.approver
      ? approval.decisions
      : [{ statusCode: approval.statusCode, approver: approval.approver, approvalDate: approval.approvalDate, approvalComment: approval.approvalComment }];
  return (
    <>
      <dl className="order-facts requisition-approval">
        <dt>{t('account.requisitions.approval_status.heading')}</dt>
        <dd>{approval.statusCode in STATUS_LABEL_KEYS ? statusText(approval.statusCode) : (approval.status ?? approval.statusCode)}</dd>
      </dl>
      {decisions.map((decision, index) => (
        <dl className="order-facts requisition-decision-facts" key={index}>
          <dt>{t('account.requisitions.decision.label')}</dt>
          <dd>{statusText(decision.statusCode)}</dd>
          {decision.approver && (
            <>
              <dt>{t('account.requisitions.approver.heading')}</dt>
              <dd>{personName(decision.approver)}</dd>
            </>
          )}
          {decision.approvalDate && (
            <>
              <dt>{t('account.requisitions.decision_date.heading')}</dt>
              <dd>{formatDate(decision.approvalDate)}</dd>
            </>
          )}
          {decision.approvalComment && (
            <>
              <dt>{t('account.requisitions.comment.heading')}</dt>
              <dd className="approval-comment">{decision.approvalComment}</dd>
            </>
          )}
        </dl>
      ))}
    </>
  );
}

/** Each cost center whose owner approves the requisition: its state, who may approve it or who did, and when. */
function CostCenterApprovalFacts({ approvals }: { approvals: RequisitionCostCenterApproval[] }) {
  const t = useT();
  const formatDate = useCalendarDate();
  if (approvals.length === 0) return null;
  const statusText = (code: string) => {
    const key = STATUS_LABEL_KEYS[code as keyof typeof STATUS_LABEL_KEYS];
    return key ? t(key) : code;
  };
  return (
    <section aria-labelledby="cost-center-approvals-heading" className="requisition-cost-center-approvals">
      <h3 id="cost-center-approvals-heading">{t('account.requisitions.cost_center_approvals.heading')}</h3>
      {approvals.map((approval, index) => (
        <dl className="order-facts" key={approval.costCenterId ?? index}>
          <dt>{t('checkout.cost_center.heading')}</dt>
          <dd>{costCenterLabel(approval)}</dd>
          <dt>{t('account.requisitions.approval_status.heading')}</dt>
          <dd>{statusText(approval.statusCode)}</dd>
          {approval.approver ? (
            <>
              <dt>{t('account.requisitions.approver.heading')}</dt>
              <dd>{personName(approval.approver)}</dd>
            </>
          ) : (
            approval.approvers.length > 0 && (
              <>
                <dt>{t('account.requisitions.cost_center_approvers.heading')}</dt>
                <dd>{approval.approvers.map((approver) => personName(approver)).filter(Boolean).join(', ')}</dd>
              </>
            )
          )}
          {approval.approvalDate && (
            <>
              <dt>{t('account.requisitions.decision_date.heading')}</dt>
              <dd>{formatDate(approval.approvalDate)}</dd>
            </>
          )}
        </dl>
      ))}
    </section>
  );
}

/** One decision form: a comment (required to reject) and its button; a refusal keeps the comment. */
function DecisionForm({ intent, formId, labelKey, buttonKey, required }: { intent: 'approve' | 'reject'; formId: string; labelKey: string; buttonKey: string; required: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const { fields, messages, formProps } = useShopForm<ApproveInput | RejectInput>(intent === 'approve' ? approveValidation : rejectValidation, formId, useActionData(), {
    validateOn: 'submit',
  });
  const { key, ...textProps } = getTextareaProps(fields.comment);
  const errorId = `${fields.comment.id}-error`;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" {...formProps} className={`requisition-decision requisition-${intent}`}>
      <IntentField intent={intent} />
      <EnhancedMarker />
      <Messages messages={messages} />
      <label htmlFor={fields.comment.id}>{t(labelKey)}</label>
      <textarea
        key={key}
        {...textProps}
        required={required}
        maxLength={MAX_COMMENT_LENGTH}
        rows={3}
        aria-invalid={fields.comment.errors ? true : undefined}
        aria-describedby={fields.comment.errors ? errorId : undefined}
      />
      <FieldErrors id={errorId} errors={fields.comment.errors} />
      <button type="submit" className={intent === 'approve' ? 'button-primary' : 'button-secondary'} {...pendingProps(busy)}>
        {t(buttonKey)}
      </button>
    </Form>
  );
}

/** /account/requisitions/{buyer|approver}/{id}: everything the basket had, the approval, and the approver's decision. */
export function RequisitionPage({ data }: { data: RequisitionPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const { requisition } = data;
  const actionData = useActionData();
  // A refused decision (decided meanwhile) keeps its form, with the typed comment and why it was refused.
  const showDecisions = data.decidable || !!replyFor(APPROVE_FORM_ID, actionData) || !!replyFor(REJECT_FORM_ID, actionData);
  const listLabel = t(data.view === 'approver' ? 'account.requisitions.approvals' : 'account.requisitions.requisitions');
  const listPath = requisitionListPath(data.view, data.status);
  return (
    <div className="account-requisition">
      <Breadcrumbs
        trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: listLabel, to: listPath }, { label: data.title }]}
      />
      <h1>{data.title}</h1>
      <dl className="order-facts">
        <dt>{t('account.requisitions.number.heading')}</dt>
        <dd>{requisition.requisitionNo}</dd>
        {requisition.creationDate && (
          <>
            <dt>{t('account.requisitions.date.heading')}</dt>
            <dd>{formatDate(requisition.creationDate)}</dd>
          </>
        )}
        {requisition.buyer && (
          <>
            <dt>{t('account.requisitions.buyer.heading')}</dt>
            <dd>
              {personName(requisition.buyer)}
              {requisition.buyer.email && personName(requisition.buyer) !== requisition.buyer.email && <> ({requisition.buyer.email})</>}
            </dd>
          </>
        )}
        {requisition.costCenter && (
          <>
            <dt>{t('checkout.cost_center.heading')}</dt>
            <dd>{requisition.costCenter}</dd>
          </>
        )}
        {requisition.recurringOrder && (
          <>
            <dt>{t('account.requisitions.recurring_order.heading')}</dt>
            <dd>
              {data.view === 'buyer' ? (
                <Link to={href(`/account/recurring-orders/${encodeURIComponent(requisition.recurringOrder.id)}`)}>
                  {t('account.requisitions.recurring_order.text', { number: requisition.recurringOrder.documentNo ?? requisition.recurringOrder.id })}
                </Link>
              ) : (
                t('account.requisitions.recurring_order.text', { number: requisition.recurringOrder.documentNo ?? requisition.recurringOrder.id })
              )}
            </dd>
          </>
        )}
        {requisition.orderNo && (
          <>
            <dt>{t('account.requisitions.order.heading')}</dt>
            <dd>
              {requisition.orderId && data.view === 'buyer' ? (
                <Link to={href(`/account/orders/${encodeURIComponent(requisition.orderId)}`)}>{requisition.orderNo}</Link>
              ) : (
                requisition.orderNo
              )}
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="approval-heading">
        <h2 id="approval-heading">{t('account.requisitions.approval.heading')}</h2>
        <ApprovalFacts approval={requisition.approval} />
        <CostCenterApprovalFacts approvals={requisition.costCenterApprovals} />
        {requisition.systemRejectErrors.length > 0 && (
          <ul className="system-reject-errors">
            {requisition.systemRejectErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </section>
      {showDecisions && (
        <section aria-labelledby="decision-heading" className="requisition-decisions">
          <h2 id="decision-heading">{t('account.requisitions.decision.heading')}</h2>
          <DecisionForm intent="approve" formId={APPROVE_FORM_ID} labelKey="approval.approveform.add_a_comment.label" buttonKey="approval.detailspage.approve.button" required={false} />
          <DecisionForm intent="reject" formId={REJECT_FORM_ID} labelKey="approval.rejectform.add_a_comment.label" buttonKey="approval.detailspage.reject.button" required />
        </section>
      )}
      <OrderFacts order={requisition} />
      <MessageToMerchantFact message={requisition.messageToMerchant} />
      <SummaryLines lines={data.lines} />
      <CheckoutSummary basket={requisition} />
      <p>
        <Link to={href(listPath)}>{t('account.requisitions.back.link', { list: listLabel })}</Link>
      </p>
    </div>
  );
}
