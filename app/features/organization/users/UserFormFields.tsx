// The field groups of the user forms: profile (name, e-mail address, phone, active), roles (a
// checkbox per role, with what it permits) and budget (order limit, budget, period).
import type { FieldMetadata } from '@conform-to/react';
import { FieldErrors } from '~/forms/FormParts';
import { TextField } from '~/features/account/TextField';
import { BUDGET_PERIODS, type CompanyRole, type CompanyUserDetail } from '~/commerce/models/company-user';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { amountInputValue } from '../amount-input';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field<T = string | undefined> = FieldMetadata<T, any, string[]>;

export function ProfileFields({ fields, user, showActive }: {
  fields: { title: Field; firstName: Field; lastName: Field; email: Field; phoneHome: Field; active: Field };
  user?: CompanyUserDetail;
  showActive: boolean;
}) {
  const t = useT();
  const activeChecked = fields.active.initialValue !== undefined ? fields.active.initialValue === 'on' : (user?.active ?? true);
  return (
    <fieldset>
      <legend>{t('organization.users.profile.section')}</legend>
      <TextField field={fields.title} label={t('account.profile.title.label')} autoComplete="off" defaultValue={user?.title} />
      <TextField field={fields.firstName} label={t('account.profile.first_name.label')} autoComplete="off" defaultValue={user?.firstName} required />
      <TextField field={fields.lastName} label={t('account.profile.last_name.label')} autoComplete="off" defaultValue={user?.lastName} required />
      <TextField field={fields.email} label={t('organization.users.email.label')} type="email" autoComplete="off" defaultValue={user?.email} required />
      <TextField field={fields.phoneHome} label={t('organization.users.phone.label')} type="tel" autoComplete="off" defaultValue={user?.phoneHome} />
      {showActive && (
        <div className="form-field form-check">
          <input type="checkbox" id={fields.active.id} name={fields.active.name} defaultChecked={activeChecked} />
          <label htmlFor={fields.active.id}>{t('organization.users.active.label')}</label>
        </div>
      )}
    </fieldset>
  );
}

export function RoleFields({ field, roles, selected, disabledRole }: { field: Field<string[] | undefined>; roles: CompanyRole[]; selected: string[]; disabledRole?: string }) {
  const t = useT();
  const checked = (field.initialValue as string[] | string | undefined) ?? selected;
  const isChecked = (id: string) => (Array.isArray(checked) ? checked.includes(id) : checked === id);
  return (
    <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend>{t('organization.users.roles.label')}</legend>
      {roles.map((role) => (
        <div className="form-field form-check" key={role.id}>
          <input
            type="checkbox"
            id={`${field.id}-${role.id}`}
            name={field.name}
            value={role.id}
            defaultChecked={isChecked(role.id)}
            disabled={disabledRole === role.id && isChecked(role.id)}
          />
          {/* the own admin role stays: the backend refuses taking it from oneself */}
          {disabledRole === role.id && isChecked(role.id) && <input type="hidden" name={field.name} value={role.id} />}
          <label htmlFor={`${field.id}-${role.id}`}>{role.displayName}</label>
          {role.permissionDisplayNames.length > 0 && <p className="field-hint">{role.permissionDisplayNames.join(', ')}</p>}
        </div>
      ))}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export function BudgetFields({ fields, user, currency }: {
  fields: { orderSpentLimit: Field; budget: Field; budgetPeriod: Field };
  user?: CompanyUserDetail;
  currency: string;
}) {
  const t = useT();
  const { locale } = useShopLocale();
  const amount = (value: number | undefined) => (value === undefined ? undefined : amountInputValue(value, locale.intl));
  return (
    <fieldset>
      <legend>{t('organization.budget.heading')}</legend>
      <TextField
        field={fields.orderSpentLimit}
        label={t('organization.budget.order_limit.input', { currency })}
        autoComplete="off"
        defaultValue={amount(user?.budget?.orderSpentLimit?.value)}
        hint={t('organization.budget.empty.hint')}
      />
      <TextField
        field={fields.budget}
        label={t('organization.budget.budget.input', { currency })}
        autoComplete="off"
        defaultValue={amount(user?.budget?.budget?.value)}
        hint={t('organization.budget.empty.hint')}
      />
      <div className="form-field">
        <label htmlFor={fields.budgetPeriod.id}>{t('organization.budget.period.label')}</label>
        <select id={fields.budgetPeriod.id} name={fields.budgetPeriod.name} defaultValue={(fields.budgetPeriod.initialValue as string | undefined) ?? user?.budget?.budgetPeriod ?? 'monthly'}>
          {BUDGET_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`organization.budget.period.${period}`)}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.budgetPeriod.errorId} errors={fields.budgetPeriod.errors} />
      </div>
    </fieldset>
  );
}
