// My Account's address form as the server renders it: the country the select shows is the one whose
// regions are listed, before any post and once a reply has emptied the form (an address was added).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addressBookSchema } from '~/features/account/addresses/address-book-form';
import { ADDRESS_ADD_FORM_ID } from '~/features/account/addresses/address-book-ids';
import type { AddressFormData } from '~/features/account/addresses/address-book.server';
import { AddressForm } from '~/features/account/addresses/AddressForm';
import { parseForm } from '~/forms/form-action.server';
import type { FormReply } from '~/forms/form-reply';
import { resources } from '~/i18n/resources.server';
import { createTranslator } from '~/i18n/translator';
import { TranslatorProvider } from '~/i18n/use-t';

const DATA: AddressFormData = {
  countries: [
    { code: 'DE', name: 'Germany' },
    { code: 'US', name: 'United States' },
  ],
  regions: { US: [{ code: 'NY', name: 'New York' }] },
  country: 'US',
  constraint: {},
};

/** The add form's markup at /account/addresses, given the action's last answer. */
async function addForm(actionData: unknown): Promise<string> {
  const Stub = createRoutesStub([
    {
      path: '/account/addresses',
      Component: () => createElement(AddressForm, { formId: ADDRESS_ADD_FORM_ID, data: DATA, actionData, intent: 'add', submitLabel: 'Save' }),
    },
  ]);
  const english = createTranslator('en', resources.en);
  return renderToString(createElement(TranslatorProvider, { value: english }, createElement(Stub, { initialEntries: ['/account/addresses'] })));
}

const selectedCountry = (html: string) => /<option value="([A-Z]*)" selected=""/.exec(html.slice(html.indexOf('address.countryCode')))?.[1];

describe('the address book’s add form', () => {
  it('starts with the default country selected and its regions listed', async () => {
    const html = await addForm(undefined);
    expect(selectedCountry(html)).toBe('US');
    expect(html).toContain('New York');
  });

  it('keeps the default country selected with its regions once an added address has emptied the form', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ 'address.firstName': 'E', 'address.lastName': 'M', 'address.addressLine1': 'Main St 1', 'address.postalCode': '10001', 'address.city': 'New York', 'address.countryCode': 'US', 'address.mainDivisionCode': 'NY' })) {
      form.set(name, value);
    }
    const submission = parseForm(form, addressBookSchema);
    expect(submission.status).toBe('success');
    const added: FormReply = { formId: ADDRESS_ADD_FORM_ID, result: submission.reply({ resetForm: true }), messages: [{ type: 'success', key: 'account.addresses.new_address_created.message' }] };
    const html = await addForm(added);
    expect(html).toContain('New York');
    expect(selectedCountry(html)).toBe('US');
  });
});
