import { Link } from 'react-router';
import { RequisitionWidgets } from '~/features/requisitions/RequisitionWidgets';
import type { RequisitionWidgetsData } from '~/features/requisitions/requisitions.server';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { UserBudget } from '~/commerce/models/company-user';
import { BudgetWidget } from '~/features/organization/users/BudgetWidget';
import type { OrderRow } from './order-history';
import { OrderTable } from './OrderTable';

export interface AccountOverviewData {
  title: string;
  name: string;
  email?: string;
  customerNo: string;
  companyName?: string;
  recentOrders: OrderRow[];
  /** Business users: the approval and requisition widgets. */
  requisitionWidgets: RequisitionWidgetsData;
  /** A business user's own budget (organization management). */
  budget?: UserBudget | 'unavailable';
}

/** /account: who is logged in, and the latest orders. */
export function AccountOverview({ data }: { data: AccountOverviewData }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="account-overview">
      <h1>{data.title}</h1>
      <p>{data.name ? t('account.overview.greeting', { name: data.name }) : t('account.overview.greeting_anonymous')}</p>
      <dl className="account-facts">
        {data.companyName && (
          <>
            <dt>{t('account.overview.company.label')}</dt>
            <dd>{data.companyName}</dd>
          </>
        )}
        <dt>{t('account.overview.customer_no.label')}</dt>
        <dd>{data.customerNo}</dd>
        {data.email && (
          <>
            <dt>{t('account.profile.email.label')}</dt>
            <dd>{data.email}</dd>
          </>
        )}
      </dl>
      <RequisitionWidgets data={data.requisitionWidgets} />
      {data.budget && <BudgetWidget budget={data.budget} />}
      <section aria-labelledby="recent-orders-heading">
        <h2 id="recent-orders-heading">{t('account.overview.recent_orders.heading')}</h2>
        {data.recentOrders.length > 0 ? <OrderTable orders={data.recentOrders} /> : <p>{t('account.orders.none.text')}</p>}
        <p>
          <Link to={href('/account/orders')}>{t('account.overview.all_orders.link')}</Link>
        </p>
      </section>
    </div>
  );
}
