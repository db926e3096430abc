import { Link } from 'react-router';
import { useCalendarDate, useRecurrenceText } from '~/features/basket/BasketPage';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CheckoutProgress } from './CheckoutProgress';
import { CheckoutSummary, MessageToMerchantFact, OrderFacts, SummaryLines } from './OrderSummaryParts';
import { RequisitionReceipt } from './RequisitionReceipt';
import type { loadReceipt, UnpaidOrder } from './receipt.server';

export function ReceiptPage({ data }: { data: Awaited<ReturnType<typeof loadReceipt>> }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const recurrenceText = useRecurrenceText();
  const { order, recurringOrder, unpaid, requisition } = data;
  if (unpaid) return <UnpaidOrderPage unpaid={unpaid} />;
  if (requisition) return <RequisitionReceipt requisition={requisition} lines={data.lines} />;
  return (
    <div className="checkout-step checkout-receipt">
      <CheckoutProgress current="receipt" />
      <h1>{t('checkout.receipt.heading')}</h1>
      {order ? (
        <>
          <p className="order-number" role="status">
            {t('checkout.receipt.order_number.text', { number: order.documentNo })}
          </p>
          {order.email && <p>{t('checkout.receipt.email.text', { email: order.email })}</p>}
          <OrderFacts order={order} />
          <MessageToMerchantFact message={order.messageToMerchant} />
          <SummaryLines lines={data.lines} />
          <CheckoutSummary basket={order} />
        </>
      ) : recurringOrder?.interval && recurringOrder.startDate ? (
        <>
          <p className="order-number" role="status">
            {recurringOrder.nextOrderDate
              ? t('checkout.receipt.recurring.created_next.text', {
                  number: recurringOrder.number,
                  schedule: recurrenceText(recurringOrder),
                  next: formatDate(recurringOrder.nextOrderDate),
                })
              : t('checkout.receipt.recurring.created.text', { number: recurringOrder.number, schedule: recurrenceText(recurringOrder) })}
          </p>
          {recurringOrder.totals?.total && (
            <CheckoutSummary basket={{ totals: recurringOrder.totals, discounts: [] }} />
          )}
        </>
      ) : (
        <p className="order-number" role="status">
          {t('checkout.receipt.recurring.text', { id: recurringOrder?.number ?? data.recurringOrderId })}
        </p>
      )}
      <p>
        <Link to={href('/home')}>{t('shopping_cart.continue_shopping.link')}</Link>
      </p>
    </div>
  );
}

/** An order whose payment the provider has not approved: no thanks, but the way back to paying. */
function UnpaidOrderPage({ unpaid }: { unpaid: UnpaidOrder }) {
  const t = useT();
  return (
    <div className="checkout-step checkout-receipt">
      <CheckoutProgress current="payment" />
      <h1>{t(`checkout.receipt.payment_${unpaid.payment}.heading`)}</h1>
      <p role="alert">
        {unpaid.payment === 'pending'
          ? t('checkout.receipt.payment_pending.text', { number: unpaid.documentNo })
          : t('checkout.receipt.payment_failed.text')}
      </p>
      <ul className="receipt-next-steps">
        {unpaid.providerUrl && (
          <li>
            {/* The provider's page is not one of the shop's routes, even on its origin. */}
            <a href={unpaid.providerUrl}>{t('checkout.receipt.payment_pending.provider.link')}</a>
          </li>
        )}
        <li>
          <Link to={unpaid.paymentPath}>
            {t(`checkout.receipt.payment_${unpaid.payment}.payment.link`)}
          </Link>
        </li>
      </ul>
    </div>
  );
}
