import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { UsersPageData } from './organization-users.server';
import { orderLimitText, periodBudgetText } from './user-budget-text';

const userPath = (login: string) => `/account/organization/users/${encodeURIComponent(login)}`;

/** /account/organization/users: the company's users, a page at a time, with roles and budget. */
export function UsersPage({ data }: { data: UsersPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const format = usePriceFormat();
  const pageLink = (page: number) => href(`/account/organization/users${page > 1 ? `?page=${page}` : ''}`);
  return (
    <div className="organization-users">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <p>
        <Link to={href('/account/organization/users/create')} className="button-secondary">
          {t('organization.users.add.link')}
        </Link>
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('organization.users.table.caption')}>
        <table className="organization-users-table">
          <caption className="visually-hidden">{t('organization.users.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('organization.users.name.label')}</th>
              <th scope="col">{t('organization.users.email.label')}</th>
              <th scope="col">{t('organization.users.roles.label')}</th>
              <th scope="col">{t('organization.budget.order_limit.label')}</th>
              <th scope="col">{t('organization.budget.budget.label')}</th>
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <tr key={user.login}>
                <th scope="row">
                  <Link to={href(userPath(user.login))}>{`${user.firstName} ${user.lastName}`.trim() || user.login}</Link>
                  {!user.active && <span className="badge"> {t('organization.users.inactive.text')}</span>}
                </th>
                <td>{user.email}</td>
                <td>{user.roleNames.join(', ') || t('organization.users.no_roles.text')}</td>
                <td>{orderLimitText(user.budget, t, format)}</td>
                <td>{periodBudgetText(user.budget, t, format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.pageCount > 1 && (
        <nav aria-label={t('organization.users.pages.label')} className="pagination">
          {data.page > 1 && (
            <Link to={pageLink(data.page - 1)} rel="prev">
              {t('organization.users.previous_page.link')}
            </Link>
          )}
          <span>
            {t('organization.users.page.text', {
              page: data.page,
              pages: data.pageCount,
            })}
          </span>
          {data.page < data.pageCount && (
            <Link to={pageLink(data.page + 1)} rel="next">
              {t('organization.users.next_page.link')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
