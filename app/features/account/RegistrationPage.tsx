import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { type FormEvent, useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { AddressFields, type AddressFieldset } from '~/features/checkout/AddressStep';
import type { RegionsByCountry } from '~/features/checkout/address-step.server';
import { FieldErrors, Messages, pendingProps } from '~/forms/FormParts';
import { INTENT_FIELD, replyFor, type ShopMessage } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { loader as regionsLoader } from '~/routes/api.regions';
import { REGISTER_FORM_ID } from './account-form-ids';
import type { CustomerTypeChoice, RegistrationInput } from './registration-form';
import type { RegistrationPageData, RegistrationReply } from './registration.server';

const registrationValidation = lazyValidation(() => import('./registration-form').then((module) => module.registrationSchema));

const CUSTOMER_TYPE_CHOICES: readonly CustomerTypeChoice[] = ['private', 'business'];
const SUMMARY: ShopMessage = { type: 'error', key: 'account.register.error.summary' };
const TERMS_PATH = '/page/page.termsAndConditions.pagelet2-Page';
const PRIVACY_PATH = '/page/page.privacyPolicy.pagelet2-Page';

interface TextFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<string | undefined, any, string[]>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  required?: boolean;
  hint?: string;
}

/** A labelled input with its first error next to it (and a hint); a password never gets its typed value back. */
function TextField({ field, label, type = 'text', autoComplete, required = false, hint }: TextFieldProps) {
  const t = useT();
  const { key, ...props } = getInputProps(field, { type });
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="required-mark">
            {' '}*
          </span>
        ) : (
          <span className="optional-mark"> {t('checkout.address.optional')}</span>
        )}
      </label>
      <input
        key={key}
        {...props}
        required={required}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
        autoComplete={autoComplete}
        defaultValue={type === 'password' ? undefined : (field.initialValue ?? '')}
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The chosen country and its regions: from the loader, the action's reply (no JavaScript), or fetched on a change. */
function useCountryRegions(initialCountry: string, known: RegionsByCountry) {
  const { href } = useShopLocale();
  const fetcher = useFetcher<typeof regionsLoader>({ key: `${REGISTER_FORM_ID}-regions` });
  const [country, setCountry] = useState(initialCountry);
  const fetched = fetcher.data && fetcher.data.country === country ? fetcher.data.regions : undefined;
  const regions = Object.hasOwn(known, country) ? known[country] : fetched;
  const choose = (code: string) => {
    setCountry(code);
    if (code && !Object.hasOwn(known, code)) void fetcher.load(href(`/api/regions?country=${encodeURIComponent(code)}`));
  };
  return { country, regions, choose };
}

