// My Account's address book (shopping-core §2, §3, §5): the addresses the user sees with the preferred
// invoice and ship-to address marked; adding one, changing one (/account/addresses/{id}), deleting one
// after a confirmation (never a preferred one nor the last), and choosing the preferred ones. Posts
// follow the form pattern (app/forms); the address form lists every country's regions, so choosing a
// country needs no post.
import { data } from 'react-router';
import type { CustomerAddress } from '~/commerce/addresses.server';
import type { CustomerUser } from '~/commerce/customers.server';
import type { AddressInput } from '~/commerce/models/address';
import { addressFieldsSchema, type AddressFields, addressInput } from '~/features/checkout/address-form';
import { addressFormChoices, type AddressFormChoices, addressRefusal, placeErrors } from '~/features/checkout/address-step.server';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { currentCustomer } from '../account.server';
import { signedInUser } from '../user-session.server';
import { ADDRESS_ADD_FORM_ID, ADDRESS_BOOK_FORM_ID, ADDRESS_EDIT_FORM_ID, CONFIRM_DELETE_PARAM } from './address-book-ids';
import { addressBookSchema, deleteAddressSchema, preferredAddressSchema } from './address-book-form';
import { sessionCustomer, userCall, userCallFailed } from '../account.server';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface AddressBookEntry {
  address: CustomerAddress;
  preferredInvoice: boolean;
  preferredShipping: boolean;
  /** Spec §5: not a preferred address, not the only one, and one the user may change. */
  deletable: boolean;
}

/** What an address form needs: the countries, their regions, the country it starts with, the constraints. */
export interface AddressFormData extends AddressFormChoices {
  constraint: Record<string, Constraint>;
}

export interface AddressBookData extends AddressFormData {
  title: string;
  entries: AddressBookEntry[];
  /** The address whose deletion the user is asked to confirm. */
  confirmDelete?: AddressBookEntry;
}

export interface AddressEditData extends AddressFormData {
  title: string;
  address: CustomerAddress;
}

const MAX_ID_LENGTH = 200;
const ADDRESS_FIELD_NAMES = Object.keys(addressFieldsSchema.shape) as (keyof AddressFields)[];

/**
 * Spec §5: a user sees an address whose owner is unset or is the user, or that is shared with the
 * user; account owners see all. ICM lets an account owner change every address, so `editable` stands
 * for that role here.
 */
export function isSharedTo(address: CustomerAddress, login: string | undefined): boolean {
  return !address.owner || address.editable || (!!login && (address.owner === login || address.sharedFor.includes(login)));
}

/** The visible addresses, the preferred ones first. */
export function addressBookEntries(addresses: CustomerAddress[], user: CustomerUser['user'], login: string | undefined): AddressBookEntry[] {
  const visible = addresses.filter((address) => isSharedTo(address, login));
  const entries = visible.map((address) => {
    const preferredInvoice = !!address.urn && address.urn === user.preferredInvoiceToAddressUrn;
    const preferredShipping = !!address.urn && address.urn === user.preferredShipToAddressUrn;
    return { address, preferredInvoice, preferredShipping, deletable: address.editable && visible.length > 1 && !preferredInvoice && !preferredShipping };
  });
  const rank = (entry: AddressBookEntry) => (entry.preferredInvoice ? 0 : entry.preferredShipping ? 1 : 2);
  return entries.sort((a, b) => rank(a) - rank(b));
}

const addressesPath = (shop: ShopContext) => localizePath('/account/addresses', shop.locale);

/** The user and the address book. */
async function loadBook(shop: ShopContext, request: Request) {
  const [customerUser, addresses] = await Promise.all([
    currentCustomer(shop, request),
    userCall(shop, request, shop.commerce.addresses.list(sessionCustomer(shop, request))),
  ]);
  return { customerUser, entries: addressBookEntries(addresses, customerUser.user, signedInUser(shop)?.login) };
}

async function addressFormData(shop: ShopContext, country?: string): Promise<AddressFormData> {
  return { ...(await addressFormChoices(shop, country)), constraint: constraintOf(addressBookSchema) };
}

