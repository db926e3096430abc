import { FieldErrors } from '~/forms/FormParts';
import type { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import type { PaymentParameter } from '~/commerce/models';
import { type PaymentFormMethod, parameterField, parameterKind } from './payment-form';
import type { PaymentInput } from './payment-schema';
import { RequiredMark } from '~/components/RequiredMark';

export type PaymentFields = ReturnType<typeof useShopForm<PaymentInput>>['fields'];

/**
 * The browser's hints for a parameter's input, by what the parameter is. Identifiers may be typed
 * with spaces (they are taken out before the value is checked), so their length is not limited here.
 */
function inputHints(method: PaymentFormMethod, parameter: PaymentParameter) {
  const lengths = { minLength: parameter.minSize, maxLength: parameter.maxSize };
  switch (parameterKind(parameter)) {
    case 'card-number':
      return { inputMode: 'numeric' as const, autoComplete: 'cc-number' };
    case 'bank-code':
      return { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false };
    case 'holder':
      // a card's holder; an account's holder is the shopper's name
      return { ...lengths, autoComplete: method.parameters.some((candidate) => parameterKind(candidate) === 'card-number') ? 'cc-name' : 'name' };
    case 'expiry':
      return { ...lengths, autoComplete: 'cc-exp' };
    default:
      return { ...lengths, autoComplete: 'off' };
  }
}

/**
 * A payment method's parameter inputs as the server defines them (its constraints as HTML attributes;
 * `required` only where the browser may refuse the post: the form's chosen method), and a direct debit's mandate.
 */
export function ParameterInputs({ method, fields, idPrefix, enforceRequired }: { method: PaymentFormMethod; fields: PaymentFields; idPrefix: string; enforceRequired: boolean }) {
  const t = useT();
  const values = fields.param.getFieldset()[method.id]?.getFieldset();
  const mandate = method.hostedPaymentPageParameters?.find((parameter) => parameter.name === 'mandateText');
  if (method.parameters.length === 0 && !mandate) return null;
  return (
    <div className="payment-parameters">
      {method.parameters.map((parameter) => {
        const field = values?.[parameter.name];
        const id = `${idPrefix}-${method.id}-${parameter.name}`;
        const errorId = `${id}-error`;
        const invalid = field?.errors ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
        return (
          <div className="form-field" key={parameter.name}>
            <label htmlFor={id}>
              {parameter.displayName}
              {parameter.required && <RequiredMark />}
            </label>
            {parameter.options?.length ? (
              <select
                id={id}
                name={parameterField(method.id, parameter)}
                defaultValue={String(field?.initialValue ?? '')}
                required={enforceRequired && parameter.required}
                {...invalid}
              >
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
                required={enforceRequired && parameter.required}
                {...inputHints(method, parameter)}
                {...invalid}
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
