// /account/organization/cost-centers: the company's cost centers (those the user owns or buys for,
// all for an admin) with number, name, owner, budget, spent and remaining, pending and approved
// orders, and state; a search by
// name or number (a GET form, so it works without JavaScript) and pages of 25.
import { Form, Link } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { COST_CENTERS_PATH, costCenterPath, PAGE_PARAM, QUERY_PARAM } from './cost-center-ids';
import { CostCenterBreadcrumbs, countText, personText, useMoneyText, usePeriodText } from './CostCenterParts';
import type { CostCentersPageData } from './cost-centers.server';

export function CostCentersPage({ data }: { data: CostCentersPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const money = useMoneyText();
  const periodText = usePeriodText();
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (data.query) query.set(QUERY_PARAM, data.query);
    if (page > 1) query.set(PAGE_PARAM, String(page));
    const search = query.toString();
    return href(`${COST_CENTERS_PATH}${search ? `?${search}` : ''}`);
  };
  return (
    <div className="cost-centers">
      <CostCenterBreadcrumbs />
      <h1>{data.title}</h1>
      {data.mayCreate && (
        <p>
          <Link to={href(`${COST_CENTERS_PATH}/create`)} className="button-primary">
            {t('account.costcenter.create.link')}
          </Link>
        </p>
      )}
      <Form method="get" role="search" className="inline-form" aria-label={t('account.costcenter.search.label')}>
        <label htmlFor="cost-center-search">{t('account.costcenter.search.label')}</label>
        <input id="cost-center-search" type="search" name={QUERY_PARAM} defaultValue={data.query} maxLength={256} />
        <button type="submit" className="button-secondary">
          {t('account.costcenter.search.button')}
        </button>
      </Form>
      {data.costCenters.length === 0 ? (
        <p>{data.query ? t('account.costcenter.list.no_match', { query: data.query }) : t('account.costcenter.list.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="order-table">
            <caption className="visually-hidden">{t('account.costcenter.list.caption', { count: data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.costcenter.number.label')}</th>
                <th scope="col">{t('account.costcenter.name.label')}</th>
                <th scope="col">{t('account.costcenter.owner.label')}</th>
                <th scope="col">{t('account.costcenter.budget.label')}</th>
                <th scope="col">{t('account.costcenter.spent.label')}</th>
                <th scope="col">{t('account.costcenter.remaining.label')}</th>
                <th scope="col">{t('account.costcenter.pending_orders.label')}</th>
                <th scope="col">{t('account.costcenter.approved_orders.label')}</th>
                <th scope="col">{t('account.costcenter.state.label')}</th>
              </tr>
            </thead>
            <tbody>
              {data.costCenters.map((costCenter) => (
                <tr key={costCenter.id}>
                  <td data-label={t('account.costcenter.number.label')}>
                    <Link to={href(costCenterPath(costCenter.id))}>{costCenter.costCenterId}</Link>
                  </td>
                  <td data-label={t('account.costcenter.name.label')}>{costCenter.name}</td>
                  <td data-label={t('account.costcenter.owner.label')}>
                    {personText(costCenter.owner)}
                  </td>
                  <td data-label={t('account.costcenter.budget.label')}>
                    {money(costCenter.budget)} {costCenter.budget && costCenter.budgetPeriod ? `(${periodText(costCenter.budgetPeriod)})` : ''}
                  </td>
                  <td data-label={t('account.costcenter.spent.label')}>{money(costCenter.spentBudget)}</td>
                  <td data-label={t('account.costcenter.remaining.label')}>{money(costCenter.remainingBudget)}</td>
                  <td data-label={t('account.costcenter.pending_orders.label')}>{countText(costCenter.pendingOrders)}</td>
                  <td data-label={t('account.costcenter.approved_orders.label')}>{countText(costCenter.approvedOrders)}</td>
                  <td data-label={t('account.costcenter.state.label')}>{t(costCenter.active ? 'account.costcenter.active' : 'account.costcenter.inactive')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.pageCount > 1 && (
        <nav aria-label={t('account.costcenter.pages.label')} className="pagination">
          {data.page > 1 && <Link to={pageHref(data.page - 1)}>{t('account.costcenter.pages.previous')}</Link>}
          <span>{t('account.costcenter.pages.current', { page: data.page, pages: data.pageCount })}</span>
          {data.page < data.pageCount && <Link to={pageHref(data.page + 1)}>{t('account.costcenter.pages.next')}</Link>}
        </nav>
      )}
    </div>
  );
}
