import { Form, Link, useNavigation } from 'react-router';
import type { FieldMetadata } from '@conform-to/react';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { RequiredMark } from '~/components/RequiredMark';
import { TextField } from '~/features/account/TextField';
import { FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { PunchoutType } from '~/commerce/models/punchout';
import { PUNCHOUT_USER_CREATE_FORM_ID, PUNCHOUT_USER_DELETE_FORM_ID, PUNCHOUT_USER_EDIT_FORM_ID } from './punchout-admin-form-ids';
import { userPath, usersPath } from './punchout-admin-paths';
import type { PunchoutUserCreateData, PunchoutUserDetailData } from './punchout-users.server';

const createValidation = lazyValidation(() => import('./punchout-admin-forms').then((module) => module.punchoutUserCreateSchema));
const editValidation = lazyValidation(() => import('./punchout-admin-forms').then((module) => module.punchoutUserEditSchema));

type UserFields = { punchoutType: string; login: string; email: string; password: string; passwordConfirmation: string; active: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<string | undefined, any, string[]>;

const useSaving = () => useNavigation().state === 'submitting';

function ActiveField({ field, active }: { field: Field; active: boolean }) {
  const t = useT();
  const checked = field.initialValue !== undefined ? field.initialValue === 'on' : active;
  return (
    <div className="form-field form-check">
      <input type="checkbox" id={field.id} name={field.name} defaultChecked={checked} aria-describedby={`${field.id}-hint`} />
      <label htmlFor={field.id}>{t('account.punchout.active.label')}</label>
      <p className="field-hint" id={`${field.id}-hint`}>
        {t('account.punchout.active.hint')}
      </p>
    </div>
  );
}

function PasswordFields({ fields, isNew }: { fields: { password: Field; passwordConfirmation: Field }; isNew: boolean }) {
  const t = useT();
  return (
    <>
      <TextField
        field={fields.password}
        label={t(isNew ? 'account.punchout.password.label' : 'account.punchout.password.new.label')}
        type="password"
        autoComplete="new-password"
        required={isNew}
        hint={t(isNew ? 'account.profile.password_rule.hint' : 'account.punchout.password.keep.hint')}
      />
      <TextField
        field={fields.passwordConfirmation}
        label={t(isNew ? 'account.punchout.password.confirmation.label' : 'account.punchout.password.new.confirmation.label')}
        type="password"
        autoComplete="new-password"
        required={isNew}
      />
    </>
  );
}

function TypeField({ field, types, selected }: { field: Field; types: PunchoutType[]; selected: PunchoutType }) {
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor={field.id}>
        {t('account.punchout.type.label')}
        <RequiredMark />
      </label>
      <select
        id={field.id}
        name={field.name}
        defaultValue={(field.initialValue as string | undefined) ?? selected}
        required
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`account.punchout.type.${type}`)}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** /account/punchout/create: a new punchout user of a standard the company offers. */
export function PunchoutUserCreatePage({ data, actionData }: { data: PunchoutUserCreateData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { fields, messages, formProps } = useShopForm<UserFields>(createValidation, PUNCHOUT_USER_CREATE_FORM_ID, actionData, { constraint: data.constraint });
  return (
    <div className="punchout-user-form">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('account.punchout.heading'), to: usersPath(data.selected) },
          { label: t('account.punchout.create.breadcrumb') },
        ]}
      />
      <h1>{data.title}</h1>
      <p>{t('account.punchout.create.description')}</p>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="create" />
        {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
        <TypeField field={fields.punchoutType} types={data.types} selected={data.selected} />
        <TextField field={fields.login} label={t('account.punchout.username.label')} autoComplete="off" required maxLength={256} hint={t('account.punchout.username.hint')} />
        <TextField field={fields.email} label={t('account.punchout.email.label')} type="email" autoComplete="off" />
        <PasswordFields fields={fields} isNew />
        <ActiveField field={fields.active} active />
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(useSaving())}>
            {t('account.punchout.create.button')}
          </button>
          <Link to={href(usersPath(data.selected))}>{t('account.punchout.cancel.link')}</Link>
        </div>
      </Form>
    </div>
  );
}

/** /account/punchout/{login}?format=…: a punchout user's e-mail address, password and status, changed; and its deletion. */
export function PunchoutUserPage({ data, actionData }: { data: PunchoutUserDetailData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { user } = data;
  const { fields, messages, formProps } = useShopForm<UserFields>(editValidation, PUNCHOUT_USER_EDIT_FORM_ID, actionData, { constraint: data.constraint });
  const deleteMessages = replyFor(PUNCHOUT_USER_DELETE_FORM_ID, actionData)?.messages ?? [];
  const list = usersPath(user.punchoutType);
  const self = userPath(user.punchoutType, user.login);
  return (
    <div className="punchout-user">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('account.punchout.heading'), to: list },
          { label: user.login },
        ]}
      />
      <h1>{data.title}</h1>
      <Messages messages={deleteMessages} />
      {data.confirmDelete && (
        <Form method="post" action={href(self)} className="delete-confirmation" aria-labelledby="punchout-delete-heading">
          <h2 id="punchout-delete-heading">{t('account.punchout.user.delete.heading', { login: user.login })}</h2>
          <IntentField intent="delete" />
          {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
          <p>{t('account.punchout.user.delete.text')}</p>
          <button type="submit" className="button-primary">
            {t('account.punchout.user.delete.confirm.button')}
          </button>
          <Link to={href(self)} className="button-link">
            {t('account.punchout.cancel.link')}
          </Link>
        </Form>
      )}
      <p>{t('account.punchout.update.description')}</p>
      <Messages messages={messages} />
      <Form method="post" action={href(self)} {...formProps} className="account-form">
        <IntentField intent="save" />
        {/* Done, the page changes (a redirect, with JavaScript too): no enhanced marker. */}
        <dl className="account-facts">
          <dt>{t('account.punchout.type.label')}</dt>
          <dd>{t(`account.punchout.type.${user.punchoutType}`)}</dd>
          <dt>{t('account.punchout.username.label')}</dt>
          <dd>{user.login}</dd>
        </dl>
        <TextField field={fields.email} label={t('account.punchout.email.label')} type="email" autoComplete="off" defaultValue={user.email} />
        <PasswordFields fields={fields} isNew={false} />
        <ActiveField field={fields.active} active={user.active} />
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(useSaving())}>
            {t('account.punchout.save.button')}
          </button>
          <Link to={href(list)}>{t('account.punchout.cancel.link')}</Link>
        </div>
      </Form>
      {!data.confirmDelete && (
        <p>
          <Link to={href(userPath(user.punchoutType, user.login, true))}>{t('account.punchout.user.delete.link')}</Link>
        </p>
      )}
    </div>
  );
}

