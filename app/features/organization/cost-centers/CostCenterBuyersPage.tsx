// /account/organization/cost-centers/{id}/buyers: the cost center's buyers, each with a form for their
// budget and its period and a button that removes them, and a form that adds a buyer with a budget
// (chosen among the company's users who may buy; the login typed when the company's users cannot be
// listed). Each form works without JavaScript and keeps what was typed when the API refuses it.
import { Form, Link, useNavigation } from 'react-router';
import type { CostCenterBuyer } from '~/commerce/models/cost-center';
import { TextField } from '~/features/account/TextField';
import { EnhancedMarker, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { amountInputValue } from '../amount-input';
import { BUYER_ADD_FORM_ID, BUYER_BUDGET_FORM_ID, costCenterPath } from './cost-center-ids';
import { CostCenterBreadcrumbs, PeriodField, personText, SelectField, useMoneyText } from './CostCenterParts';
import type { CostCenterBuyersData } from './cost-centers.server';

const addValidation = lazyValidation(() => import('./cost-center-forms').then((module) => module.buyerAddSchema));
const budgetValidation = lazyValidation(() => import('./cost-center-forms').then((module) => module.buyerBudgetSchema));

type BuyerFields = { login: string; budget: string; budgetPeriod: string };

function useBusy(intent: string, login?: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (login === undefined || navigation.formData?.get('login') === login);
}

function BuyerRow({ buyer, currency, actionData }: { buyer: CostCenterBuyer; currency: string; actionData: unknown }) {
  const t = useT();
  const { locale } = useShopLocale();
  const money = useMoneyText();
  const name = personText(buyer);
  const { fields, messages, formProps } = useShopForm<BuyerFields>(budgetValidation, `${BUYER_BUDGET_FORM_ID}-${buyer.login}`, actionData);
  const saving = useBusy('budget', buyer.login);
  const removing = useBusy('remove', buyer.login);
  return (
    <li className="cost-center-buyer">
      <h3>{name}</h3>
      <p>{t('account.costcenter.buyer.spent', { spent: money(buyer.spentBudget) })}</p>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form" aria-label={t('account.costcenter.buyer.budget.form', { name })}>
        <IntentField intent="budget" />
        <EnhancedMarker />
        <input type="hidden" name="login" value={buyer.login} />
        <TextField
          field={fields.budget}
          label={t('account.costcenter.budget_in.label', { currency })}
          autoComplete="off"
          defaultValue={buyer.budget ? amountInputValue(buyer.budget.value, locale.intl) : undefined}
          required
        />
        <PeriodField field={fields.budgetPeriod} defaultValue={buyer.budgetPeriod} />
        <button type="submit" className="button-secondary" {...pendingProps(saving)}>
          {t('account.costcenter.buyer.save.button')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </Form>
      <Form method="post" className="inline-form">
        <IntentField intent="remove" />
        <EnhancedMarker />
        <input type="hidden" name="login" value={buyer.login} />
        <button type="submit" className="button-link" {...pendingProps(removing)}>
          {t('account.costcenter.buyer.remove.button')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </Form>
    </li>
  );
}

export function CostCenterBuyersPage({ data, actionData }: { data: CostCenterBuyersData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { costCenter, candidates } = data;
  const { fields, messages, formProps } = useShopForm<BuyerFields>(addValidation, BUYER_ADD_FORM_ID, actionData, { constraint: data.constraint });
  const adding = useBusy('add');
  return (
    <div className="cost-center-buyers">
      <CostCenterBreadcrumbs costCenter={costCenter} last={t('account.costcenter.buyers.breadcrumb')} />
      <h1>{t('account.costcenter.buyers.page.heading', { name: costCenter.name })}</h1>
      <section aria-labelledby="buyer-add-heading">
        <h2 id="buyer-add-heading">{t('account.costcenter.buyer.add.heading')}</h2>
        <Messages messages={messages} />
        {candidates && candidates.length === 0 ? (
          <p>{t('account.costcenter.buyer.add.none')}</p>
        ) : (
          <Form method="post" {...formProps} className="account-form">
            <IntentField intent="add" />
            <EnhancedMarker />
            {candidates ? (
              <SelectField
                field={fields.login}
                label={t('account.costcenter.buyer.label')}
                options={candidates.map((candidate) => ({ value: candidate.login, label: `${candidate.name} (${candidate.login})` }))}
                prompt={t('account.costcenter.buyer.choose')}
              />
            ) : (
              <TextField field={fields.login} label={t('account.costcenter.buyer.login.label')} type="email" autoComplete="off" required />
            )}
            <TextField field={fields.budget} label={t('account.costcenter.budget_in.label', { currency: data.currency })} autoComplete="off" required />
            <PeriodField field={fields.budgetPeriod} />
            <button type="submit" className="button-primary" {...pendingProps(adding)}>
              {t('account.costcenter.buyer.add.button')}
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="buyers-heading">
        <h2 id="buyers-heading">{t('account.costcenter.buyers.heading')}</h2>
        {costCenter.buyers.length === 0 ? (
          <p>{t('account.costcenter.buyers.empty')}</p>
        ) : (
          <ul className="cost-center-buyer-list">
            {costCenter.buyers.map((buyer) => (
              <BuyerRow key={buyer.login} buyer={buyer} currency={data.currency} actionData={actionData} />
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to={href(costCenterPath(costCenter.id))}>{t('account.costcenter.back.link', { name: costCenter.name })}</Link>
      </p>
    </div>
  );
}
