import { type ReactNode, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AddressFields as AddressFieldValues } from '~/features/checkout/address-form';
import { AddressFields, type AddressFieldset } from '~/features/checkout/AddressStep';
import { EnhancedMarker, Messages, pendingProps } from '~/forms/FormParts';
import { INTENT_FIELD, replyFor } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import type { AddressBookInput } from './address-book-form';
import type { AddressFormData } from './address-book.server';

const addressValidation = lazyValidation(() => import('./address-book-form').then((module) => module.addressBookSchema));

interface AddressFormProps {
  formId: string;
  data: AddressFormData;
  actionData: unknown;
  /** The intent that writes the address. */
  intent: 'add' | 'save';
  submitLabel: string;
  /** The stored address being changed. */
  defaults?: Partial<AddressFieldValues>;
  /** A hydrated post wants data back (and stays on the page) instead of a redirect. */
  enhanced?: boolean;
  /** Beside the submit button (a cancel link). */
  children?: ReactNode;
}

/** An address of the address book: the checkout's address fields, errors next to them, what was typed kept. */
export function AddressForm({ formId, data, actionData, intent, submitLabel, defaults, enhanced = true, children }: AddressFormProps) {
  const navigation = useNavigation();
  const reply = replyFor(formId, actionData);
  const { fields, messages, formProps } = useShopForm<AddressBookInput>(addressValidation, formId, actionData, { constraint: data.constraint });
  const addressFields = fields.address.getFieldset() as AddressFieldset;
  // The country posted (a refused post shows what was typed), else the address's or the shop's, as the
  // checkout's form has it (also once a reply has emptied the form): with JavaScript, the regions
  // listed are the selected country's.
  const posted = addressFields.countryCode.initialValue;
  const startCountry = reply && typeof posted === 'string' ? posted : (defaults?.countryCode ?? data.country);
  const [country, setCountry] = useState(startCountry);
  const busy = navigation.state === 'submitting' && navigation.formData?.get(INTENT_FIELD) === intent;
  return (
    <>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form address-form">
        {enhanced && <EnhancedMarker />}
        <AddressFields
          fields={addressFields}
          section="shipping"
          countries={data.countries}
          regions={data.regions}
          country={country}
          onCountryChange={setCountry}
          defaults={reply ? { countryCode: startCountry } : { ...defaults, countryCode: startCountry }}
        />
        <div className="form-actions">
          <button type="submit" name={INTENT_FIELD} value={intent} className="button-primary" {...pendingProps(busy)}>
            {submitLabel}
          </button>
          {children}
        </div>
      </Form>
    </>
  );
}
