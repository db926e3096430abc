import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { REQUISITION_STATUSES } from '~/commerce/models/requisition-status';
import { useCalendarDate } from '~/features/basket/BasketPage';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { requisitionListPath, requisitionPath, STATUS_LABEL_KEYS } from './requisition-paths';
import type { RequisitionListData } from './requisitions.server';

/** The status filter as links (they work without JavaScript): PENDING, APPROVED, REJECTED. */
function StatusTabs({ data }: { data: RequisitionListData }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <nav aria-label={t('account.requisitions.status.label')} className="context-tabs">
      <ul>
        {REQUISITION_STATUSES.map((status) => (
          <li key={status}>
            <Link to={href(requisitionListPath(data.view, status))} aria-current={data.status === status ? 'page' : undefined}>
              {t(STATUS_LABEL_KEYS[status])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /account/requisitions/buyer and /approver: the requisitions of one status, newest first, in pages. */
export function RequisitionListPage({ data }: { data: RequisitionListData }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const format = usePriceFormat();
  const decided = data.status !== 'PENDING';
  const approverView = data.view === 'approver';
  return (
    <div className="account-requisitions">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <StatusTabs data={data} />
      {data.rows.length === 0 ? (
        <p>{t(data.page > 1 ? 'account.requisitions.none_on_page.text' : 'account.requisitions.none.text')}</p>
      ) : (
        <div className="table-scroll">
          <table className="order-table requisition-table">
            <caption className="visually-hidden">{t(STATUS_LABEL_KEYS[data.status])}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.requisitions.number.heading')}</th>
                <th scope="col">{t('account.requisitions.date.heading')}</th>
                {approverView && <th scope="col">{t('account.requisitions.buyer.heading')}</th>}
                {decided && <th scope="col">{t('account.requisitions.approver.heading')}</th>}
                {decided && <th scope="col">{t('account.requisitions.decision_date.heading')}</th>}
                <th scope="col">{t('account.requisitions.items.heading')}</th>
                <th scope="col">{t('account.requisitions.total.heading')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('account.requisitions.number.heading')}>
                    <Link to={href(requisitionPath(data.view, row.id, data.status))}>{row.requisitionNo}</Link>
                  </td>
                  <td data-label={t('account.requisitions.date.heading')}>{row.creationDate ? formatDate(row.creationDate) : '–'}</td>
                  {approverView && <td data-label={t('account.requisitions.buyer.heading')}>{row.buyer ?? '–'}</td>}
                  {decided && <td data-label={t('account.requisitions.approver.heading')}>{row.approver ?? '–'}</td>}
                  {decided && <td data-label={t('account.requisitions.decision_date.heading')}>{row.approvalDate ? formatDate(row.approvalDate) : '–'}</td>}
                  <td data-label={t('account.requisitions.items.heading')}>{row.itemCount}</td>
                  <td data-label={t('account.requisitions.total.heading')}>{row.total ? format(row.total) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(data.page > 1 || data.hasNextPage) && (
        <nav aria-label={t('account.requisitions.pages.label')} className="pagination">
          {data.page > 1 && <Link to={href(requisitionListPath(data.view, data.status, data.page - 1))}>{t('account.orders.pages.previous')}</Link>}
          <span>{t('account.orders.pages.current', { page: data.page })}</span>
          {data.hasNextPage && <Link to={href(requisitionListPath(data.view, data.status, data.page + 1))}>{t('account.orders.pages.next')}</Link>}
        </nav>
      )}
    </div>
  );
}
