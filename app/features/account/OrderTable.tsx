import { Link } from 'react-router';
import { useCalendarDate } from '~/features/basket/BasketPage';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { OrderRow } from './order-history';

/**
 * The user's orders as a table: number (leading to the order), date, status, items, total; with
 * `selectable`, a checkbox per order for the CSV export of the form around the table; with
 * `showBuyer` (the company's orders), who placed each.
 */
export function OrderTable({ orders, selectable = false, showBuyer = false }: { orders: OrderRow[]; selectable?: boolean; showBuyer?: boolean }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const format = usePriceFormat();
  return (
    // On a phone each order is a block of its own, its cells labelled by their column (data-label).
    <div className="table-scroll">
      <table className="order-table">
        <thead>
          <tr>
            {selectable && (
              <th scope="col">
                <span className="visually-hidden">{t('account.orders.select.heading')}</span>
              </th>
            )}
            <th scope="col">{t('account.orders.number.heading')}</th>
            {showBuyer && <th scope="col">{t('account.orders.buyer.heading')}</th>}
            <th scope="col">{t('account.orders.date.heading')}</th>
            <th scope="col">{t('account.orders.status.heading')}</th>
            <th scope="col">{t('account.orders.items.heading')}</th>
            <th scope="col">{t('account.orders.total.heading')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              {selectable && (
                <td data-label={t('account.orders.select.heading')}>
                  <input
                    type="checkbox"
                    name="orderId"
                    value={order.id}
                    id={`select-order-${order.id}`}
                    aria-label={t('account.orders.select.label', {
                      number: order.documentNo,
                    })}
                  />
                </td>
              )}
              <td data-label={t('account.orders.number.heading')}>
                <Link to={href(`/account/orders/${encodeURIComponent(order.id)}`)}>{order.documentNo}</Link>
              </td>
              {showBuyer && <td data-label={t('account.orders.buyer.heading')}>{order.buyerName ?? ''}</td>}
              <td data-label={t('account.orders.date.heading')}>{order.creationDate ? formatDate(order.creationDate) : ''}</td>
              <td data-label={t('account.orders.status.heading')}>{order.status}</td>
              <td data-label={t('account.orders.items.heading')}>{order.itemCount}</td>
              <td data-label={t('account.orders.total.heading')}>{order.total ? format(order.total) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
