import { Link } from 'react-router';
import type { Requisition } from '~/commerce/models/requisition';
import { personName } from '~/commerce/models/requisition-status';
import type { BasketLineView } from '~/features/basket/basket-page.server';
import { requisitionPath, STATUS_LABEL_KEYS } from '~/features/requisitions/requisition-paths';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CheckoutProgress } from './CheckoutProgress';
import { CheckoutSummary, OrderFacts, SummaryLines } from './OrderSummaryParts';

/** The receipt of a basket sent for approval: the requisition's number and status, who approves it, what was ordered. */
export function RequisitionReceipt({ requisition, lines }: { requisition: Requisition; lines: BasketLineView[] }) {
  const t = useT();
  const { href } = useShopLocale();
  const statusKey = STATUS_LABEL_KEYS[requisition.approval.statusCode as keyof typeof STATUS_LABEL_KEYS];
  const named = [
    ...(requisition.approvalNeeded?.customerApprovers ?? []),
    ...(requisition.approvalNeeded?.costCenterApprovals ?? []).flatMap((costCenter) => costCenter.approvers),
  ];
  // the owner of several cost centers over budget approves each, and is named once
  const approvers = named.filter((approver, index) => !approver.email || named.findIndex((other) => other.email === approver.email) === index);
  return (
    <div className="checkout-step checkout-receipt requisition-receipt">
      <CheckoutProgress current="receipt" />
      <h1>{t('checkout.cart_for_approval.title')}</h1>
      <p className="order-number" role="status">
        {t('checkout.receipt.requisition_number.text')}{' '}
        <Link to={href(requisitionPath('buyer', requisition.id))}>{requisition.requisitionNo}</Link>
      </p>
      <dl className="order-facts">
        <dt>{t('account.requisitions.approval_status.heading')}</dt>
        <dd>{statusKey ? t(statusKey) : requisition.approval.statusCode}</dd>
        {approvers.length > 0 && (
          <>
            <dt>{t('checkout.receipt.requisition_approvers.heading')}</dt>
            <dd>
              <ul className="plain-list">
                {approvers.map((approver, index) => (
                  <li key={approver.email ?? index}>{personName(approver)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <p>{t('approval.cart.order_has_been_submitted')}</p>
      <p>
        {t('approval.cart.once_order_approved')} <Link to={href(requisitionPath('buyer', requisition.id))}>{t('account.requisitions.requisitions')}</Link>
      </p>
      <OrderFacts order={requisition} />
      <SummaryLines lines={lines} />
      <CheckoutSummary basket={requisition} />
      <p>
        <Link to={href('/home')}>{t('shopping_cart.continue_shopping.link')}</Link>
      </p>
    </div>
  );
}
