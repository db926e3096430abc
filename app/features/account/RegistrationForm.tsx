import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { CaptchaField } from '~/features/captcha/CaptchaField';
import type { CaptchaWidget } from '~/features/captcha/captcha-widget';
import type { AddressFormChoices } from '~/features/checkout/address-step.server';
import type { AddressFields as AddressValues } from '~/features/checkout/address-form';
import { AddressFields, type AddressFieldset } from '~/features/checkout/AddressStep';
import { ADDRESS_LIMITS } from '~/features/checkout/address-rules';
import type { Constraint } from '~/forms/constraints.server';
import { EnhancedMarker, FieldErrors, Messages, pendingProps } from '~/forms/FormParts';
import { INTENT_FIELD, replyFor, type ShopMessage } from '~/forms/form-reply';
import type { LazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { staticPagePath } from '~/features/content/static-pages';
import { CUSTOMER_TYPES, type CustomerTypeChoice } from './registration-form';
import { TextField } from './TextField';

const SUMMARY: ShopMessage = { type: 'error', key: 'account.register.error.summary' };

/** What both registration pages (the shop's own, and single sign-on's) know before the shopper types. */
export interface RegistrationFormData extends AddressFormChoices {
  constraint: Record<string, Constraint>;
  /** Google's checkbox, when ICM wants a captcha for the registration. */
  captcha?: CaptchaWidget;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<string | undefined, any, string[]>;

/** The fields both registration forms have (the shop's own adds login and password). */
export interface RegistrationFieldset {
  customerType: Field;
  companyName: Field;
  companyName2: Field;
  taxationID: Field;
  industry: Field;
  title: Field;
  termsAndConditions: Field;
}

interface RegistrationFormProps<Fields extends RegistrationFieldset> {
  formId: string;
  validation: LazyValidation;
  actionData: unknown;
  data: RegistrationFormData;
  /** The address's first values (single sign-on: the provider's names). */
  addressDefaults?: Partial<AddressValues>;
  /** Fields between the customer type and the company (the login and password). */
  children?: (fields: Fields) => ReactNode;
}

/**
 * A registration form: private or business customer (without JavaScript the company fields are
 * always there and count only for a business customer; with it they show when "business" is
 * chosen), the company, name and address (country, then region), and the terms.
 */
export function RegistrationForm<Fields extends RegistrationFieldset>({ formId, validation, actionData, data, addressDefaults = {}, children }: RegistrationFormProps<Fields>) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const reply = replyFor(formId, actionData);
  const { form, fields: allFields, messages, formProps } = useShopForm<Record<string, unknown>>(validation, formId, actionData, { constraint: data.constraint });
  const fields = allFields as unknown as Fields & { address: { getFieldset(): unknown } };
  const addressFields = fields.address.getFieldset() as AddressFieldset;
  const postedCountry = addressFields.countryCode.initialValue;
  const [country, setCountry] = useState(reply && typeof postedCountry === 'string' ? postedCountry : data.country);
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
  const termsLinksId = `${fields.termsAndConditions.id}-links`;
  const { href } = useShopLocale();

  return (
    <>
      <Messages messages={[...messages, ...(clientSummary ? [SUMMARY] : [])]} />
      <Form method="post" {...formProps} onSubmit={onSubmit} className="account-form address-form registration-form">
        {/* A hydrated page keeps the typed passwords after a refusal: the action need not ask for them again. */}
        <EnhancedMarker />
        <fieldset className="address-fieldset customer-type" aria-describedby={typeField.errors ? typeField.errorId : undefined}>
          <legend>{t('account.register.customer_type.legend')}</legend>
          {CUSTOMER_TYPES.map((choice) => (
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

        {children?.(fields)}

        <fieldset className="address-fieldset company-fieldset" hidden={companyHidden} disabled={companyHidden}>
          <legend>{t('account.register.company.heading')}</legend>
          {!hydrated && <p className="field-hint">{t('account.register.company.hint')}</p>}
          <TextField
            field={fields.companyName}
            label={t('account.register.company_name.label')}
            autoComplete="organization"
            required={hydrated && business}
            marked
            maxLength={ADDRESS_LIMITS.companyName1}
          />
          <TextField field={fields.companyName2} label={t('account.register.company_name2.label')} autoComplete="off" maxLength={ADDRESS_LIMITS.companyName1} />
          <TextField field={fields.taxationID} label={t('account.register.taxation_id.label')} autoComplete="off" maxLength={ADDRESS_LIMITS.companyName1} />
          <TextField field={fields.industry} label={t('account.register.industry.label')} autoComplete="off" maxLength={ADDRESS_LIMITS.companyName1} />
        </fieldset>

        <fieldset className="address-fieldset">
          <legend>{t('account.register.address.heading')}</legend>
          <TextField field={fields.title} label={t('account.register.title.label')} autoComplete="honorific-prefix" />
          <AddressFields
            fields={addressFields}
            section="billing"
            countries={data.countries}
            regions={data.regions}
            country={country}
            onCountryChange={setCountry}
            defaults={reply ? {} : { countryCode: data.country, ...addressDefaults }}
          />
        </fieldset>

        <div className="form-field checkbox-field">
          <input
            key={termsKey}
            {...termsProps}
            required
            aria-describedby={[termsLinksId, termsProps['aria-describedby']].filter(Boolean).join(' ')}
          />
          <label htmlFor={fields.termsAndConditions.id}>{t('account.register.tac.label')}</label>
        </div>
        {/* Beside the label, not in it: a click on a link must not tick the box. */}
        <p className="field-hint" id={termsLinksId}>
          {t('account.register.tac.links.label')} <Link to={href(staticPagePath('terms'))}>{t('footer.terms.link')}</Link>,{' '}
          <Link to={href(staticPagePath('privacy'))}>{t('footer.privacy.link')}</Link>
        </p>
        <FieldErrors id={fields.termsAndConditions.errorId} errors={fields.termsAndConditions.errors} />

        <CaptchaField captcha={data.captcha} reply={actionData} />

        <div className="form-actions">
          <button type="submit" name={INTENT_FIELD} value="register" className="button-primary" {...pendingProps(busy)}>
            {t('account.register.button')}
          </button>
        </div>
      </Form>
    </>
  );
}
