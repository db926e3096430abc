import { Fragment } from 'react';
import type { BasketApproval, BasketApprover } from '~/commerce/models';
import { costCenterLabel } from '~/commerce/models/basket';
import { personName } from '~/commerce/models/requisition-status';
import { useT } from '~/i18n/use-t';

/**
 * The reasons for an approval (approval-reasons.ts), as the shopper reads them. Without a known one,
 * the PWA's list of the conditions that can require approval.
 */
const REASON_KEYS: Record<string, string> = {
  ORDER_SPENT_LIMIT: 'approval.details.conditions.order_spend_limit',
  USER_BUDGET: 'approval.details.conditions.budget_limit',
  COST_CENTER_BUDGET: 'approval.details.conditions.cost_center',
  COST_CENTER_BUYER_BUDGET: 'approval.details.conditions.cost_center_buyer',
  RECURRING_ORDER: 'approval.details.conditions.recurring_order',
};

const ALL_CONDITIONS = ['ORDER_SPENT_LIMIT', 'USER_BUDGET', 'COST_CENTER_BUDGET', 'RECURRING_ORDER'];

function ApproverList({ approvers }: { approvers: BasketApprover[] }) {
  return (
    <ul>
      {approvers.map((approver, index) => (
        <li key={approver.email ?? index}>
          {personName(approver)}
          {approver.email && (
            <>
              {' '}
              <a href={`mailto:${approver.email}`}>{approver.email}</a>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "This order will be sent for approval because …", with who approves it: the company's approvers and each cost center's. */
export function ApprovalNotice({ approval, reasons }: { approval: BasketApproval; reasons: string[] }) {
  const t = useT();
  const known = reasons.filter((reason) => Object.hasOwn(REASON_KEYS, reason));
  return (
    <section className="approval-notice" aria-labelledby="approval-notice-heading">
      <h2 id="approval-notice-heading">{t('approval.cart.approval_required')}</h2>
      {known.length > 0 ? (
        <>
          <p>{t('approval.details.because')}</p>
          <ul>
            {known.map((reason) => (
              <li key={reason}>{t(REASON_KEYS[reason])}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>{t('approval.details.conditions')}</p>
          <ul>
            {ALL_CONDITIONS.map((reason) => (
              <li key={reason}>{t(REASON_KEYS[reason])}</li>
            ))}
          </ul>
        </>
      )}
      <p>{t('approval.details.place_order')}</p>
      {approval.customerApprovers.length > 0 && (
        <>
          <p>{t('approval.details.customer_approvers.people_allowed')}</p>
          <ApproverList approvers={approval.customerApprovers} />
        </>
      )}
      {approval.costCenterApprovals
        .filter((costCenter) => costCenter.approvers.length > 0)
        .map((costCenter, index) => (
          <Fragment key={costCenter.costCenterId ?? index}>
            <p>{t('approval.details.cost_center_approvers.people_allowed', { costCenter: costCenterLabel(costCenter) })}</p>
            <ApproverList approvers={costCenter.approvers} />
          </Fragment>
        ))}
    </section>
  );
}
