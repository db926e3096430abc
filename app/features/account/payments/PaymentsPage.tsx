import { useMemo, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import type { PaymentFormMethod } from '~/features/checkout/payment-form';
import { ParameterInputs } from '~/features/checkout/PaymentParameters';
import type { PaymentInput } from '~/features/checkout/payment-schema';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CONFIRM_DELETE_PARAM, PAYMENT_ADD_FORM_ID, PAYMENTS_FORM_ID } from './payment-ids';
import type { PaymentsPageData, SavedInstrumentView } from './payments.server';

/**
 * The checkout's words for a method the form cannot take ("not available for your order") as this page
 * says them: the method's instruments cannot be saved.
 */
const ACCOUNT_WORDING: Readonly<Record<string, string>> = { 'checkout.payment.error.not_eligible': 'account.payment.error.not_savable' };
const inAccountWords = (errors: string[] | undefined) => errors?.map((key) => ACCOUNT_WORDING[key] ?? key);

/** A small form of the list: makes one instrument (or none) the preferred one. */
function PreferredButton({ instrumentId, label, describedBy }: { instrumentId: string; label: string; describedBy?: string }) {
  return (
    <Form method="post" className="inline-form">
      <IntentField intent="preferred" />
      <EnhancedMarker />
      <input type="hidden" name="instrumentId" value={instrumentId} />
      <button type="submit" className="button-secondary" aria-describedby={describedBy}>
        {label}
      </button>
    </Form>
  );
}

function SavedInstrument({ instrument }: { instrument: SavedInstrumentView }) {
  const t = useT();
  const labelId = `instrument-${instrument.id}`;
  return (
    <li className="saved-instrument">
      <span id={labelId} className="instrument-account">
        {instrument.accountIdentifier ?? instrument.methodName}
      </span>
      {instrument.preferred && <span className="instrument-mark"> {t('account.payment.preferred.label')}</span>}
      <div className="instrument-actions">
        {!instrument.preferred && <PreferredButton instrumentId={instrument.id} label={t('account.payment.preferred.button')} describedBy={labelId} />}
        <Link to={`?${CONFIRM_DELETE_PARAM}=${encodeURIComponent(instrument.id)}`} aria-describedby={labelId}>
          {t('account.payment.delete.button')}
        </Link>
      </div>
    </li>
  );
}

/** Asks before deleting, without JavaScript too: the page itself asks, the post deletes. */
function ConfirmDelete({ instrument }: { instrument: SavedInstrumentView }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <section className="confirm-panel" aria-labelledby="delete-instrument-heading">
      <h2 id="delete-instrument-heading">{t('account.payment.delete.heading')}</h2>
      <p>{t('account.payment.delete.question')}</p>
      <p>
        {instrument.methodName}
        {instrument.accountIdentifier && <span className="instrument-account"> {instrument.accountIdentifier}</span>}
      </p>
      <Form method="post" className="form-actions">
        <IntentField intent="delete" />
        <input type="hidden" name="instrumentId" value={instrument.id} />
        <button type="submit" className="button-primary">
          {t('account.payment.delete.button')}
        </button>
        <Link to={href('/account/payments')}>{t('account.payment.cancel.link')}</Link>
      </Form>
    </section>
  );
}

/** Saving an instrument: the method, then its parameters (with JavaScript only the chosen method's). */
function AddInstrumentForm({ methods, actionData }: { methods: PaymentFormMethod[]; actionData: unknown }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const validation = useMemo(() => lazyValidation(() => import('~/features/checkout/payment-schema').then((module) => module.paymentSchema(methods))), [methods]);
  const { fields, messages, formProps } = useShopForm<PaymentInput>(validation, PAYMENT_ADD_FORM_ID, actionData);
  const initial = String(fields.paymentMethod.initialValue ?? methods[0]?.id ?? '');
  const [chosen, setChosen] = useState(initial);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  const errorId = 'saved-payment-method-error';
  return (
    <section aria-labelledby="add-instrument-heading" className="add-instrument">
      <h2 id="add-instrument-heading">{t('account.payment.add.heading')}</h2>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="add" />
        <EnhancedMarker />
        <fieldset aria-describedby={fields.paymentMethod.errors ? errorId : undefined}>
          <legend>{t('account.payment.add.method.legend')}</legend>
          {methods.map((method) => {
            const hidden = hydrated && chosen !== method.id;
            return (
              <div className="choice payment-choice" key={method.id}>
                <input
                  type="radio"
                  id={`saved-payment-${method.id}`}
                  name={fields.paymentMethod.name}
                  value={method.id}
                  defaultChecked={initial === method.id}
                  required
                  onChange={() => setChosen(method.id)}
                />
                <label htmlFor={`saved-payment-${method.id}`}>
                  <span className="choice-name">{method.displayName}</span>
                  {method.description && <span className="choice-detail">{method.description}</span>}
                </label>
                <fieldset hidden={hidden} disabled={hidden} className="payment-method-parameters">
                  <legend className="visually-hidden">{method.displayName}</legend>
                  {/* Without JavaScript every method's inputs are posted: only the chosen one's count, so none is required. */}
                  <ParameterInputs method={method} fields={fields} idPrefix="saved-payment" enforceRequired={hydrated && chosen === method.id} />
                </fieldset>
              </div>
            );
          })}
        </fieldset>
        <FieldErrors id={errorId} errors={inAccountWords(fields.paymentMethod.errors)} />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('account.payment.add.button')}
        </button>
      </Form>
    </section>
  );
}

/** /account/payments: the saved payment instruments, the preferred one, and saving a new one. */
export function PaymentsPage({ data, actionData }: { data: PaymentsPageData; actionData: unknown }) {
  const t = useT();
  const listReply = replyFor(PAYMENTS_FORM_ID, actionData);
  const saved = data.methods.some((method) => method.instruments.length > 0 || method.standard);
  return (
    <div className="account-payments">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <Messages messages={listReply?.messages ?? []} />
      {data.confirmDelete && <ConfirmDelete instrument={data.confirmDelete} />}
      <section aria-labelledby="preferred-instrument-heading">
        <h2 id="preferred-instrument-heading">{t('account.payment.preferred_method')}</h2>
        {data.preferred ? (
          <>
            <p className="preferred-instrument">
              {data.preferred.methodName}
              {data.preferred.accountIdentifier && <span className="instrument-account"> {data.preferred.accountIdentifier}</span>}
            </p>
            <PreferredButton instrumentId="" label={t('account.payment.no_preferred.button')} />
          </>
        ) : (
          <p>{t('account.payment.no_preferred_method')}</p>
        )}
      </section>
      <section aria-labelledby="saved-instruments-heading">
        <h2 id="saved-instruments-heading">{t('account.payment.saved.heading')}</h2>
        {saved ? (
          data.methods.map((method) => (
            <div key={method.id} className="saved-method">
              <h3>{method.displayName}</h3>
              {method.standard ? (
                !method.preferred && <PreferredButton instrumentId={method.id} label={t('account.payment.preferred.button')} />
              ) : (
                <ul className="saved-instruments">
                  {method.instruments.map((instrument) => (
                    <SavedInstrument key={instrument.id} instrument={instrument} />
                  ))}
                </ul>
              )}
            </div>
          ))
        ) : (
          <p>{t('account.payment.no_entries')}</p>
        )}
      </section>
      {data.addable.length > 0 && <AddInstrumentForm methods={data.addable} actionData={actionData} />}
    </div>
  );
}
