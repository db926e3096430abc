import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { useCalendarDate } from '~/features/basket/BasketPage';
import { CheckoutSummary, OrderFacts, SummaryLines } from '~/features/checkout/OrderSummaryParts';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { loadAccountOrder } from './account-orders.server';

/** /account/orders/{id}: everything on the order, as the receipt showed it, and its CSV. */
export function AccountOrderPage({ data }: { data: Awaited<ReturnType<typeof loadAccountOrder>> & { title: string } }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const { order } = data;
  return (
    <div className="account-order">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('account.orders.heading'), to: '/account/orders' },
          { label: data.title },
        ]}
      />
      <h1>{data.title}</h1>
      <dl className="order-facts">
        {order.creationDate && (
          <>
            <dt>{t('account.orders.date.heading')}</dt>
            <dd>{formatDate(order.creationDate)}</dd>
          </>
        )}
        {order.status && (
          <>
            <dt>{t('account.orders.status.heading')}</dt>
            <dd>{order.status}</dd>
          </>
        )}
        {(order.buyer?.firstName || order.buyer?.lastName) && (
          <>
            <dt>{t('account.order.buyer.heading')}</dt>
            <dd>{[order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' ')}</dd>
          </>
        )}
        {order.email && (
          <>
            <dt>{t('account.order.email.heading')}</dt>
            <dd>{order.email}</dd>
          </>
        )}
        {order.messageToMerchant && (
          <>
            <dt>{t('account.order.message.heading')}</dt>
            <dd>{order.messageToMerchant}</dd>
          </>
        )}
      </dl>
      <OrderFacts order={order} />
      <SummaryLines lines={data.lines} />
      <CheckoutSummary basket={order} />
      <p>
        <a href={href(`/account/orders/csv?orderId=${encodeURIComponent(order.id)}`)} download>
          {t('account.order.csv.link')}
        </a>
      </p>
      <p>
        <Link to={href('/account/orders')}>{t('account.order.back.link')}</Link>
      </p>
    </div>
  );
}
