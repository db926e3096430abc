import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react';
import { type FormEvent, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { FieldErrors, Messages } from '~/forms/FormParts';
import { INTENT_FIELD, replyFor, type ShopMessage } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { checkedRadioValue, useEarlyChoice } from '~/forms/use-early-choice';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { postalCodeExample } from '../../../shared/postal-codes';
import { NEW_ADDRESS, SAME_AS_INVOICE, type SavedAddress } from '~/features/account/addresses/address-choices';
import { loginPath } from '~/features/account/login-path';
import { AddressSummary } from '~/features/account/addresses/AddressSummary';
import type { AddressFieldName, AddressFields, CheckoutAddressInput, UserCheckoutAddressInput } from './address-form';
import { ADDRESS_FORM_ID, ADDRESS_LIMITS, REGION_REQUIRED_COUNTRIES } from './address-rules';
import type { AddressStepData, CountryOption, RegionsByCountry, SavedAddressChoices } from './address-step.server';
import { CheckoutProgress } from './CheckoutProgress';
import { RequiredMark } from '~/components/RequiredMark';

const addressValidation = lazyValidation(() => import('./address-form').then((module) => module.checkoutAddressSchema));
const userAddressValidation = lazyValidation(() => import('./address-form').then((module) => module.userCheckoutAddressSchema));

/** conform's metadata of one address's fields (the checkout's invoice or ship-to address, an account's address). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AddressFieldset = Record<AddressFieldName, FieldMetadata<string | undefined, any, string[]>>;

const REQUIRED_FIELDS: ReadonlySet<AddressFieldName> = new Set(['firstName', 'lastName', 'addressLine1', 'postalCode', 'city', 'countryCode']);

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName1: 'organization',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  countryCode: 'country',
  mainDivisionCode: 'address-level1',
  phoneHome: 'tel',
};

const TEXT_FIELDS: readonly { name: Exclude<AddressFieldName, 'countryCode' | 'mainDivisionCode'>; type?: 'tel' }[] = [
  { name: 'firstName' },
  { name: 'lastName' },
  { name: 'companyName1' },
  { name: 'addressLine1' },
  { name: 'addressLine2' },
  { name: 'postalCode' },
  { name: 'city' },
];

export interface AddressFieldsProps {
  fields: AddressFieldset;
  /** The autocomplete section (`billing`, `shipping`), so browsers fill the right address. */
  section: 'billing' | 'shipping';
  countries: CountryOption[];
  /** Every country's regions (of the countries that have some). */
  regions: RegionsByCountry;
  /** The chosen country (the select is uncontrolled; the page keeps track of it for the regions). */
  country: string;
  onCountryChange?: (country: string) => void;
  /** Values shown when the form has no reply yet (an existing address). */
  defaults?: Partial<AddressFields>;
  /** Mark the required fields with HTML `required` (off where the browser must not refuse the post). */
  enforceRequired?: boolean;
}

