// /account/organization/cost-centers/create and …/{id}/edit: a cost center's number, name, owner
// (chosen among the users who may own one; only an admin chooses), budget and its period. The
// fields say only what is required (§5); the API's refusals stand next to their fields.
import { Form, Link, useNavigation } from 'react-router';
import { TextField } from '~/features/account/TextField';
import { EnhancedMarker, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { amountInputValue } from '../amount-input';
import { COST_CENTER_FORM_ID, COST_CENTERS_PATH, costCenterPath } from './cost-center-ids';
import { CostCenterBreadcrumbs, PeriodField, personText, SelectField } from './CostCenterParts';
import type { CostCenterFormData } from './cost-centers.server';

const createValidation = lazyValidation(() => import('./cost-center-forms').then((module) => module.costCenterSchema));
const editValidation = lazyValidation(() => import('./cost-center-forms').then((module) => module.costCenterEditSchema));

type Fields = { costCenterId: string; name: string; owner: string; budget: string; budgetPeriod: string };

export function CostCenterFormPage({ data, actionData }: { data: CostCenterFormData; actionData: unknown }) {
  const t = useT();
  const { href, locale } = useShopLocale();
  const navigation = useNavigation();
  const { costCenter, owners } = data;
  const editing = !!costCenter;
  const { fields, messages, formProps } = useShopForm<Fields>(editing ? editValidation : createValidation, COST_CENTER_FORM_ID, actionData, {
    constraint: data.constraint,
  });
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === (editing ? 'save' : 'create');
  const heading = editing ? t('account.costcenter.edit.heading', { name: costCenter.name }) : data.title;
  return (
    <div className="cost-center-form">
      <CostCenterBreadcrumbs costCenter={costCenter} last={editing ? t('account.costcenter.edit.breadcrumb') : t('account.costcenter.create.breadcrumb')} />
      <h1>{heading}</h1>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent={editing ? 'save' : 'create'} />
        <EnhancedMarker />
        <TextField field={fields.costCenterId} label={t('account.costcenter.number.label')} autoComplete="off" defaultValue={costCenter?.costCenterId} required />
        <TextField field={fields.name} label={t('account.costcenter.name.label')} autoComplete="off" defaultValue={costCenter?.name} required />
        {owners.choose === 'list' && (
          <SelectField
            field={fields.owner}
            label={t('account.costcenter.owner.label')}
            options={owners.users.map((owner) => ({ value: owner.login, label: owner.name }))}
            defaultValue={costCenter?.owner?.login}
            prompt={t('account.costcenter.owner.choose')}
          />
        )}
        {owners.choose === 'login' && (
          <TextField field={fields.owner} label={t('account.costcenter.owner.login.label')} type="email" autoComplete="off" defaultValue={costCenter?.owner?.login} required />
        )}
        {owners.choose === 'none' && (
          <p>
            {t('account.costcenter.owner.label')}: {personText(costCenter?.owner)}
          </p>
        )}
        <TextField
          field={fields.budget}
          label={t('account.costcenter.budget_in.label', { currency: data.currency })}
          autoComplete="off"
          defaultValue={costCenter?.budget ? amountInputValue(costCenter.budget.value, locale.intl) : undefined}
          required
        />
        <PeriodField field={fields.budgetPeriod} defaultValue={costCenter?.budgetPeriod} />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {editing ? t('account.costcenter.save.button') : t('account.costcenter.create.button')}
        </button>
        <Link to={href(costCenter ? costCenterPath(costCenter.id) : COST_CENTERS_PATH)} className="button-link">
          {t('account.costcenter.cancel.link')}
        </Link>
      </Form>
    </div>
  );
}
