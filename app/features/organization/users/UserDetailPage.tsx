import { Form, Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { IntentField, Messages } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CONFIRM_DELETE_PARAM, USER_DELETE_FORM_ID } from '../organization-form-ids';
import type { UserDetailData } from './organization-users.server';
import { orderLimitText, periodBudgetText } from './user-budget-text';

/** /account/organization/users/{login}: a company user's profile, roles and budget, with links to change them, and the deletion. */
export function UserDetailPage({ data, actionData }: { data: UserDetailData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const format = usePriceFormat();
  const { user } = data;
  const base = `/account/organization/users/${encodeURIComponent(user.login)}`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const messages = replyFor(USER_DELETE_FORM_ID, actionData)?.messages ?? [];
  return (
    <div className="organization-user">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('organization.users.heading'), to: '/account/organization/users' },
          { label: t('organization.users.detail.breadcrumb', { name }) },
        ]}
      />
      <h1>{data.title}</h1>
      <Messages messages={messages} />
      <section aria-labelledby="user-profile-heading">
        <h2 id="user-profile-heading">{t('organization.users.profile.section')}</h2>
        <dl className="account-facts">
          <dt>{t('organization.users.name.label')}</dt>
          <dd>{[user.title, name].filter(Boolean).join(' ')}</dd>
          <dt>{t('organization.users.email.label')}</dt>
          <dd>{user.email ?? user.login}</dd>
          {user.phoneHome && (
            <>
              <dt>{t('organization.users.phone.label')}</dt>
              <dd>{user.phoneHome}</dd>
            </>
          )}
          <dt>{t('organization.users.status.label')}</dt>
          <dd>{user.active ? t('organization.users.active.text') : t('organization.users.inactive.text')}</dd>
        </dl>
        <Link to={href(`${base}/profile`)}>{t('organization.users.profile.edit.link')}</Link>
      </section>
      <section aria-labelledby="user-roles-heading">
        <h2 id="user-roles-heading">{t('organization.users.roles.label')}</h2>
        {data.roleNames.length > 0 ? (
          <ul>
            {data.roleNames.map((role) => (
              <li key={role}>{role}</li>
            ))}
          </ul>
        ) : (
          <p>{t('organization.users.no_roles.text')}</p>
        )}
        <Link to={href(`${base}/roles`)}>{t('organization.users.roles.edit.link')}</Link>
      </section>
      <section aria-labelledby="user-budget-heading">
        <h2 id="user-budget-heading">{t('organization.budget.heading')}</h2>
        <dl className="account-facts">
          <dt>{t('organization.budget.order_limit.label')}</dt>
          <dd>{orderLimitText(user.budget, t, format)}</dd>
          <dt>{t('organization.budget.budget.label')}</dt>
          <dd>{periodBudgetText(user.budget, t, format)}</dd>
        </dl>
        {!data.isSelf && <Link to={href(`${base}/budget`)}>{t('organization.users.budget.edit.link')}</Link>}
      </section>
      {!data.isSelf && (
        <section aria-labelledby="user-delete-heading">
          <h2 id="user-delete-heading">{t('organization.users.delete.heading')}</h2>
          {data.confirmDelete ? (
            <Form method="post" action={href(base)}>
              <IntentField intent="delete" />
              {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
              <p>{t('organization.users.delete.question', { name })}</p>
              <button type="submit" className="button-primary">
                {t('organization.users.delete.confirm.button')}
              </button>{' '}
              <Link to={href(base)}>{t('organization.users.cancel.link')}</Link>
            </Form>
          ) : (
            <Link to={href(`${base}?${CONFIRM_DELETE_PARAM}=1`)}>{t('organization.users.delete.link')}</Link>
          )}
        </section>
      )}
    </div>
  );
}