/** The fields of one postal address, with labels, autocomplete and errors next to each field. */
export function AddressFields({
  fields,
  section,
  countries,
  regions,
  country,
  onCountryChange,
  defaults = {},
  enforceRequired = true,
}: AddressFieldsProps) {
  const t = useT();
  const hydrated = useHydrated();
  const label = (name: AddressFieldName) => (
    <label htmlFor={fields[name].id}>
      {t(`checkout.address.${name}.label`)}
      {REQUIRED_FIELDS.has(name) ? (
        <RequiredMark />
      ) : (
        <span className="optional-mark"> {t('checkout.address.optional')}</span>
      )}
    </label>
  );
  const initial = (name: AddressFieldName) => fields[name].initialValue ?? defaults[name] ?? '';
  const countryField = fields.countryCode;
  const { key: countryKey, ...countryProps } = getSelectProps(countryField);
  const regionField = fields.mainDivisionCode;
  // Before hydration the label cannot follow the country the shopper picks: it says neither "*" nor
  // "(optional)" but, in a hint, where a region is required (the action checks it by the posted country).
  const regionHintId = hydrated ? undefined : regionField.descriptionId;
  const { key: regionKey, ...regionProps } = getSelectProps(regionField, { ariaDescribedBy: regionHintId });
  const initialRegion = initial('mainDivisionCode');
  const regionRequired = REGION_REQUIRED_COUNTRIES.has(country);
  // Without JavaScript the select lists every country's regions, grouped by country (the action checks
  // that the region is the chosen country's); with it, only the chosen country's.
  const countryRegions = regions[country] ?? [];
  const regionGroups = hydrated
    ? []
    : countries.flatMap((option) => (regions[option.code]?.length ? [{ country: option, regions: regions[option.code] }] : []));
  const listedRegions = hydrated ? countryRegions : regionGroups.flatMap((group) => group.regions);

  return (
    <div className="address-fields">
      {TEXT_FIELDS.map(({ name, type }) => {
        const field = fields[name];
        const { key, ...props } = getInputProps(field, { type: type ?? 'text' });
        return (
          <div key={name} className={`form-field field-${name}`}>
            {label(name)}
            <input
              key={key}
              {...props}
              defaultValue={initial(name)}
              required={enforceRequired && REQUIRED_FIELDS.has(name)}
              maxLength={ADDRESS_LIMITS[name]}
              autoComplete={`${section} ${AUTOCOMPLETE[name]}`}
            />
            <FieldErrors
              id={field.errorId}
              errors={field.errors}
              values={name === 'postalCode' ? { example: postalCodeExample(country) ?? '' } : undefined}
            />
          </div>
        );
      })}
      <div className="form-field field-countryCode">
        {label('countryCode')}
        <select
          key={countryKey}
          {...countryProps}
          defaultValue={initial('countryCode')}
          required={enforceRequired}
          autoComplete={`${section} ${AUTOCOMPLETE.countryCode}`}
          onChange={(event) => onCountryChange?.(event.currentTarget.value)}
        >
          <option value="">{t('checkout.address.countryCode.choose')}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldErrors id={countryField.errorId} errors={countryField.errors} />
      </div>
      {listedRegions.length > 0 && (
        <div className="form-field field-mainDivisionCode">
          <label htmlFor={regionField.id}>
            {t('checkout.address.mainDivisionCode.label')}
            {!hydrated ? null : regionRequired ? (
              <RequiredMark />
            ) : (
              <span className="optional-mark"> {t('checkout.address.optional')}</span>
            )}
          </label>
          {regionHintId && (
            <p className="field-hint" id={regionHintId}>
              {t('checkout.address.mainDivisionCode.hint')}
            </p>
          )}
          {/* Keyed by country: a new country's list starts unchosen. */}
          <select
            key={`${regionKey ?? ''}-${country}`}
            {...regionProps}
            defaultValue={listedRegions.some((region) => region.code === initialRegion) ? initialRegion : ''}
            required={enforceRequired && hydrated && regionRequired}
            autoComplete={`${section} ${AUTOCOMPLETE.mainDivisionCode}`}
          >
            <option value="">{t('checkout.address.mainDivisionCode.choose')}</option>
            {hydrated
              ? countryRegions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))
              : regionGroups.map((group) => (
                  <optgroup key={group.country.code} label={group.country.name}>
                    {group.regions.map((region) => (
                      <option key={region.code} value={region.code}>
                        {region.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
          <FieldErrors id={regionField.errorId} errors={regionField.errors} />
        </div>
      )}
      {(() => {
        const field = fields.phoneHome;
        const { key, ...props } = getInputProps(field, { type: 'tel' });
        return (
          <div className="form-field field-phoneHome">
            {label('phoneHome')}
            <input key={key} {...props} defaultValue={initial('phoneHome')} maxLength={ADDRESS_LIMITS.phoneHome} autoComplete={`${section} tel`} />
            <FieldErrors id={field.errorId} errors={field.errors} />
          </div>
        );
      })()}
    </div>
  );
}

const SUMMARY: ShopMessage = { type: 'error', key: 'checkout.address.error.summary' };

/** A guest's form, or a logged-in user's with the saved addresses to choose from. */
export function AddressStep({ data, actionData }: { data: AddressStepData; actionData: unknown }) {
  return data.saved ? <UserAddressStep data={data} saved={data.saved} actionData={actionData} /> : <GuestAddressStep data={data} actionData={actionData} />;
}

function GuestAddressStep({ data, actionData }: { data: AddressStepData; actionData: unknown }) {
  const t = useT();
  const { locale, href } = useShopLocale();
  const hydrated = useHydrated();
  const reply = replyFor(ADDRESS_FORM_ID, actionData);
  const { form, fields, messages, formProps } = useShopForm<CheckoutAddressInput>(addressValidation, ADDRESS_FORM_ID, actionData, { constraint: data.constraint });
  const invoiceFields = fields.invoice.getFieldset() as AddressFieldset;
  const shippingFields = fields.shipping.getFieldset() as AddressFieldset;
  const { defaults } = data;
  // Once the shopper has posted, the form shows what was posted (a field emptied stays empty).
  const posted = (value: unknown) => (typeof value === 'string' ? value : '');
  const [invoiceCountry, setInvoiceCountry] = useState(reply ? posted(invoiceFields.countryCode.initialValue) : (defaults.invoice.countryCode ?? ''));
  const [shippingCountry, setShippingCountry] = useState(reply ? posted(shippingFields.countryCode.initialValue) : (defaults.shipping.countryCode ?? ''));
  const initiallySame = reply ? fields.shipToInvoice.initialValue === 'on' : defaults.shipToInvoice;
  const [same, setSame] = useState(initiallySame);
  const sameBox = useRef<HTMLInputElement>(null);
  useEarlyChoice(() => sameBox.current?.checked, same, setSame);
  const [tried, setTried] = useState(false);
  const { key: sameKey, ...sameProps } = getInputProps(fields.shipToInvoice, { type: 'checkbox', value: 'on' });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email' });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    formProps.onSubmit(event);
  };
  // A summary above the form whenever it has errors after a post (the server's or, with JavaScript, the browser's).
  const clientSummary = hydrated && tried && !messages.some((message) => message.key === SUMMARY.key) && Object.keys(form.allErrors).length > 0;
  const shippingHidden = hydrated && same;

  return (
    <div className="checkout-address">
      <CheckoutProgress current="address" />
      <h1>{t('checkout.address.heading')}</h1>
      {/* A customer with an account logs in and comes back here, to choose among the saved addresses. */}
      <p className="checkout-login">
        {t('checkout.address.login.text')} <Link to={loginPath(locale, href('/checkout/address'))}>{t('account.login.link')}</Link>
      </p>
      <Messages messages={[...messages, ...(clientSummary ? [SUMMARY] : [])]} />
      <Form method="post" {...formProps} onSubmit={onSubmit} className="address-form">
        <fieldset className="address-fieldset">
          <legend>{t('checkout.address.contact.heading')}</legend>
          <div className="form-field field-email">
            <label htmlFor={fields.email.id}>
              {t('checkout.address.email.label')}
              <RequiredMark />
            </label>
            <input
              key={emailKey}
              {...emailProps}
              defaultValue={reply ? posted(fields.email.initialValue) : defaults.email}
              autoComplete="email"
              aria-describedby={[fields.email.errors ? fields.email.errorId : '', fields.email.descriptionId].filter(Boolean).join(' ')}
            />
            <p className="field-hint" id={fields.email.descriptionId}>
              {t('checkout.address.email.hint')}
            </p>
            <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
          </div>
        </fieldset>

        <fieldset className="address-fieldset">
          <legend>{t('checkout.address.invoice.heading')}</legend>
          <AddressFields
            fields={invoiceFields}
            section="billing"
            countries={data.countries}
            regions={data.regions}
            country={invoiceCountry}
            onCountryChange={setInvoiceCountry}
            defaults={reply ? {} : defaults.invoice}
          />
        </fieldset>

        {/* Without JavaScript, a style rule on this box hides the ship-to fields while it is ticked. */}
        <div className="form-field form-check same-address">
          <input key={sameKey} ref={sameBox} {...sameProps} defaultChecked={initiallySame} onChange={(event) => setSame(event.currentTarget.checked)} />
          <label htmlFor={fields.shipToInvoice.id}>{t('checkout.address.same_address.label')}</label>
        </div>

        <fieldset className="address-fieldset ship-to-fields" hidden={shippingHidden} disabled={shippingHidden}>
          <legend>{t('checkout.address.shipping.heading')}</legend>
          <AddressFields
            fields={shippingFields}
            section="shipping"
            countries={data.countries}
            regions={data.regions}
            country={shippingCountry}
            onCountryChange={setShippingCountry}
            defaults={reply ? {} : defaults.shipping}
            enforceRequired={hydrated && !same}
          />
        </fieldset>

        <div className="form-actions">
          <button type="submit" name={INTENT_FIELD} value="save" className="button-primary">
            {t('checkout.address.save.button')}
          </button>
        </div>
      </Form>
    </div>
  );
}

// ---- a logged-in user's form ----------------------------------------------------------------------

interface AddressChoiceProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<string | undefined, any, string[]>;
  legend: string;
  options: SavedAddress[];
  chosen: string;
  onChoose: (choice: string) => void;
  /** Offer "the invoice address" first (the ship-to choice). */
  sameAsInvoice?: boolean;
  /** The new address's fields. */
  children: React.ReactNode;
}

/**
 * Radio buttons for the saved addresses, "a new address" and, for shipping, "the invoice address"; the
 * new address's fields below them show only while "a new address" is chosen (a style rule on the
 * radio's state, so with and without JavaScript alike).
 */
function AddressChoice({ field, legend, options, chosen, onChoose, sameAsInvoice = false, children }: AddressChoiceProps) {
  const t = useT();
  const choices = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(() => checkedRadioValue(choices.current, field.name), chosen, onChoose);
  const radio = (value: string, id: string, label: React.ReactNode) => (
    <div className="form-field form-check address-option" key={id}>
      <input type="radio" id={id} name={field.name} value={value} checked={chosen === value} required onChange={() => onChoose(value)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  const hintId = `${field.id}-new-hint`;
  return (
    <fieldset ref={choices} className="address-fieldset address-choice" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend>{legend}</legend>
      {sameAsInvoice && radio(SAME_AS_INVOICE, `${field.id}-invoice`, t('checkout.address.same_as_invoice.label'))}
      {options.map((option, index) => radio(option.urn, `${field.id}-${index}`, <AddressSummary address={option.address} inline />))}
      {radio(NEW_ADDRESS, `${field.id}-new`, t('checkout.address.new_address.label'))}
      <FieldErrors id={field.errorId} errors={field.errors} />
      <fieldset className="new-address" aria-describedby={hintId}>
        <legend className="visually-hidden">{t('checkout.address.new_address.label')}</legend>
        <p className="field-hint" id={hintId}>
          {t('checkout.address.new_address.hint')}
        </p>
        {children}
      </fieldset>
    </fieldset>
  );
}

function UserAddressStep({ data, saved, actionData }: { data: AddressStepData; saved: SavedAddressChoices; actionData: unknown }) {
  const t = useT();
  const hydrated = useHydrated();
  const reply = replyFor(ADDRESS_FORM_ID, actionData);
  const { form, fields, messages, formProps } = useShopForm<UserCheckoutAddressInput>(userAddressValidation, ADDRESS_FORM_ID, actionData, { constraint: data.constraint });
  const invoiceFields = fields.invoice.getFieldset() as AddressFieldset;
  const shippingFields = fields.shipping.getFieldset() as AddressFieldset;
  const { defaults } = data;
  // Once the user has posted, the form shows what was posted.
  const posted = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const [invoiceCountry, setInvoiceCountry] = useState(reply ? posted(invoiceFields.countryCode.initialValue, '') : (defaults.invoice.countryCode ?? ''));
  const [shippingCountry, setShippingCountry] = useState(reply ? posted(shippingFields.countryCode.initialValue, '') : (defaults.shipping.countryCode ?? ''));
  const [invoiceChoice, setInvoiceChoice] = useState(reply ? posted(fields.invoiceAddress.initialValue, NEW_ADDRESS) : saved.invoice);
  const [shippingChoice, setShippingChoice] = useState(reply ? posted(fields.shippingAddress.initialValue, SAME_AS_INVOICE) : saved.shipping);
  const [tried, setTried] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    formProps.onSubmit(event);
  };
  const clientSummary = hydrated && tried && !messages.some((message) => message.key === SUMMARY.key) && Object.keys(form.allErrors).length > 0;

  return (
    <div className="checkout-address">
      <CheckoutProgress current="address" />
      <h1>{t('checkout.address.heading')}</h1>
      <Messages messages={[...messages, ...(clientSummary ? [SUMMARY] : [])]} />
      <Form method="post" {...formProps} onSubmit={onSubmit} className="address-form">
        <AddressChoice
          field={fields.invoiceAddress}
          legend={t('checkout.address.invoice.heading')}
          options={saved.addresses.filter((option) => option.address.invoiceToAddress)}
          chosen={invoiceChoice}
          onChoose={setInvoiceChoice}
        >
          <AddressFields
            fields={invoiceFields}
            section="billing"
            countries={data.countries}
            regions={data.regions}
            country={invoiceCountry}
            onCountryChange={setInvoiceCountry}
            defaults={reply ? {} : defaults.invoice}
            enforceRequired={hydrated && invoiceChoice === NEW_ADDRESS}
          />
        </AddressChoice>
        <AddressChoice
          field={fields.shippingAddress}
          legend={t('checkout.address.shipping.heading')}
          options={saved.addresses.filter((option) => option.address.shipToAddress)}
          chosen={shippingChoice}
          onChoose={setShippingChoice}
          sameAsInvoice
        >
          <AddressFields
            fields={shippingFields}
            section="shipping"
            countries={data.countries}
            regions={data.regions}
            country={shippingCountry}
            onCountryChange={setShippingCountry}
            defaults={reply ? {} : defaults.shipping}
            enforceRequired={hydrated && shippingChoice === NEW_ADDRESS}
          />
        </AddressChoice>
        <div className="form-actions">
          <button type="submit" name={INTENT_FIELD} value="save" className="button-primary">
            {t('checkout.address.save.button')}
          </button>
        </div>
      </Form>
    </div>
  );
}
