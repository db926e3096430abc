import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { useCalendarDate, useRecurrenceText } from '~/features/basket/BasketPage';
import { CheckoutSummary, OrderFacts, SummaryLines } from '~/features/checkout/OrderSummaryParts';
import { Messages } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { RECURRING_ORDERS_FORM_ID, recurringOrderPath, recurringOrdersPath } from './recurring-order-params';
import type { RecurringOrderPageData } from './recurring-orders.server';
import { ActiveToggleForm, DeleteConfirmation, DeleteLink, stateKey } from './RecurringOrderActions';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** /account/recurring-orders/{id}: the schedule and state, what it orders and where to, and the orders it placed. */
export function RecurringOrderPage({ data, actionData }: { data: RecurringOrderPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const schedule = useRecurrenceText();
  const { order, context } = data;
  const listPath = recurringOrdersPath(context);
  const path = recurringOrderPath(order.id, context);
  const buyer = [order.user?.firstName, order.user?.lastName].filter(Boolean).join(' ');
  return (
    <div className="account-recurring-order">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('account.recurring_orders.heading'), to: listPath },
          { label: data.title },
        ]}
      />
      <h1>{data.title}</h1>
      <Messages messages={replyFor(RECURRING_ORDERS_FORM_ID, actionData)?.messages ?? []} />
      {data.confirmDelete && <DeleteConfirmation order={order} action={path} cancelHref={path} />}
      {order.error && <p className="messages messages-error">{t('account.recurring_order.error.text')}</p>}
      <dl className="order-facts">
        <Fact label={t('account.recurring_orders.status.heading')}>{t(stateKey(order))}</Fact>
        <Fact label={t('account.recurring_order.schedule.heading')}>{order.startDate ? schedule(order) : order.interval}</Fact>
        {order.creationDate && <Fact label={t('account.recurring_order.created.heading')}>{formatDate(order.creationDate)}</Fact>}
        {order.nextOrderDate && !order.expired && <Fact label={t('account.recurring_orders.next_order.heading')}>{formatDate(order.nextOrderDate)}</Fact>}
        {order.lastOrderDate && <Fact label={t('account.recurring_orders.last_order.heading')}>{formatDate(order.lastOrderDate)}</Fact>}
        <Fact label={t('account.recurring_order.order_count.heading')}>{order.orderCount}</Fact>
        {data.administrator && buyer && (
          <Fact label={t('account.recurring_orders.buyer.heading')}>{order.user?.companyName ? `${buyer}, ${order.user.companyName}` : buyer}</Fact>
        )}
        {order.costCenterId && (
          <Fact label={t('account.recurring_order.cost_center.heading')}>{[order.costCenterId, order.costCenterName].filter(Boolean).join(' ')}</Fact>
        )}
        {order.email && <Fact label={t('account.order.email.heading')}>{order.email}</Fact>}
      </dl>
      <div className="row-actions">
        <ActiveToggleForm order={order} action={path} />
        <DeleteLink order={order} confirmHref={recurringOrderPath(order.id, context, true)} />
      </div>
      {order.approvalStatuses.length > 0 && (
        <section aria-labelledby="approval-heading">
          <h2 id="approval-heading">{t('account.recurring_order.approval.heading')}</h2>
          <ul>
            {order.approvalStatuses.map((status, index) => (
              <li key={index}>{[status.statusCode, status.approver, status.approvalDate && formatDate(status.approvalDate)].filter(Boolean).join(' – ')}</li>
            ))}
          </ul>
        </section>
      )}
      <OrderFacts order={order} />
      <SummaryLines lines={data.lines} />
      <CheckoutSummary basket={{ totals: order.totals ?? { isEstimated: false }, discounts: [] }} />
      <section aria-labelledby="placed-orders-heading">
        <h2 id="placed-orders-heading">{t('account.recurring_order.placed_orders.heading')}</h2>
        {order.pendingRequisitions.length > 0 && (
          <ul className="pending-requisitions">
            {order.pendingRequisitions.map((pending) => (
              <li key={pending.id}>
                {t('account.recurring_order.pending_requisition.text', { number: pending.requisitionNo ?? pending.id })}
                {pending.scheduledDate && <> – {formatDate(pending.scheduledDate)}</>}
              </li>
            ))}
          </ul>
        )}
        {order.lastPlacedOrders.length === 0 ? (
          <p>{t('account.recurring_order.placed_orders.none.text')}</p>
        ) : (
          <ul className="placed-orders">
            {order.lastPlacedOrders.map((placed) => (
              <li key={placed.id}>
                <Link to={href(`/account/orders/${encodeURIComponent(placed.id)}`)}>{t('account.order.heading', { number: placed.documentNo ?? placed.id })}</Link>
                {placed.creationDate && <> – {formatDate(placed.creationDate)}</>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to={href(listPath)}>{t('account.recurring_order.back.link')}</Link>
      </p>
    </div>
  );
}
