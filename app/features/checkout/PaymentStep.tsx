import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FieldErrors, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { checkedRadioValue, useEarlyChoice } from '~/forms/use-early-choice';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useT } from '~/i18n/use-t';
import { CheckoutStep } from './CheckoutStep';
import { ParameterInputs, type PaymentFields } from './PaymentParameters';
import { instrumentField, NEW_INSTRUMENT, PAYMENT_FORM_ID, type PaymentFormMethod } from './payment-form';
import type { PaymentInput } from './payment-schema';
import type { loadPaymentStep } from './payment-step.server';

type StepData = Awaited<ReturnType<typeof loadPaymentStep>>;

/** A method's instrument choice as the page starts: the posted one, the preselected saved one, the typed-in one the basket pays with, else the first saved one. */
function initialInstrument(method: PaymentFormMethod, data: StepData, posted: unknown): string {
  if (typeof posted === 'string') return posted;
  const preselected = method.savedInstruments.find((instrument) => instrument.urn === data.chosenInstrument);
  if (preselected) return preselected.urn;
  return data.chosen === method.id ? NEW_INSTRUMENT : (method.savedInstruments[0]?.urn ?? NEW_INSTRUMENT);
}

interface SavedInstrumentOptionsProps {
  method: PaymentFormMethod;
  fields: PaymentFields;
  chosen: string;
  onChoose: (choice: string) => void;
}

/**
 * Radio buttons for a method's saved instruments and "new details", the parameters below them (as
 * without JavaScript, only the chosen method's choice counts). With JavaScript, typing into the
 * parameters chooses "new details", and any choice chooses the method.
 */
function SavedInstrumentOptions({ method, fields, chosen, onChoose }: SavedInstrumentOptionsProps) {
  const t = useT();
  const id = `payment-${method.id}-instrument`;
  const choices = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(() => checkedRadioValue(choices.current, instrumentField(method.id)), chosen, onChoose);
  const radio = (value: string, radioId: string, label: ReactNode) => (
    <div className="form-field form-check instrument-option" key={radioId}>
      <input type="radio" id={radioId} name={instrumentField(method.id)} value={value} checked={chosen === value} required onChange={() => onChoose(value)} />
      <label htmlFor={radioId}>{label}</label>
    </div>
  );
  return (
    <fieldset ref={choices} className="saved-instrument-choice" disabled={method.isRestricted}>
      <legend>{t('checkout.payment.saved.legend', { method: method.displayName })}</legend>
      {method.savedInstruments.map((instrument, index) =>
        radio(
          instrument.urn,
          `${id}-${index}`,
          <>
            <span className="instrument-account">{instrument.accountIdentifier ?? method.displayName}</span>
            {instrument.details.length > 0 && <span className="choice-detail"> {instrument.details.join(', ')}</span>}
          </>,
        ),
      )}
      {radio(NEW_INSTRUMENT, `${id}-new`, t('checkout.payment.new_instrument.label'))}
      <fieldset className="new-instrument" onInput={() => chosen !== NEW_INSTRUMENT && onChoose(NEW_INSTRUMENT)}>
        <legend className="visually-hidden">{t('checkout.payment.new_instrument.label')}</legend>
        <ParameterInputs method={method} fields={fields} idPrefix="payment" enforceRequired={false} />
      </fieldset>
    </fieldset>
  );
}

export function PaymentStep({ data }: { data: StepData }) {
  const t = useT();
  const format = usePriceFormat();
  const validation = useMemo(
    () => lazyValidation(() => import('./payment-schema').then((module) => module.paymentSchema(data.methods))),
    [data.methods],
  );
  const { fields, messages, formProps } = useShopForm<PaymentInput>(validation, PAYMENT_FORM_ID, useActionData());
  const busy = useNavigation().state === 'submitting';
  const errorId = 'payment-method-error';
  const [chosen, setChosen] = useState(String(fields.paymentMethod.initialValue ?? data.chosen ?? ''));
  const methodChoices = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(() => checkedRadioValue(methodChoices.current, fields.paymentMethod.name), chosen, setChosen);
  const postedInstruments = fields.instrument.getFieldset();
  const [instruments, setInstruments] = useState(() =>
    Object.fromEntries(data.methods.map((method) => [method.id, initialInstrument(method, data, postedInstruments[method.id]?.initialValue)])),
  );
  const chooseInstrument = (methodId: string) => (choice: string) => {
    setInstruments((current) => ({ ...current, [methodId]: choice }));
    setChosen(methodId);
  };
  return (
    <CheckoutStep step="payment" heading={t('checkout.payment.heading')} messages={messages} totals={data.totals}>
      {data.methods.length === 0 ? (
        <p role="alert">{t('checkout.payment.none.error')}</p>
      ) : (
        <Form method="post" {...formProps}>
          <fieldset ref={methodChoices} aria-describedby={fields.paymentMethod.errors ? errorId : undefined}>
            <legend>{t('checkout.payment.method.legend')}</legend>
            {data.methods.map((method) => (
              <div className="choice payment-choice" key={method.id}>
                <input
                  type="radio"
                  id={`payment-${method.id}`}
                  name={fields.paymentMethod.name}
                  value={method.id}
                  checked={chosen === method.id}
                  disabled={method.isRestricted}
                  required
                  onChange={() => setChosen(method.id)}
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
                {method.savedInstruments.length > 0 ? (
                  <SavedInstrumentOptions method={method} fields={fields} chosen={instruments[method.id]} onChoose={chooseInstrument(method.id)} />
                ) : (
                  <ParameterInputs method={method} fields={fields} idPrefix="payment" enforceRequired={false} />
                )}
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