/** /register: private or business customer, login and password, name and address, and the terms. */
export function RegistrationPage({ data, actionData }: { data: RegistrationPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const reply = replyFor(REGISTER_FORM_ID, actionData) as RegistrationReply | undefined;
  const { form, fields, messages, formProps } = useShopForm<RegistrationInput>(registrationValidation, REGISTER_FORM_ID, actionData, {
    constraint: data.constraint,
  });
  const addressFields = fields.address.getFieldset() as AddressFieldset;
  const postedCountry = addressFields.countryCode.initialValue;
  const address = useCountryRegions(reply && typeof postedCountry === 'string' ? postedCountry : data.country, { ...data.regions, ...reply?.regions });
  const initialType: CustomerTypeChoice = fields.customerType.initialValue === 'business' ? 'business' : 'private';
  const [business, setBusiness] = useState(initialType === 'business');
  const [tried, setTried] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    formProps.onSubmit(event);
  };
  // With JavaScript, the browser's own findings get the summary too.
  const clientSummary = hydrated && tried && !messages.some((message) => message.key === SUMMARY.key) && Object.keys(form.allErrors).length > 0;
  const companyHidden = hydrated && !business;
  const busy = navigation.state === 'submitting' && navigation.formData?.get(INTENT_FIELD) === 'register';
  const { key: termsKey, ...termsProps } = getInputProps(fields.termsAndConditions, { type: 'checkbox' });
  const typeField = fields.customerType;

  return (
    <div className="account-page registration-page">
      <h1>{data.title}</h1>
      <p>{t('account.register.intro.text')}</p>
      <Messages messages={[...messages, ...(clientSummary ? [SUMMARY] : [])]} />
      <Form method="post" {...formProps} onSubmit={onSubmit} className="account-form address-form registration-form">
        {/* Without JavaScript, Enter in a field submits with the first submit button: make that "register". */}
        {!hydrated && (
          <button type="submit" name={INTENT_FIELD} value="register" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            {t('account.register.button')}
          </button>
        )}
        <fieldset className="address-fieldset customer-type" aria-describedby={typeField.errors ? typeField.errorId : undefined}>
          <legend>{t('account.register.customer_type.legend')}</legend>
          {CUSTOMER_TYPE_CHOICES.map((choice) => (
            <div key={choice} className="form-field form-check">
              <input
                type="radio"
                id={`${typeField.id}-${choice}`}
                name={typeField.name}
                value={choice}
                defaultChecked={initialType === choice}
                required
                onChange={() => setBusiness(choice === 'business')}
              />
              <label htmlFor={`${typeField.id}-${choice}`}>{t(`account.register.customer_type.${choice}.label`)}</label>
            </div>
          ))}
          <FieldErrors id={typeField.errorId} errors={typeField.errors} />
        </fieldset>

        <fieldset className="address-fieldset">
          <legend>{t('account.register.login.heading')}</legend>
          <TextField field={fields.email} label={t('account.register.email.label')} type="email" autoComplete="username" required hint={t('account.register.email.hint')} />
          <TextField
            field={fields.password}
            label={t('account.register.password.label')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('account.register.password.extrainfo.message', { min: 7 })}
          />
          <TextField field={fields.passwordConfirmation} label={t('account.register.password_confirmation.label')} type="password" autoComplete="new-password" required />
        </fieldset>

        <fieldset className="address-fieldset company-fieldset" hidden={companyHidden} disabled={companyHidden}>
          <legend>{t('account.register.company.heading')}</legend>
          {!hydrated && <p className="field-hint">{t('account.register.company.hint')}</p>}
          <TextField field={fields.companyName} label={t('account.register.company_name.label')} autoComplete="organization" required={hydrated && business} />
          <TextField field={fields.companyName2} label={t('account.register.company_name2.label')} autoComplete="off" />
          <TextField field={fields.taxationID} label={t('account.register.taxation_id.label')} autoComplete="off" />
          <TextField field={fields.industry} label={t('account.register.industry.label')} autoComplete="off" />
        </fieldset>

        <fieldset className="address-fieldset">
          <legend>{t('account.register.address.heading')}</legend>
          <TextField field={fields.title} label={t('account.register.title.label')} autoComplete="honorific-prefix" />
          <AddressFields
            fields={addressFields}
            section="billing"
            countries={data.countries}
            regions={address.regions}
            country={address.country}
            onCountryChange={address.choose}
            regionsButton={!hydrated}
          />
        </fieldset>

        <div className="form-field checkbox-field">
          <input key={termsKey} {...termsProps} required />
          <label htmlFor={fields.termsAndConditions.id}>{t('account.register.tac.label')}</label>
        </div>
        <p className="field-hint">
          <Link to={href(TERMS_PATH)}>{t('account.register.tac.terms.link')}</Link>
          {' · '}
          <Link to={href(PRIVACY_PATH)}>{t('account.register.tac.privacy.link')}</Link>
        </p>
        <FieldErrors id={fields.termsAndConditions.errorId} errors={fields.termsAndConditions.errors} />

        <div className="form-actions">
          <button type="submit" name={INTENT_FIELD} value="register" className="button-primary" {...pendingProps(busy)}>
            {t('account.register.button')}
          </button>
        </div>
      </Form>
      <p>
        {t('account.register.have_account.text')} <Link to={href('/login')}>{t('account.login.link')}</Link>
      </p>
    </div>
  );
}
