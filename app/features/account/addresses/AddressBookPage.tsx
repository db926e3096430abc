import { Form, Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { EnhancedMarker, IntentField, Messages } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { ADDRESS_ADD_FORM_ID, ADDRESS_BOOK_FORM_ID, CONFIRM_DELETE_PARAM } from './address-book-ids';
import type { AddressBookData, AddressBookEntry } from './address-book.server';
import { AddressForm } from './AddressForm';
import { AddressSummary } from './AddressSummary';

/** A button that makes the address the preferred invoice or ship-to address. */
function PreferredButton({ entry, usage, describedBy }: { entry: AddressBookEntry; usage: 'invoice' | 'shipping'; describedBy: string }) {
  const t = useT();
  return (
    <Form method="post" className="inline-form">
      <IntentField intent="preferred" />
      <EnhancedMarker />
      <input type="hidden" name="addressId" value={entry.address.id} />
      <input type="hidden" name="usage" value={usage} />
      <button type="submit" className="button-secondary" aria-describedby={describedBy}>
        {t(`account.addresses.preferred_${usage}.button`)}
      </button>
    </Form>
  );
}

function AddressEntry({ entry }: { entry: AddressBookEntry }) {
  const t = useT();
  const { href } = useShopLocale();
  const { address } = entry;
  const summaryId = `address-${address.id}`;
  return (
    <li className="address-entry">
      <div id={summaryId}>
        <AddressSummary address={address} />
      </div>
      {(entry.preferredInvoice || entry.preferredShipping) && (
        <ul className="address-marks">
          {entry.preferredInvoice && <li>{t('account.addresses.preferred_invoice.label')}</li>}
          {entry.preferredShipping && <li>{t('account.addresses.preferred_shipping.label')}</li>}
        </ul>
      )}
      <div className="address-actions">
        {address.editable && (
          <Link to={href(`/account/addresses/${encodeURIComponent(address.id)}`)} aria-describedby={summaryId}>
            {t('account.addresses.edit.link')}
          </Link>
        )}
        {address.invoiceToAddress && !entry.preferredInvoice && <PreferredButton entry={entry} usage="invoice" describedBy={summaryId} />}
        {address.shipToAddress && !entry.preferredShipping && <PreferredButton entry={entry} usage="shipping" describedBy={summaryId} />}
        {entry.deletable && (
          <Link to={`?${CONFIRM_DELETE_PARAM}=${encodeURIComponent(address.id)}`} aria-describedby={summaryId}>
            {t('account.addresses.delete.link')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** Asks before deleting, without JavaScript too: the page itself asks, the post deletes. */
function ConfirmDelete({ entry }: { entry: AddressBookEntry }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <section className="confirm-panel" aria-labelledby="delete-address-heading">
      <h2 id="delete-address-heading">{t('account.addresses.delete.heading')}</h2>
      <p>{t('account.addresses.delete.question')}</p>
      <AddressSummary address={entry.address} />
      <Form method="post" className="form-actions">
        <IntentField intent="delete" />
        <input type="hidden" name="addressId" value={entry.address.id} />
        <button type="submit" className="button-primary">
          {t('account.addresses.delete.button')}
        </button>
        <Link to={href('/account/addresses')}>{t('account.addresses.cancel.link')}</Link>
      </Form>
    </section>
  );
}

/** /account/addresses: the address book. */
export function AddressBookPage({ data, actionData }: { data: AddressBookData; actionData: unknown }) {
  const t = useT();
  const bookReply = replyFor(ADDRESS_BOOK_FORM_ID, actionData);
  const adding = replyFor(ADDRESS_ADD_FORM_ID, actionData) !== undefined;
  return (
    <div className="account-addresses">
      <Breadcrumbs trail={[{ label: t('account.breadcrumbs.account'), to: '/account' }, { label: data.title }]} />
      <h1>{data.title}</h1>
      <Messages messages={bookReply?.messages ?? []} />
      {data.confirmDelete && <ConfirmDelete entry={data.confirmDelete} />}
      {data.entries.length === 0 ? (
        <p>{t('account.addresses.none.text')}</p>
      ) : (
        <ul className="address-list">
          {data.entries.map((entry) => (
            <AddressEntry key={entry.address.id} entry={entry} />
          ))}
        </ul>
      )}
      <details className="address-add" open={adding || data.entries.length === 0}>
        <summary>{t('account.addresses.add.heading')}</summary>
        <AddressForm formId={ADDRESS_ADD_FORM_ID} data={data} actionData={actionData} intent="add" submitLabel={t('account.addresses.add.button')} />
      </details>
    </div>
  );
}
