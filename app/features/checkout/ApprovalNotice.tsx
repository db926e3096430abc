import type { BasketApproval, BasketApprover } from '~/commerce/models';
import { useT } from '~/i18n/use-t';

/**
 * The reasons ICM gives for an approval, as the shopper reads them. The bundled API sends these codes;
 * an ICM that gives none (or others) gets the PWA's list of the conditions that can require approval.
 */
const REASON_KEYS: Record<string, string> = {
  order_spend_limit: 'approval.details.conditions.order_spend_limit',
  user_budget: 'approval.details.conditions.budget_limit',
  cost_center_budget: 'approval.details.conditions.cost_center',
  recurring_order: 'approval.details.conditions.recurring_order',
};

const ALL_CONDITIONS = ['order_spend_limit', 'user_budget', 'cost_center_budget', 'recurring_order'];

function ApproverList({ approvers }: { approvers: BasketApprover[] }) {
  return (
    <ul>
      {approvers.map((approver, index) => (
        <li key={approver.email ?? index}>
          {[approver.firstName, approver.lastName].filter(Boolean).join(' ')}
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

/** "This order will be sent for approval because …", with who approves it. */
export function ApprovalNotice({ approval }: { approval: BasketApproval }) {
  const t = useT();
  const known = approval.reasons.filter((reason) => Object.hasOwn(REASON_KEYS, reason));
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
      {approval.costCenterApprovers.length > 0 && (
        <>
          <p>{t('approval.details.cost_center_approvers.people_allowed', { costCenter: approval.costCenterName ?? '' })}</p>
          <ApproverList approvers={approval.costCenterApprovers} />
        </>
      )}
    </section>
  );
}
