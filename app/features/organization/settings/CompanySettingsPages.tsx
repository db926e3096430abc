import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { FieldErrors, EnhancedMarker, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { TextField } from '~/features/account/TextField';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { COMPANY_FORM_ID, COMPANY_SETTINGS_FORM_ID } from '../organization-form-ids';
import type { CompanySettingsData } from './company-settings.server';

const settingsValidation = lazyValidation(() => import('../organization-forms').then((module) => module.companySettingsSchema));
const companyValidation = lazyValidation(() => import('../organization-forms').then((module) => module.companySchema));

const SETTINGS = '/account/organization/settings';
const PRICE_TYPES = ['gross', 'net'] as const;
const COST_CENTER_SETTINGS = [
  ['isCostCenterOptional', 'organization.settings.cost_center_optional.label'],
  ['isCostCenterPerPosition', 'organization.settings.cost_center_per_position.label'],
] as const;

type SettingsInput = { budgetPriceType: string; isCostCenterOptional: string; isCostCenterPerPosition: string };

function CompanySettingsForm({ data, actionData }: { data: CompanySettingsData; actionData: unknown }) {
  const t = useT();
  const { fields, messages, formProps } = useShopForm<SettingsInput>(settingsValidation, COMPANY_SETTINGS_FORM_ID, actionData, {
    constraint: data.constraint,
  });
  const field = fields.budgetPriceType;
  const submitted = field.initialValue as string | undefined;
  const current = submitted ?? data.company.budgetPriceType;
  // a submitted form (the radios always send a value) shows what was posted, an unticked box too
  const ticked = (name: (typeof COST_CENTER_SETTINGS)[number][0]) => (submitted !== undefined ? fields[name].initialValue === 'on' : !!data.company[name]);
  return (
    <section aria-labelledby="budget-price-type-heading">
      <h2 id="budget-price-type-heading">{t('organization.settings.budget_price_type.heading')}</h2>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="save" />
        <EnhancedMarker />
        <fieldset>
          <legend>{t('organization.settings.budget_price_type.legend')}</legend>
          {PRICE_TYPES.map((type) => (
            <div className="form-field form-check" key={type}>
              <input type="radio" id={`${field.id}-${type}`} name={field.name} value={type} defaultChecked={current === type} />
              <label htmlFor={`${field.id}-${type}`}>{t(`organization.settings.budget_price_type.${type}`)}</label>
            </div>
          ))}
          <FieldErrors id={field.errorId} errors={field.errors} />
        </fieldset>
        <fieldset>
          <legend>{t('organization.settings.cost_centers.legend')}</legend>
          {COST_CENTER_SETTINGS.map(([name, label]) => (
            <div className="form-field form-check" key={name}>
              <input type="checkbox" id={fields[name].id} name={fields[name].name} defaultChecked={ticked(name)} />
              <label htmlFor={fields[name].id}>{t(label)}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button-primary" {...pendingProps(useNavigation().state === 'submitting')}>
          {t('organization.settings.save.button')}
        </button>
      </Form>
    </section>
  );
}

/** /account/organization/settings (and organization-settings): the company profile and the company's settings. */
export function CompanySettingsPage({ data, actionData }: { data: CompanySettingsData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { company } = data;
  const facts: [string, string | undefined][] = [
    ['organization.settings.company_name.label', company.companyName],
    ['organization.settings.company_name2.label', company.companyName2],
    ['organization.settings.taxation_id.label', company.taxationID],
    ['organization.settings.industry.label', company.industry],
    ['organization.settings.description.label', company.description],
  ];
  return (
    <div className="organization-settings">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <section aria-labelledby="company-profile-heading">
        <h2 id="company-profile-heading">{t('organization.settings.company.heading')}</h2>
        <dl className="account-facts">
          {facts
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <Link to={href(`${SETTINGS}/company`)}>{t('organization.settings.company.edit.link')}</Link>
      </section>
      <CompanySettingsForm data={data} actionData={actionData} />
    </div>
  );
}

/** /account/organization/settings/company: the company profile, changed. */
export function CompanyProfileEditPage({ data, actionData }: { data: CompanySettingsData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { fields, messages, formProps } = useShopForm<{ companyName: string; companyName2: string; taxationID: string; industry: string; description: string }>(
    companyValidation,
    COMPANY_FORM_ID,
    actionData,
    { constraint: data.constraint },
  );
  const { company } = data;
  return (
    <div className="organization-company">
      <Breadcrumbs
        trail={[
          { label: t('account.breadcrumbs.account'), to: '/account' },
          { label: t('organization.settings.heading'), to: SETTINGS },
          { label: t('organization.settings.company.breadcrumb') },
        ]}
      />
      <h1>{data.title}</h1>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="save" />
        {/* Saved, the admin goes back to the settings page (a redirect, with JavaScript too). */}
        <TextField field={fields.companyName} label={t('organization.settings.company_name.label')} autoComplete="organization" defaultValue={company.companyName} required />
        <TextField field={fields.companyName2} label={t('organization.settings.company_name2.label')} autoComplete="off" defaultValue={company.companyName2} />
        <TextField field={fields.taxationID} label={t('organization.settings.taxation_id.label')} autoComplete="off" defaultValue={company.taxationID} />
        <TextField field={fields.industry} label={t('organization.settings.industry.label')} autoComplete="off" defaultValue={company.industry} />
        <TextField field={fields.description} label={t('organization.settings.description.label')} autoComplete="off" defaultValue={company.description} />
        <button type="submit" className="button-primary" {...pendingProps(useNavigation().state === 'submitting')}>
          {t('organization.settings.save.button')}
        </button>{' '}
        <Link to={href(SETTINGS)}>{t('organization.users.cancel.link')}</Link>
      </Form>
    </div>
  );
}
