import { getFormProps, getInputProps } from '@conform-to/react';
import { useActionData, useFetcher } from 'react-router';
import { EnhancedMarker, FieldErrors, IntentField, Messages } from '~/forms/FormParts';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import { addToBasketFormId, addToBasketSchema } from './basket-forms';
import type { OrderRules } from './order-rules';

/**
 * Quantity and "Add to basket" for one product. It posts to the page it is on; with JavaScript through
 * a fetcher (the page stays, the mini basket updates), without it as a plain form that comes back here.
 */
export function AddToBasketForm({ sku, rules, productName }: { sku: string; rules: OrderRules; productName: string }) {
  const t = useT();
  const formId = addToBasketFormId(sku);
  const fetcher = useFetcher({ key: formId });
  const actionData = useActionData();
  const { form, fields, messages } = useShopForm(addToBasketSchema, formId, fetcher.data ?? actionData);
  const { key, ...quantityProps } = getInputProps(fields.quantity, { type: 'number' });
  const errorId = `${fields.quantity.id}-error`;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="add-to-basket" aria-label={t('product.add_to_cart.form', { name: productName })}>
      <IntentField intent="add" />
      <EnhancedMarker />
      <input type="hidden" name="sku" value={sku} />
      <div className="quantity-field">
        <label htmlFor={fields.quantity.id}>{t('product.quantity.label')}</label>
        <input
          key={key}
          {...quantityProps}
          defaultValue={fields.quantity.initialValue ?? String(rules.min)}
          min={rules.min}
          max={rules.max}
          step={rules.step}
          inputMode="numeric"
          aria-describedby={fields.quantity.errors ? errorId : undefined}
        />
        {rules.unit && <span className="unit">{rules.unit}</span>}
      </div>
      <button type="submit" className="button-primary" disabled={busy}>
        {t(busy ? 'product.add_to_cart.busy' : 'product.add_to_cart.link')}
      </button>
      <FieldErrors id={errorId} errors={fields.quantity.errors} values={{ min: rules.min, max: rules.max, step: rules.step }} />
      <Messages messages={messages} />
    </fetcher.Form>
  );
}
