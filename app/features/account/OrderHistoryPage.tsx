import { Form, Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { ORDER_STATUS_FILTERS, type OrderHistory } from './order-history';
import { OrderTable } from './OrderTable';

/** /account/orders: the status filter, the orders with a CSV export of the selected ones, and the pages. */
export function OrderHistoryPage({ data }: { data: OrderHistory }) {
  const t = useT();
  const { href } = useShopLocale();
  const pageLink = (page: number) => {
    const query = new URLSearchParams();
    if (data.status) query.set('status', data.status);
    if (page > 1) query.set('page', String(page));
    const search = query.toString();
    return href(`/account/orders${search ? `?${search}` : ''}`);
  };
  return (
    <div className="account-orders">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <Form method="get" className="order-filter">
        <label htmlFor="order-status">{t('account.orders.filter.label')}</label>
        <select id="order-status" name="status" defaultValue={data.status ?? ''}>
          <option value="">{t('account.orders.filter.all')}</option>
          {ORDER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`account.orders.filter.${status.toLowerCase()}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button-secondary">
          {t('account.orders.filter.button')}
        </button>
      </Form>
      {data.orders.length === 0 ? (
        <p>{t(data.page > 1 ? 'account.orders.none_on_page.text' : data.status ? 'account.orders.none_with_status.text' : 'account.orders.none.text')}</p>
      ) : (
        // A plain GET to the CSV route: the browser downloads the file, with or without JavaScript.
        <Form method="get" action={href('/account/orders/csv')} reloadDocument>
          <OrderTable orders={data.orders} selectable />
          <button type="submit" className="button-secondary">
            {t('account.orders.csv.selected.button')}
          </button>
        </Form>
      )}
      {(data.page > 1 || data.hasNextPage) && (
        <nav aria-label={t('account.orders.pages.label')} className="pagination">
          {data.page > 1 && <Link to={pageLink(data.page - 1)}>{t('account.orders.pages.previous')}</Link>}
          <span>{t('account.orders.pages.current', { page: data.page })}</span>
          {data.hasNextPage && <Link to={pageLink(data.page + 1)}>{t('account.orders.pages.next')}</Link>}
        </nav>
      )}
    </div>
  );
}
