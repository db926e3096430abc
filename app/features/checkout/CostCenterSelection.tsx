import { getSelectProps } from '@conform-to/react';
import { useActionData, useFetcher } from 'react-router';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import type { CostCenterChoice } from './cost-center-choice.server';
import type { CostCenterInput } from './cost-center-form';
import { COST_CENTER_FORM_ID } from './cost-center-form-id';

const costCenterValidation = lazyValidation(() => import('./cost-center-form').then((module) => module.costCenterSchema));

/** A business basket's cost center: chosen from the user's cost centers and saved with the button. */
export function CostCenterSelection({ choice }: { choice: CostCenterChoice }) {
  const t = useT();
  const fetcher = useFetcher({ key: COST_CENTER_FORM_ID });
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<CostCenterInput>(costCenterValidation, COST_CENTER_FORM_ID, fetcher.data ?? actionData, { validateOn: 'submit' });
  const { key, ...selectProps } = getSelectProps(fields.costCenter);
  const errorId = `${fields.costCenter.id}-error`;
  const hintId = `${fields.costCenter.id}-hint`;
  if (choice.options.length === 0) {
    return (
      <section className="basket-cost-center" aria-labelledby="cost-center-heading">
        <h2 id="cost-center-heading">{t('checkout.cost_center.select.heading')}</h2>
        <p>{t(choice.required ? 'checkout.cost_center.none_required.text' : 'checkout.cost_center.none.text')}</p>
      </section>
    );
  }
  return (
    <section className="basket-cost-center" aria-labelledby="cost-center-heading">
      <h2 id="cost-center-heading">{t('checkout.cost_center.select.heading')}</h2>
      <fetcher.Form method="post" {...formProps}>
        <IntentField intent="cost-center" />
        <EnhancedMarker />
        <label htmlFor={fields.costCenter.id}>{t('checkout.cost_center.select.label')}</label>
        <select
          key={key}
          {...selectProps}
          defaultValue={fields.costCenter.initialValue ?? choice.selected ?? (choice.options.length === 1 ? choice.options[0].id : '')}
          required
          aria-invalid={fields.costCenter.errors ? true : undefined}
          aria-describedby={[hintId, fields.costCenter.errors ? errorId : ''].filter(Boolean).join(' ')}
        >
          <option value="">{t('account.option.select.text')}</option>
          {choice.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id === option.name ? option.id : `${option.id} ${option.name}`}
            </option>
          ))}
        </select>
        <p className="field-hint" id={hintId}>
          {t(choice.required ? 'checkout.cost_center.required.hint' : 'checkout.cost_center.optional.hint')}
        </p>
        <FieldErrors id={errorId} errors={fields.costCenter.errors} />
        <button type="submit" className="button-secondary" {...pendingProps(fetcher.state !== 'idle')}>
          {t('checkout.cost_center.save.button')}
        </button>
        <Messages messages={messages} />
      </fetcher.Form>
    </section>
  );
}
