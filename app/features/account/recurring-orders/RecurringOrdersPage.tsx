import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { useCalendarDate } from '~/features/basket/BasketPage';
import { frequencyText } from '~/features/basket/recurrence';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { Messages } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { RECURRING_ORDERS_FORM_ID, recurringOrderPath, recurringOrdersPath } from './recurring-order-params';
import type { RecurringOrdersPageData } from './recurring-orders.server';
import { ActiveToggleForm, DeleteConfirmation, DeleteLink, stateKey } from './RecurringOrderActions';

/** The company administrator's choice: their own recurring orders or the company's (spec §2 query context, §6). */
function ContextTabs({ data }: { data: RecurringOrdersPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const tabs = [
    { context: 'MY', key: 'account.recurring_orders.context.my' },
    { context: 'ADMIN', key: 'account.recurring_orders.context.all' },
  ] as const;
  return (
    <nav aria-label={t('account.recurring_orders.context.label')} className="context-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.context}>
            <Link to={href(recurringOrdersPath(tab.context))} aria-current={data.context === tab.context ? 'page' : undefined}>
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /account/recurring-orders: the recurring orders with their schedule, dates, state and total, each to activate, deactivate or delete. */
export function RecurringOrdersPage({ data, actionData }: { data: RecurringOrdersPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const format = usePriceFormat();
  const listPath = recurringOrdersPath(data.context);
  const showBuyer = data.context === 'ADMIN';
  return (
    <div className="account-recurring-orders">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <p>{t('account.recurring_orders.intro.text')}</p>
      {data.administrator && <ContextTabs data={data} />}
      <Messages messages={replyFor(RECURRING_ORDERS_FORM_ID, actionData)?.messages ?? []} />
      {data.confirmDelete && <DeleteConfirmation order={data.confirmDelete} action={listPath} cancelHref={listPath} />}
      {data.orders.length === 0 ? (
        <p>{t('account.recurring_orders.none.text')}</p>
      ) : (
        <div className="table-scroll">
          <table className="order-table recurring-order-table">
            <thead>
              <tr>
                <th scope="col">{t('account.recurring_orders.number.heading')}</th>
                <th scope="col">{t('account.recurring_orders.frequency.heading')}</th>
                <th scope="col">{t('account.recurring_orders.last_order.heading')}</th>
                <th scope="col">{t('account.recurring_orders.next_order.heading')}</th>
                {showBuyer && <th scope="col">{t('account.recurring_orders.buyer.heading')}</th>}
                <th scope="col">{t('account.recurring_orders.status.heading')}</th>
                <th scope="col">{t('account.recurring_orders.total.heading')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('account.recurring_orders.actions.heading')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td data-label={t('account.recurring_orders.number.heading')}>
                    <Link to={href(recurringOrderPath(order.id, data.context))}>{order.number}</Link>
                  </td>
                  <td data-label={t('account.recurring_orders.frequency.heading')}>{frequencyText(order.interval, t)}</td>
                  <td data-label={t('account.recurring_orders.last_order.heading')}>{order.lastOrderDate ? formatDate(order.lastOrderDate) : '–'}</td>
                  <td data-label={t('account.recurring_orders.next_order.heading')}>{order.nextOrderDate && !order.expired ? formatDate(order.nextOrderDate) : '–'}</td>
                  {showBuyer && (
                    <td data-label={t('account.recurring_orders.buyer.heading')}>
                      {[order.user?.firstName, order.user?.lastName].filter(Boolean).join(' ') || '–'}
                    </td>
                  )}
                  <td data-label={t('account.recurring_orders.status.heading')}>{t(stateKey(order))}</td>
                  <td data-label={t('account.recurring_orders.total.heading')}>{order.total ? format(order.total) : ''}</td>
                  <td className="row-actions">
                    <ActiveToggleForm order={order} action={listPath} />
                    <DeleteLink order={order} confirmHref={recurringOrdersPath(data.context, order.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