/** The address of `/account/addresses/{id}`: one the user sees (else 404) and may change (else 403). */
async function editableAddress(shop: ShopContext, request: Request, addressId: string): Promise<CustomerAddress> {
  if (addressId.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const address = await userCall(shop, request, shop.commerce.addresses.get(sessionCustomer(shop, request), addressId));
  if (!isSharedTo(address, signedInUser(shop)?.login)) throw data(null, { status: 404 });
  if (!address.editable) throw data(null, { status: 403 });
  return address;
}

export async function addressBookLoader({ request, context }: Args) {
  const shop = getShop(context);
  const [book, form] = await Promise.all([loadBook(shop, request), addressFormData(shop)]);
  const confirmId = new URL(request.url).searchParams.get(CONFIRM_DELETE_PARAM);
  const confirming = confirmId ? book.entries.find((entry) => entry.address.id === confirmId && entry.deletable) : undefined;
  const page: AddressBookData = {
    ...form,
    title: shop.t('account.addresses.heading'),
    entries: book.entries,
    ...(confirming ? { confirmDelete: confirming } : {}),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

export async function addressEditLoader({ request, context, addressId }: Args & { addressId: string }) {
  const shop = getShop(context);
  const address = await editableAddress(shop, request, addressId);
  const page: AddressEditData = { ...(await addressFormData(shop, address.countryCode)), title: shop.t('account.addresses.edit.heading'), address };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** The address form's post (intent `add` or `save`): the address checked, then written by `write`. */
function addressFormWrite(shop: ShopContext, request: Request, form: FormData, formId: string, write: (address: AddressFields) => Promise<ShopMessage>) {
  return async () => {
    const submission = parseForm(form, addressBookSchema);
    if (submission.status !== 'success') return rejected(formId, submission);
    const { address } = submission.value;
    const fieldErrors = await placeErrors(shop, [['address', address]]);
    if (Object.keys(fieldErrors).length > 0) return rejected(formId, submission, { fieldErrors });
    let message: ShopMessage;
    try {
      message = await write(address);
    } catch (error) {
      if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
      const refusal = addressRefusal(error, 'address');
      return rejected(formId, submission, { status: error.status === 403 ? 403 : 422, ...refusal });
    }
    return succeeded(request, shop, form, { formId, submission, resetForm: true, messages: [message], redirectTo: addressesPath(shop) });
  };
}

/** The form's fields as a change: every field named, so that an emptied one is cleared. */
const changesOf = (address: AddressFields): Partial<AddressInput> => Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [name, address[name] ?? '']));

const message = (key: string): ShopMessage => ({ type: 'success', key });
const notFound: ShopMessage = { type: 'error', key: 'account.addresses.not_found.error' };

export async function addressBookAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  const customer = sessionCustomer(shop, request);
  const addAddress = addressFormWrite(shop, request, form, ADDRESS_ADD_FORM_ID, async (address) => {
    // The e-mail address is left to the backend: the user's.
    await shop.commerce.addresses.create(customer, addressInput(address, ''));
    return message('account.addresses.new_address_created.message');
  });

  return dispatchIntent(form, {
    add: addAddress,

    async preferred() {
      const submission = parseForm(form, preferredAddressSchema);
      if (submission.status !== 'success') return rejected(ADDRESS_BOOK_FORM_ID, submission, { status: 400 });
      const { addressId, usage } = submission.value;
      const book = await loadBook(shop, request);
      const entry = book.entries.find((candidate) => candidate.address.id === addressId);
      if (!entry?.address.urn) return refused(ADDRESS_BOOK_FORM_ID, submission, notFound, 404);
      const invoice = usage === 'invoice';
      if (!(invoice ? entry.address.invoiceToAddress : entry.address.shipToAddress)) {
        return refused(ADDRESS_BOOK_FORM_ID, submission, { type: 'error', key: `account.addresses.not_${usage}.error` });
      }
      const changes = invoice ? { preferredInvoiceToAddressUrn: entry.address.urn } : { preferredShipToAddressUrn: entry.address.urn };
      try {
        await shop.commerce.customers.updateProfile(book.customerUser, changes);
      } catch (error) {
        if (!isRefusal(error)) userCallFailed(shop, request, error);
        return refused(ADDRESS_BOOK_FORM_ID, submission, refusalMessage(error));
      }
      return succeeded(request, shop, form, {
        formId: ADDRESS_BOOK_FORM_ID,
        messages: [message(invoice ? 'account.addresses.preferredinvoice.change.message' : 'account.addresses.preferredshipping.change.message')],
        redirectTo: addressesPath(shop),
      });
    },

    /** The confirmed deletion (spec §5: never a preferred address, nor the only one). */
    async delete() {
      const submission = parseForm(form, deleteAddressSchema);
      if (submission.status !== 'success') return rejected(ADDRESS_BOOK_FORM_ID, submission, { status: 400 });
      const book = await loadBook(shop, request);
      const entry = book.entries.find((candidate) => candidate.address.id === submission.value.addressId);
      if (!entry) return refused(ADDRESS_BOOK_FORM_ID, submission, notFound, 404);
      if (!entry.deletable) {
        const reason = !entry.address.editable ? 'not_editable' : entry.preferredInvoice || entry.preferredShipping ? 'preferred' : 'last';
        return refused(ADDRESS_BOOK_FORM_ID, submission, { type: 'error', key: `account.addresses.delete.${reason}.error` }, entry.address.editable ? 409 : 403);
      }
      try {
        await shop.commerce.addresses.delete(customer, entry.address.id);
      } catch (error) {
        if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
        return refused(ADDRESS_BOOK_FORM_ID, submission, refusalMessage(error), error.status === 403 ? 403 : 409);
      }
      return succeeded(request, shop, form, {
        formId: ADDRESS_BOOK_FORM_ID,
        messages: [message('account.addresses.new_address_deleted.message')],
        redirectTo: addressesPath(shop),
      });
    },
  });
}

export async function addressEditAction({ request, context, addressId }: Args & { addressId: string }) {
  const shop = getShop(context);
  const form = await readForm(request);
  const customer = sessionCustomer(shop, request);
  const saveAddress = addressFormWrite(shop, request, form, ADDRESS_EDIT_FORM_ID, async (address) => {
    const stored = await editableAddress(shop, request, addressId);
    await shop.commerce.addresses.update(customer, stored, changesOf(address));
    return message('account.addresses.address_updated.message');
  });
  return dispatchIntent(form, { save: saveAddress });
}
