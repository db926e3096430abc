import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { ADDRESS_EDIT_FORM_ID } from './address-book-ids';
import type { AddressEditData } from './address-book.server';
import { AddressForm } from './AddressForm';

/** /account/addresses/{id}: one address of the address book, changed. */
export function AddressEditPage({ data, actionData }: { data: AddressEditData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { address } = data;
  return (
    <div className="account-address-edit">
      <Breadcrumbs
        trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: t('account.addresses.heading'), to: '/account/addresses' }, { label: data.title }]}
      />
      <h1>{data.title}</h1>
      {/* Saved, the user goes back to the address book (a redirect, with JavaScript too). */}
      <AddressForm
        formId={ADDRESS_EDIT_FORM_ID}
        data={data}
        actionData={actionData}
        intent="save"
        submitLabel={t('account.addresses.save.button')}
        defaults={{
          firstName: address.firstName,
          lastName: address.lastName,
          companyName1: address.companyName1,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          postalCode: address.postalCode,
          city: address.city,
          countryCode: address.countryCode,
          mainDivisionCode: address.mainDivisionCode,
          phoneHome: address.phoneHome,
        }}
        enhanced={false}
      >
        <Link to={href('/account/addresses')}>{t('account.addresses.cancel.link')}</Link>
      </AddressForm>
    </div>
  );
}
