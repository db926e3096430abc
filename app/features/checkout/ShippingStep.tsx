import { Form, useActionData, useNavigation } from 'react-router';
import type { ShippingMethod } from '~/commerce/models';
import { FieldErrors, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useT } from '~/i18n/use-t';
import { SHIPPING_FORM_ID } from './checkout-form-ids';
import type { ShippingMethodInput } from './checkout-forms';
import { CheckoutStep } from './CheckoutStep';
import type { loadShippingStep } from './shipping-step.server';

const shippingValidation = lazyValidation(() => import('./checkout-forms').then((module) => module.shippingMethodSchema));

function deliveryTime(method: ShippingMethod, t: ReturnType<typeof useT>): string | undefined {
  const { shippingTimeMin: min, shippingTimeMax: max } = method;
  if (min === undefined && max === undefined) return undefined;
  if (min === undefined || max === undefined || min === max) return t('checkout.shipping.days', { count: (max ?? min)! });
  return t('checkout.shipping.days_range', { min, max });
}

export function ShippingStep({ data }: { data: Awaited<ReturnType<typeof loadShippingStep>> }) {
  const t = useT();
  const format = usePriceFormat();
  const { fields, messages, formProps } = useShopForm<ShippingMethodInput>(shippingValidation, SHIPPING_FORM_ID, useActionData());
  const busy = useNavigation().state === 'submitting';
  const errorId = 'shipping-method-error';
  return (
    <CheckoutStep step="shipping" heading={t('checkout.shipping.heading')} messages={messages} totals={data.totals}>
      {data.methods.length === 0 ? (
        <p role="alert">{t('checkout.shipping.none.error')}</p>
      ) : (
        <Form method="post" {...formProps}>
          <fieldset aria-describedby={fields.shippingMethod.errors ? errorId : undefined}>
            <legend>{t('checkout.shipping.method.legend')}</legend>
            {data.methods.map((method) => {
              const time = deliveryTime(method, t);
              return (
                <div className="choice" key={method.id}>
                  <input
                    type="radio"
                    id={`shipping-${method.id}`}
                    name={fields.shippingMethod.name}
                    value={method.id}
                    defaultChecked={(fields.shippingMethod.initialValue ?? data.chosen) === method.id}
                    required
                  />
                  <label htmlFor={`shipping-${method.id}`}>
                    <span className="choice-name">{method.name}</span>
                    {method.shippingCosts && <span className="choice-price">{format(method.shippingCosts)}</span>}
                    {time && <span className="choice-detail">{time}</span>}
                    {method.description && <span className="choice-detail">{method.description}</span>}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <FieldErrors id={errorId} errors={fields.shippingMethod.errors} />
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('checkout.next_step.button')}
          </button>
        </Form>
      )}
    </CheckoutStep>
  );
}
