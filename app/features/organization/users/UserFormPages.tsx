import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { USER_BUDGET_FORM_ID, USER_CREATE_FORM_ID, USER_PROFILE_FORM_ID, USER_ROLES_FORM_ID } from '../organization-form-ids';
import type { UserFormData } from './organization-users.server';
import { BudgetFields, ProfileFields, RoleFields } from './UserFormFields';

const createValidation = lazyValidation(() => import('../organization-forms').then((module) => module.userCreateSchema));
const profileValidation = lazyValidation(() => import('../organization-forms').then((module) => module.userProfileSchema));
const rolesValidation = lazyValidation(() => import('../organization-forms').then((module) => module.userRolesSchema));
const budgetValidation = lazyValidation(() => import('../organization-forms').then((module) => module.userBudgetSchema));

const USERS = '/account/organization/users';
const ADMIN_ROLE = 'APP_B2B_ACCOUNT_OWNER';

type UserFields = {
  title: string; firstName: string; lastName: string; email: string; phoneHome: string; active: string;
  roleIds: string[]; orderSpentLimit: string; budget: string; budgetPeriod: string;
};

function useSaving(): boolean {
  return useNavigation().state === 'submitting';
}

function UserFormFrame({ data, children, last }: { data: UserFormData; children: React.ReactNode; last: string }) {
  const t = useT();
  const name = data.user ? [data.user.firstName, data.user.lastName].filter(Boolean).join(' ') : '';
  const trail = [
    { label: t('account.breadcrumbs.account'), to: '/account' },
    { label: t('organization.users.heading'), to: USERS },
    ...(data.user ? [{ label: t('organization.users.detail.breadcrumb', { name }), to: `${USERS}/${encodeURIComponent(data.user.login)}` }] : []),
    { label: last },
  ];
  return (
    <div className="organization-user-form">
      <Breadcrumbs trail={trail} />
      <h1>{data.title}</h1>
      {children}
    </div>
  );
}

/** /account/organization/users/create: a new user's profile, roles and budget in one form. */
export function UserCreatePage({ data, actionData }: { data: UserFormData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { fields, messages, formProps } = useShopForm<UserFields>(createValidation, USER_CREATE_FORM_ID, actionData, { constraint: data.constraint });
  return (
    <UserFormFrame data={data} last={t('organization.users.create.breadcrumb')}>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="create" />
        {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
        <ProfileFields fields={fields} showActive={false} />
        <RoleFields field={fields.roleIds} roles={data.roles} selected={['APP_B2B_BUYER']} />
        <BudgetFields fields={fields} currency={data.currency} />
        <p className="field-hint">{t('organization.users.create.mail.hint')}</p>
        <button type="submit" className="button-primary" {...pendingProps(useSaving())}>
          {t('organization.users.create.button')}
        </button>{' '}
        <Link to={href(USERS)}>{t('organization.users.cancel.link')}</Link>
      </Form>
    </UserFormFrame>
  );
}

function EditForm({ data, actionData, formId, validation, part, children }: {
  data: UserFormData;
  actionData: unknown;
  formId: string;
  validation: typeof profileValidation;
  part: 'profile' | 'roles' | 'budget';
  children: (fields: ReturnType<typeof useShopForm<UserFields>>['fields']) => React.ReactNode;
}) {
  const t = useT();
  const { href } = useShopLocale();
  const { fields, messages, formProps } = useShopForm<UserFields>(validation, formId, actionData, { constraint: data.constraint });
  const detail = `${USERS}/${encodeURIComponent(data.user!.login)}`;
  return (
    <UserFormFrame data={data} last={t(`organization.users.${part}.breadcrumb`)}>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="save" />
        {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
        {children(fields)}
        <button type="submit" className="button-primary" {...pendingProps(useSaving())}>
          {t('organization.users.save.button')}
        </button>{' '}
        <Link to={href(detail)}>{t('organization.users.cancel.link')}</Link>
      </Form>
    </UserFormFrame>
  );
}

/** /account/organization/users/{login}/profile */
export function UserProfileEditPage({ data, actionData }: { data: UserFormData; actionData: unknown }) {
  return (
    <EditForm data={data} actionData={actionData} formId={USER_PROFILE_FORM_ID} validation={profileValidation} part="profile">
      {(fields) => <ProfileFields fields={fields} user={data.user} showActive={!data.isSelf} />}
    </EditForm>
  );
}

/** /account/organization/users/{login}/roles */
export function UserRolesEditPage({ data, actionData }: { data: UserFormData; actionData: unknown }) {
  return (
    <EditForm data={data} actionData={actionData} formId={USER_ROLES_FORM_ID} validation={rolesValidation} part="roles">
      {(fields) => <RoleFields field={fields.roleIds} roles={data.roles} selected={data.user!.roleIds} disabledRole={data.isSelf ? ADMIN_ROLE : undefined} />}
    </EditForm>
  );
}

/** /account/organization/users/{login}/budget */
export function UserBudgetEditPage({ data, actionData }: { data: UserFormData; actionData: unknown }) {
  return (
    <EditForm data={data} actionData={actionData} formId={USER_BUDGET_FORM_ID} validation={budgetValidation} part="budget">
      {(fields) => <BudgetFields fields={fields} user={data.user} currency={data.currency} />}
    </EditForm>
  );
}
