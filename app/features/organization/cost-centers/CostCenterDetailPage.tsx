// /account/organization/cost-centers/{id}: the cost center's budget and period, spent and remaining,
// pending and approved orders, owner and state; its buyers with their budgets, spending and orders;
// the orders booked on it. Who may
// change it activates, deactivates, edits it and its buyers; an admin deletes it after a
// confirmation that is a page of its own (?confirmDelete, saying how many orders are pending and
// approved on it), so it works without JavaScript.
import { Form, Link, useNavigation } from 'react-router';
import { useCalendarDate } from '~/features/basket/BasketPage';
import { EnhancedMarker, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CONFIRM_DELETE_PARAM, COST_CENTER_STATE_FORM_ID, costCenterPath } from './cost-center-ids';
import { CostCenterBreadcrumbs, countText, personText, useMoneyText, usePeriodText } from './CostCenterParts';
import type { CostCenterDetailData } from './cost-centers.server';

export function CostCenterDetailPage({ data, actionData }: { data: CostCenterDetailData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const navigation = useNavigation();
  const money = useMoneyText();
  const periodText = usePeriodText();
  const formatDate = useCalendarDate();
  const { costCenter } = data;
  const path = costCenterPath(costCenter.id);
  const stateIntent = costCenter.active ? 'deactivate' : 'activate';
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <div className="cost-center-detail">
      <CostCenterBreadcrumbs last={costCenter.name} />
      <h1>{t('account.costcenter.detail.heading', { name: costCenter.name })}</h1>
      <Messages messages={replyFor(COST_CENTER_STATE_FORM_ID, actionData)?.messages ?? []} />
      {data.confirmDelete && (
        <section className="delete-confirmation" aria-labelledby="delete-confirmation-heading">
          <h2 id="delete-confirmation-heading">{t('account.costcenter.delete.heading', { name: costCenter.name })}</h2>
          {costCenter.pendingOrders !== undefined && costCenter.approvedOrders !== undefined && (
            <p>
              {t('account.costcenter.delete.pending_orders', { count: costCenter.pendingOrders })}{' '}
              {t('account.costcenter.delete.approved_orders', { count: costCenter.approvedOrders })}
            </p>
          )}
          <p>{t('account.costcenter.delete.question')}</p>
          <Form method="post" action={href(path)} className="inline-form">
            <IntentField intent="delete" />
            <EnhancedMarker />
            <button type="submit" className="button-primary" {...pendingProps(busy('delete'))}>
              {t('account.costcenter.delete.confirm.button')}
            </button>
          </Form>
          <Link to={href(path)} className="button-link" preventScrollReset>
            {t('account.costcenter.delete.cancel.link')}
          </Link>
        </section>
      )}
      <dl className="order-facts">
        <dt>{t('account.costcenter.number.label')}</dt>
        <dd>{costCenter.costCenterId}</dd>
        <dt>{t('account.costcenter.owner.label')}</dt>
        <dd>{personText(costCenter.owner)}</dd>
        <dt>{t('account.costcenter.budget.label')}</dt>
        <dd>
          {money(costCenter.budget)} {costCenter.budget && costCenter.budgetPeriod ? `(${periodText(costCenter.budgetPeriod)})` : ''}
        </dd>
        <dt>{t('account.costcenter.spent.label')}</dt>
        <dd>{money(costCenter.spentBudget)}</dd>
        <dt>{t('account.costcenter.remaining.label')}</dt>
        <dd>{money(costCenter.remainingBudget)}</dd>
        <dt>{t('account.costcenter.pending_orders.label')}</dt>
        <dd>{countText(costCenter.pendingOrders)}</dd>
        <dt>{t('account.costcenter.approved_orders.label')}</dt>
        <dd>{countText(costCenter.approvedOrders)}</dd>
        <dt>{t('account.costcenter.state.label')}</dt>
        <dd>{t(costCenter.active ? 'account.costcenter.active' : 'account.costcenter.inactive')}</dd>
      </dl>
      {(data.mayEdit || data.mayDelete) && (
        <div className="row-actions">
          {data.mayEdit && (
            <>
              <Link to={href(costCenterPath(costCenter.id, 'edit'))} className="button-secondary">
                {t('account.costcenter.edit.link')}
              </Link>
              <Form method="post" action={href(path)} className="inline-form">
                <IntentField intent={stateIntent} />
                <EnhancedMarker />
                <button type="submit" className="button-secondary" {...pendingProps(busy(stateIntent))}>
                  {t(`account.costcenter.${stateIntent}.button`)}
                </button>
              </Form>
            </>
          )}
          {data.mayDelete && !data.confirmDelete && (
            <Link to={href(`${path}?${CONFIRM_DELETE_PARAM}=1`)} className="button-link" preventScrollReset>
              {t('account.costcenter.delete.button')}
            </Link>
          )}
        </div>
      )}
      <section aria-labelledby="cost-center-buyers-heading">
        <h2 id="cost-center-buyers-heading">{t('account.costcenter.buyers.heading')}</h2>
        {data.mayEdit && (
          <p>
            <Link to={href(costCenterPath(costCenter.id, 'buyers'))}>{t('account.costcenter.buyers.manage.link')}</Link>
          </p>
        )}
        {costCenter.buyers.length === 0 ? (
          <p>{t('account.costcenter.buyers.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="order-table">
              <thead>
                <tr>
                  <th scope="col">{t('account.costcenter.buyer.label')}</th>
                  <th scope="col">{t('account.costcenter.budget.label')}</th>
                  <th scope="col">{t('account.costcenter.spent.label')}</th>
                  <th scope="col">{t('account.costcenter.pending_orders.label')}</th>
                  <th scope="col">{t('account.costcenter.approved_orders.label')}</th>
                </tr>
              </thead>
              <tbody>
                {costCenter.buyers.map((buyer) => (
                  <tr key={buyer.login}>
                    <th scope="row" data-label={t('account.costcenter.buyer.label')}>
                      {personText(buyer)}
                    </th>
                    <td data-label={t('account.costcenter.budget.label')}>
                      {money(buyer.budget)} {buyer.budget && buyer.budgetPeriod ? `(${periodText(buyer.budgetPeriod)})` : ''}
                    </td>
                    <td data-label={t('account.costcenter.spent.label')}>{money(buyer.spentBudget)}</td>
                    <td data-label={t('account.costcenter.pending_orders.label')}>{countText(buyer.pendingOrders)}</td>
                    <td data-label={t('account.costcenter.approved_orders.label')}>{countText(buyer.approvedOrders)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="cost-center-orders-heading">
        <h2 id="cost-center-orders-heading">{t('account.costcenter.orders.heading')}</h2>
        {costCenter.orders.length === 0 ? (
          <p>{t('account.costcenter.orders.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="order-table">
              <thead>
                <tr>
                  <th scope="col">{t('account.orders.number.heading')}</th>
                  <th scope="col">{t('account.orders.date.heading')}</th>
                  <th scope="col">{t('account.orders.status.heading')}</th>
                  <th scope="col">{t('account.costcenter.buyer.label')}</th>
                  <th scope="col">{t('account.orders.items.heading')}</th>
                  <th scope="col">{t('account.orders.total.heading')}</th>
                </tr>
              </thead>
              <tbody>
                {costCenter.orders.map((order) => (
                  <tr key={order.documentNo}>
                    <td data-label={t('account.orders.number.heading')}>{order.documentNo}</td>
                    <td data-label={t('account.orders.date.heading')}>{order.creationDate ? formatDate(order.creationDate) : ''}</td>
                    <td data-label={t('account.orders.status.heading')}>{order.status}</td>
                    <td data-label={t('account.costcenter.buyer.label')}>{order.buyerName ?? ''}</td>
                    <td data-label={t('account.orders.items.heading')}>{order.items ?? ''}</td>
                    <td data-label={t('account.orders.total.heading')}>{money(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
