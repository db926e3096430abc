import { Form, Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { ORDER_STATUS_FILTERS, type OrderHistory, type OrderView } from './order-history';
import { OrderTable } from './OrderTable';

/** The history's query: the view (the company's orders), the buyer, the status and the page. */
function historyQuery(data: OrderHistory, change: { view?: OrderView; page?: number }): string {
  const view = change.view ?? data.view;
  const query = new URLSearchParams();
  if (view === 'allBuyers') {
    query.set('view', view);
    if (data.buyer && change.view === undefined) query.set('buyer', data.buyer);
  }
  if (data.status) query.set('status', data.status);
  if (change.page && change.page > 1) query.set('page', String(change.page));
  const search = query.toString();
  return `/account/orders${search ? `?${search}` : ''}`;
}

/** The order manager's choice: their own orders or all of the company's (links: no JavaScript needed). */
function ViewTabs({ data }: { data: OrderHistory }) {
  const t = useT();
  const { href } = useShopLocale();
  const tabs = [
    { view: 'buyer', key: 'account.orders.view.buyer' },
    { view: 'allBuyers', key: 'account.orders.view.all_buyers' },
  ] as const;
  return (
    <nav aria-label={t('account.orders.view.label')} className="context-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.view}>
            <Link to={href(historyQuery(data, { view: tab.view }))} aria-current={data.view === tab.view ? 'page' : undefined}>
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /account/orders: for an order manager the switch to the company's orders (with their buyers and a
 * filter by buyer), the status filter, the orders with a CSV export of the selected ones, and the pages.
 */
export function OrderHistoryPage({ data }: { data: OrderHistory }) {
  const t = useT();
  const { href } = useShopLocale();
  const company = data.view === 'allBuyers';
  const noneKey =
    data.page > 1
      ? 'account.orders.none_on_page.text'
      : company
        ? 'account.orders.none_company.text'
        : data.status
          ? 'account.orders.none_with_status.text'
          : 'account.orders.none.text';
  return (
    <div className="account-orders">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      {data.manager && <ViewTabs data={data} />}
      <Form method="get" className="order-filter">
        {company && (
          <>
            <input type="hidden" name="view" value="allBuyers" />
            <label htmlFor="order-buyer">{t('account.orders.filter.buyer.label')}</label>
            <select id="order-buyer" name="buyer" defaultValue={data.buyer ?? ''}>
              <option value="">{t('account.orders.filter.all_buyers')}</option>
              {data.buyers.map((buyer) => (
                <option key={buyer.login} value={buyer.login}>
                  {buyer.name}
                </option>
              ))}
            </select>
          </>
        )}
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
        <p>{t(noneKey)}</p>
      ) : (
        // A plain GET to the CSV route: the browser downloads the file, with or without JavaScript.
        <Form method="get" action={href('/account/orders/csv')} reloadDocument>
          <OrderTable orders={data.orders} selectable showBuyer={company} />
          <button type="submit" className="button-secondary">
            {t('account.orders.csv.selected.button')}
          </button>
        </Form>
      )}
      {(data.page > 1 || data.hasNextPage) && (
        <nav aria-label={t('account.orders.pages.label')} className="pagination">
          {data.page > 1 && <Link to={href(historyQuery(data, { page: data.page - 1 }))}>{t('account.orders.pages.previous')}</Link>}
          <span>{t('account.orders.pages.current', { page: data.page })}</span>
          {data.hasNextPage && <Link to={href(historyQuery(data, { page: data.page + 1 }))}>{t('account.orders.pages.next')}</Link>}
        </nav>
      )}
    </div>
  );
}
