import { Link } from 'react-router';
import { useCalendarDate, useRecurrenceText } from '~/features/basket/BasketPage';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CheckoutProgress } from './CheckoutProgress';
import { AddressBlock, CheckoutSummary, PaymentLine, ShippingMethodLine, SummaryLines } from './OrderSummaryParts';
import type { loadReceipt } from './receipt.server';

export function ReceiptPage({ data }: { data: Awaited<ReturnType<typeof loadReceipt>> }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const recurrenceText = useRecurrenceText();
  const { order, recurringOrder } = data;
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
          <div className="review-facts">
            <section aria-labelledby="invoice-heading">
              <h2 id="invoice-heading">{t('checkout.address.invoice.heading')}</h2>
              <AddressBlock address={order.invoiceToAddress} />
            </section>
            <section aria-labelledby="ship-to-heading">
              <h2 id="ship-to-heading">{t('checkout.address.shipping.heading')}</h2>
              <AddressBlock address={order.commonShipToAddress} />
            </section>
            <section aria-labelledby="shipping-heading">
              <h2 id="shipping-heading">{t('checkout.shipping.heading')}</h2>
              <ShippingMethodLine method={order.shippingMethod} />
            </section>
            <section aria-labelledby="payment-heading">
              <h2 id="payment-heading">{t('checkout.payment.heading')}</h2>
              <PaymentLine payment={order.payment} />
            </section>
          </div>
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
