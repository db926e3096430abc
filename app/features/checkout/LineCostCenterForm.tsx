// A line item's own cost center on the basket page, for a company that chooses cost centers per line
// item: one of the user's cost centers, or the basket's (the empty choice).
import { useActionData, useFetcher } from 'react-router';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import type { CostCenterChoice } from './cost-center-choice.server';
import type { LineCostCenterInput } from './cost-center-form';
import { lineCostCenterFormId } from './cost-center-form-id';

const lineCostCenterValidation = lazyValidation(() => import('./cost-center-form').then((module) => module.lineCostCenterSchema));

const optionText = (option: { id: string; name: string }) => (option.id === option.name ? option.id : `${option.id} ${option.name}`);

export function LineCostCenterForm({ line, choice }: { line: { id: string; name: string; costCenter?: string }; choice: CostCenterChoice }) {
  const t = useT();
  const formId = lineCostCenterFormId(line.id);
  const fetcher = useFetcher({ key: formId });
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<LineCostCenterInput>(lineCostCenterValidation, formId, fetcher.data ?? actionData, { validateOn: 'submit' });
  const errorId = `${fields.costCenter.id}-error`;
  const basketCostCenter = choice.options.find((option) => option.id === choice.selected);
  const asTheBasket = basketCostCenter ? optionText(basketCostCenter) : (choice.selected ?? t('checkout.cost_center.line.basket_none.text'));
  // a cost center the line has but the user does not buy on (set elsewhere) stays visible as it is
  const unlisted = line.costCenter && !choice.options.some((option) => option.id === line.costCenter) ? line.costCenter : undefined;
  return (
    <fetcher.Form method="post" {...formProps} className="line-cost-center-form">
      <IntentField intent="line-cost-center" />
      <EnhancedMarker />
      <input type="hidden" name="itemId" value={line.id} />
      <label htmlFor={fields.costCenter.id}>{t('checkout.cost_center.line.label', { name: line.name })}</label>
      <select
        key={fields.costCenter.key}
        id={fields.costCenter.id}
        name={fields.costCenter.name}
        defaultValue={(fields.costCenter.initialValue as string | undefined) ?? line.costCenter ?? ''}
        aria-invalid={fields.costCenter.errors ? true : undefined}
        aria-describedby={fields.costCenter.errors ? errorId : undefined}
      >
        <option value="">{t('checkout.cost_center.line.as_basket.option', { costCenter: asTheBasket })}</option>
        {unlisted && <option value={unlisted}>{unlisted}</option>}
        {choice.options.map((option) => (
          <option key={option.id} value={option.id}>
            {optionText(option)}
          </option>
        ))}
      </select>
      <button type="submit" className="button-secondary" {...pendingProps(fetcher.state !== 'idle')}>
        {t('checkout.cost_center.save.button')}
        <span className="visually-hidden"> {line.name}</span>
      </button>
      <FieldErrors id={errorId} errors={fields.costCenter.errors} />
      <Messages messages={messages} />
    </fetcher.Form>
  );
}
