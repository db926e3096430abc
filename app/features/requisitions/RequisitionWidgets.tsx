import { Link } from 'react-router';
import { REQUISITION_STATUSES } from '~/commerce/models/requisition-status';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { requisitionListPath, STATUS_LABEL_KEYS } from './requisition-paths';
import type { RequisitionWidgetsData } from './requisitions.server';

/** The account overview's approval widget (what waits for the approver) and requisition widget (the buyer's by status). */
export function RequisitionWidgets({ data }: { data: RequisitionWidgetsData }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <>
      {data.approvals !== undefined && (
        <section aria-labelledby="approval-widget-heading" className="account-widget approval-widget">
          <h2 id="approval-widget-heading">{t('account.requisitions.approvals')}</h2>
          {data.approvals ? (
            <p>
              <Link to={href(requisitionListPath('approver'))}>{t('account.requisitions.widget.pending_approvals', { count: data.approvals.pending })}</Link>
            </p>
          ) : (
            <p>{t('account.requisitions.widget.unavailable')}</p>
          )}
        </section>
      )}
      {data.requisitions !== undefined && (
        <section aria-labelledby="requisition-widget-heading" className="account-widget requisition-widget">
          <h2 id="requisition-widget-heading">{t('account.requisitions.requisitions')}</h2>
          {data.requisitions ? (
            <dl className="account-facts">
              {REQUISITION_STATUSES.map((status) => (
                <div key={status}>
                  <dt>
                    <Link to={href(requisitionListPath('buyer', status))}>{t(STATUS_LABEL_KEYS[status])}</Link>
                  </dt>
                  <dd>{data.requisitions?.[status]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t('account.requisitions.widget.unavailable')}</p>
          )}
        </section>
      )}
    </>
  );
}
