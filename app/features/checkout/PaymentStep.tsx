import { useMemo } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FieldErrors, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useT } from '~/i18n/use-t';
import { CheckoutStep } from './CheckoutStep';
import { PAYMENT_FORM_ID, type PaymentFormMethod, parameterField } from './payment-form';
import type { PaymentInput } from './payment-schema';
import type { loadPaymentStep } from './payment-step.server';

type Fields = ReturnType<typeof useShopForm<PaymentInput>>['fields'];

/** The inputs of one method's parameters, as the server defines them. */
function MethodParameters({ method, fields }: { method: PaymentFormMethod; fields: Fields }) {
  const t = useT();
  const values = fields.param.getFieldset()[method.id]?.getFieldset();
  const mandate = method.hostedPaymentPageParameters?.find((parameter) => parameter.name === 'mandateText');
  if (method.parameters.length === 0 && !mandate) return null;
  return (
    <div className="payment-parameters">
      {method.parameters.map((parameter) => {
        const field = values?.[parameter.name];
        const id = `payment-${method.id}-${parameter.name}`;
        const errorId = `${id}-error`;
        return (
          <div className="field" key={parameter.name}>
            <label htmlFor={id}>{parameter.displayName}</label>
            {parameter.options?.length ? (
              <select id={id} name={parameterField(method.id, parameter)} defaultValue={String(field?.initialValue ?? '')} aria-invalid={field?.errors ? true : undefined}
                aria-describedby={field?.errors ? errorId : undefined}>
                <option value="">{t('checkout.payment.option.choose')}</option>
                {parameter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.displayName}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={parameterField(method.id, parameter)}
                type="text"
                defaultValue={String(field?.initialValue ?? '')}
                placeholder={parameter.placeholder}
                maxLength={parameter.maxSize}
                autoComplete={/card.?number|cardnumber/i.test(parameter.name) ? 'cc-number' : 'off'}
                aria-invalid={field?.errors ? true : undefined}
                aria-describedby={field?.errors ? errorId : undefined}
              />
            )}
            <FieldErrors id={errorId} errors={field?.errors} />
          </div>
        );
      })}
      {mandate && <p className="mandate-text">{String(mandate.value)}</p>}
    </div>
  );
}

export function PaymentStep({ data }: { data: Awaited<ReturnType<typeof loadPaymentStep>> }) {
  const t = useT();
  const format = usePriceFormat();
  const validation = useMemo(
    () => lazyValidation(() => import('./payment-schema').then((module) => module.paymentSchema(data.methods))),
    [data.methods],
  );
  const { fields, messages, formProps } = useShopForm<PaymentInput>(validation, PAYMENT_FORM_ID, useActionData());
  const busy = useNavigation().state === 'submitting';
  const errorId = 'payment-method-error';
  const chosen = String(fields.paymentMethod.initialValue ?? data.chosen ?? '');
  return (
    <CheckoutStep step="payment" heading={t('checkout.payment.heading')} messages={messages} totals={data.totals}>
      {data.methods.length === 0 ? (
        <p role="alert">{t('checkout.payment.none.error')}</p>
      ) : (
        <Form method="post" {...formProps}>
          <fieldset aria-describedby={fields.paymentMethod.errors ? errorId : undefined}>
            <legend>{t('checkout.payment.method.legend')}</legend>
            {data.methods.map((method) => (
              <div className="choice payment-choice" key={method.id}>
                <input
                  type="radio"
                  id={`payment-${method.id}`}
                  name={fields.paymentMethod.name}
                  value={method.id}
                  defaultChecked={chosen === method.id}
                  disabled={method.isRestricted}
                  required
                />
                <label htmlFor={`payment-${method.id}`}>
                  <span className="choice-name">{method.displayName}</span>
                  {method.paymentCosts && method.paymentCosts.gross.value !== 0 && (
                    <span className="choice-price">{t('checkout.payment.costs', { costs: format(method.paymentCosts) })}</span>
                  )}
                  {method.description && <span className="choice-detail">{method.description}</span>}
                  {method.isRestricted &&
                    method.restrictionCauses.map((cause) => (
                      <span className="choice-detail restriction" key={cause.code}>
                        {cause.message}
                      </span>
                    ))}
                </label>
                <MethodParameters method={method} fields={fields} />
              </div>
            ))}
          </fieldset>
          <FieldErrors id={errorId} errors={fields.paymentMethod.errors} />
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('checkout.next_step.button')}
          </button>
        </Form>
      )}
    </CheckoutStep>
  );
}
