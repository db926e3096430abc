// The first checkout step, /checkout/address: the guest's e-mail address, the invoice address and
// the ship-to address (the same one unless the shopper says otherwise). A logged-in user chooses
// among the saved addresses the basket offers (its eligible customer addresses) or types a new one,
// which goes into the user's address book, as the PWA does it. Posts follow the form pattern
// (app/forms): intent `save` parses, writes the addresses to the basket and goes on to shipping.
// The page has every country's regions (one select, narrowed to the chosen country with JavaScript),
// so choosing a country needs no post.
import { data, redirect } from 'react-router';
import type { BasketChanges } from '~/commerce/baskets.server';
import type { Address, Basket } from '~/commerce/models';
import type { AddressInput } from '~/commerce/models/address';
import type { Country, Region } from '~/commerce/models/country';
import { type CommerceError, isCommerceError } from '~/commerce/errors';
import { NEW_ADDRESS, SAME_AS_INVOICE, type SavedAddress, savedAddressesOf } from '~/features/account/addresses/address-choices';
import { signedInUser } from '~/features/account/user-session.server';
import { loadSessionBasket } from '~/features/basket/basket-page.server';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { backendText, commerceErrorResponse, NOT_PROCESSED, primary, secondary } from '~/http/commerce-boundary.server';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { localizePath } from '~/i18n/locales';
import type { SessionUser } from '~/http/session.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { ADDRESS_FORM_ID, REGION_REQUIRED_COUNTRIES, shopCountry } from './address-rules';
import {
  ADDRESS_ERROR,
  type AddressChoice,
  type AddressFields,
  addressInput,
  checkoutAddresses,
  checkoutAddressSchema,
  userCheckoutAddresses,
  userCheckoutAddressSchema,
} from './address-form';
import { checkoutBasket, nextStepPath } from './checkout-basket.server';
import { checkoutStepEvents } from '~/features/tracking/page-events.server';
import type { DataLayerEvent } from '~/features/tracking/tracking-events';

export interface CountryOption {
  code: string;
  name: string;
}

export interface RegionOption {
  code: string;
  name: string;
}

/** Regions by country code: the countries that have regions. */
export type RegionsByCountry = Record<string, RegionOption[]>;

/** What the form starts with: the basket's addresses, or the shop's country. */
export interface AddressFormDefaults {
  email: string;
  invoice: Partial<AddressFields>;
  shipping: Partial<AddressFields>;
  shipToInvoice: boolean;
}

/** A logged-in user's saved addresses to choose from, and the choices the form starts with. */
export interface SavedAddressChoices {
  addresses: SavedAddress[];
  /** A saved address's urn, or NEW_ADDRESS. */
  invoice: string;
  /** A saved address's urn, NEW_ADDRESS or SAME_AS_INVOICE. */
  shipping: string;
}

export interface AddressStepData {
  title: string;
  countries: CountryOption[];
  regions: RegionsByCountry;
  defaults: AddressFormDefaults;
  /** Only for a logged-in user; a guest's form has none. */
  saved?: SavedAddressChoices;
  /** The fields' HTML constraints, from the form's schema. */
  constraint: Record<string, Constraint>;
  /** begin_checkout for a tracked visitor (app/features/tracking). */
  tracking?: DataLayerEvent[];
}

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

const regionOptions = (regions: Region[]): RegionOption[] => regions.map((region) => ({ code: region.regionCode, name: region.name }));

/** A country's regions for the page; none when the backend cannot say (the page still works). */
async function regionsOf(shop: ShopContext, countryCode: string | undefined): Promise<RegionOption[]> {
  if (!countryCode || !COUNTRY_CODE.test(countryCode)) return [];
  return regionOptions(await secondary(shop, `regions of ${countryCode}`, shop.commerce.countries.mainDivisions(countryCode), []));
}

/**
 * The regions of every country that has some: an address form lists them all in one select, so that
 * choosing a country needs no round trip without JavaScript (the backend caches the lists).
 */
async function allRegions(shop: ShopContext, countries: Country[]): Promise<RegionsByCountry> {
  const lists = await Promise.all(countries.map((country) => regionsOf(shop, country.countryCode)));
  return Object.fromEntries(countries.flatMap((country, index) => (lists[index].length > 0 ? [[country.countryCode, lists[index]]] : [])));
}

/** The country an address starts with: its own, else the shop's for the session's currency, else the first. */
function startCountry(shop: ShopContext, countries: Country[], preferred?: string): string {
  const known = (code?: string) => (code && countries.some((country) => country.countryCode === code) ? code : undefined);
  return known(preferred) ?? known(shopCountry(shop.currency)) ?? countries[0]?.countryCode ?? '';
}

/** What every address form needs before the shopper types: the countries, their regions, the country it starts with. */
export interface AddressFormChoices {
  countries: CountryOption[];
  regions: RegionsByCountry;
  country: string;
}

/** The address form's choices; the countries are primary (without them no address can be filled in). */
export async function addressFormChoices(shop: ShopContext, preferredCountry?: string): Promise<AddressFormChoices> {
  const countries = await primary(shop.commerce.countries.list());
  return {
    countries: countries.map((country) => ({ code: country.countryCode, name: country.name })),
    regions: await allRegions(shop, countries),
    country: startCountry(shop, countries, preferredCountry),
  };
}

function fieldsOf(address: Address | undefined, countryCode: string): Partial<AddressFields> {
  if (!address) return { countryCode };
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName1: address.companyName1,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    postalCode: address.postalCode,
    city: address.city,
    countryCode,
    mainDivisionCode: address.mainDivisionCode,
    phoneHome: address.phoneHome,
  };
}

const sameAddress = (a?: Address, b?: Address) => !!a && !!b && (a.id === b.id || (!!a.urn && a.urn === b.urn));

/** The saved address the basket uses (the basket refers to a copy of it under its urn). */
const savedOf = (saved: SavedAddress[], address: Address | undefined) => (address?.urn ? saved.find((option) => option.urn === address.urn) : undefined);

/**
 * A logged-in user's choices as the basket has them: a saved address it uses, else a new address
 * (filled in with the basket's own, if it has one); the ship-to address the invoice one unless it differs.
 */
function savedChoices(saved: SavedAddress[], invoice: Address | undefined, shipTo: Address | undefined): SavedAddressChoices {
  const choiceOf = (address: Address | undefined) => savedOf(saved, address)?.urn ?? NEW_ADDRESS;
  return {
    addresses: saved,
    invoice: choiceOf(invoice),
    shipping: !shipTo || !invoice || sameAddress(invoice, shipTo) ? SAME_AS_INVOICE : choiceOf(shipTo),
  };
}

export async function addressStepLoader({ context }: Args) {
  const shop = getShop(context);
  const basket = await checkoutBasket(shop, 'address');
  // Without countries the form cannot be filled in: they are as primary as the basket.
  const [countries, saved] = await Promise.all([
    primary(shop.commerce.countries.list()),
    // Without them, the user types a new address.
    signedInUser(shop) ? secondary(shop, 'saved addresses', shop.commerce.baskets.eligibleAddresses(basket.id).then(savedAddressesOf), []) : undefined,
  ]);
  const invoice = basket.invoiceToAddress;
  const shipTo = basket.commonShipToAddress;
  const choices = saved && savedChoices(saved, invoice, shipTo);
  // A saved address chosen leaves the new address's fields empty.
  const typedInvoice = choices && choices.invoice !== NEW_ADDRESS ? undefined : invoice;
  const typedShipTo = choices && choices.shipping !== NEW_ADDRESS ? undefined : shipTo;
  const invoiceCountry = startCountry(shop, countries, typedInvoice?.countryCode);
  const shippingCountry = typedShipTo ? startCountry(shop, countries, typedShipTo.countryCode) : invoiceCountry;
  const pageData: AddressStepData = {
    title: shop.t('checkout.address.heading'),
    countries: countries.map((country) => ({ code: country.countryCode, name: country.name })),
    regions: await allRegions(shop, countries),
    defaults: {
      email: invoice?.email ?? shipTo?.email ?? '',
      invoice: fieldsOf(typedInvoice, invoiceCountry),
      shipping: fieldsOf(typedShipTo && !sameAddress(typedInvoice, typedShipTo) ? typedShipTo : undefined, shippingCountry),
      shipToInvoice: !shipTo || !invoice || sameAddress(invoice, shipTo),
    },
    ...(choices ? { saved: choices } : {}),
    constraint: constraintOf(choices ? userCheckoutAddressSchema : checkoutAddressSchema),
    tracking: await checkoutStepEvents(shop, 'address', basket),
  };
  return data(pageData, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

// ---- the action ---------------------------------------------------------------------------------

/** A backend cause's path (`/firstName`) as a field of the form, if it names one. */
const ADDRESS_PATHS: Record<string, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  companyName1: 'companyName1',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  postalCode: 'postalCode',
  city: 'city',
  countryCode: 'countryCode',
  mainDivisionCode: 'mainDivisionCode',
  mainDivision: 'mainDivisionCode',
  phoneHome: 'phoneHome',
};

/** The backend refused an address: its causes as field errors, the rest as messages above the form. */
export function addressRefusal(error: CommerceError, prefix: string): { fieldErrors: Record<string, string[]>; messages: ShopMessage[] } {
  const fieldErrors: Record<string, string[]> = {};
  const messages: ShopMessage[] = [];
  for (const cause of error.causes ?? []) {
    const path = cause.paths?.[0]?.replace(/^\//, '') ?? '';
    const key = /missing|required/i.test(cause.code) ? ADDRESS_ERROR.required : ADDRESS_ERROR.invalid;
    const field = path === 'email' ? 'email' : Object.hasOwn(ADDRESS_PATHS, path) ? `${prefix}.${ADDRESS_PATHS[path]}` : undefined;
    if (field) (fieldErrors[field] ??= []).push(key);
    else if (cause.message) messages.push(backendMessage(cause.message));
  }
  if (messages.length === 0 && Object.keys(fieldErrors).length === 0) messages.push(refusalOf(error));
  return { fieldErrors, messages };
}

const backendMessage = (message: string): ShopMessage => ({ type: 'error', key: 'checkout.address.error.backend', values: { message: message.slice(0, 500) } });
/** The refusal as the backend words it, else the shop's own message. */
function refusalOf(error: CommerceError): ShopMessage {
  const text = backendText(error);
  return text === undefined ? NOT_PROCESSED : backendMessage(text);
}
const SUMMARY: ShopMessage = { type: 'error', key: 'checkout.address.error.summary' };

/** A 4xx the backend gave for the shopper's input is shown on the form; anything else is the error page. */
function isRefusal(error: unknown): error is CommerceError {
  return isCommerceError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 404;
}

const INPUT_FIELDS = [
  'firstName', 'lastName', 'companyName1', 'addressLine1', 'addressLine2', 'postalCode', 'city', 'countryCode', 'mainDivisionCode', 'phoneHome', 'email',
] as const satisfies readonly (keyof AddressInput & keyof Address)[];

/** The address has the fields the form typed (the e-mail address aside). */
const sameFields = (address: Address, fields: AddressFields) =>
  INPUT_FIELDS.every((field) => field === 'email' || (address[field] ?? '').trim() === (fields[field] ?? '').trim());

/** The basket already has this very address: no need to write it again (going back and forth adds none). */
function unchanged(existing: Address | undefined, input: AddressInput): existing is Address {
  if (!existing) return false;
  return INPUT_FIELDS.every((field) => (existing[field] ?? '').trim() === (input[field] ?? '').trim());
}

/**
 * Never trust the client: the countries must be the shop's, the regions their country's (and given
 * where the country needs one). Field errors by `{prefix}.{field}`.
 */
export async function placeErrors(shop: ShopContext, parts: readonly (readonly [prefix: string, address: AddressFields])[]): Promise<Record<string, string[]>> {
  const countries = await primary(shop.commerce.countries.list());
  const fieldErrors: Record<string, string[]> = {};
  for (const [prefix, address] of parts) {
    if (!countries.some((country) => country.countryCode === address.countryCode)) {
      fieldErrors[`${prefix}.countryCode`] = [ADDRESS_ERROR.country];
      continue;
    }
    const regions = await secondary<Region[] | undefined>(shop, `regions of ${address.countryCode}`, shop.commerce.countries.mainDivisions(address.countryCode), undefined);
    // Regions unknown just now: the backend checks them again.
    if (address.mainDivisionCode && regions && !regions.some((region) => region.regionCode === address.mainDivisionCode)) {
      fieldErrors[`${prefix}.mainDivisionCode`] = [ADDRESS_ERROR.region];
    } else if (!address.mainDivisionCode && regions?.length && REGION_REQUIRED_COUNTRIES.has(address.countryCode)) {
      fieldErrors[`${prefix}.mainDivisionCode`] = [ADDRESS_ERROR.regionRequired];
    }
  }
  return fieldErrors;
}

export async function addressStepAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);

  /** The basket gets the addresses (unless it has them already); then on to shipping. */
  const choose = async (basket: Basket, submission: Parameters<typeof refused>[1], changes: BasketChanges) => {
    if (Object.keys(changes).length > 0) {
      try {
        await shop.commerce.baskets.update(basket.id, changes);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        return refused(ADDRESS_FORM_ID, submission, refusalOf(error));
      }
    }
    return succeeded(request, shop, form, { formId: ADDRESS_FORM_ID, submission, redirectTo: nextStepPath(shop, 'address') });
  };

  /**
   * A logged-in user: a saved address is chosen by its urn (only one the basket offers, for what it
   * offers it); a new one is the address book's with the same fields, else a new entry of the book.
   */
  const saveUserAddresses = async (user: SessionUser) => {
    const submission = parseForm(form, userCheckoutAddressSchema);
    if (submission.status !== 'success') return rejected(ADDRESS_FORM_ID, submission, { messages: [SUMMARY] });
    const { basket } = await loadSessionBasket(shop);
    if (!basket || basket.lineItems.length === 0) return redirect(localizePath('/basket', shop.locale), 303);
    const choices = userCheckoutAddresses(submission.value);
    const saved = savedAddressesOf(await shop.commerce.baskets.eligibleAddresses(basket.id));

    const fieldErrors: Record<string, string[]> = {};
    const offered = (choice: AddressChoice | typeof SAME_AS_INVOICE, usage: 'invoiceToAddress' | 'shipToAddress') =>
      choice === SAME_AS_INVOICE || !('urn' in choice) || saved.some((option) => option.urn === choice.urn && option.address[usage]);
    if (!offered(choices.invoice, 'invoiceToAddress')) fieldErrors.invoiceAddress = [ADDRESS_ERROR.choice];
    if (!offered(choices.shipping, 'shipToAddress')) fieldErrors.shippingAddress = [ADDRESS_ERROR.choice];
    const typed = (['invoice', 'shipping'] as const).flatMap((part) => {
      const choice = choices[part];
      return choice !== SAME_AS_INVOICE && 'fields' in choice ? [[part, choice.fields] as const] : [];
    });
    Object.assign(fieldErrors, await placeErrors(shop, typed));
    if (Object.keys(fieldErrors).length > 0) return rejected(ADDRESS_FORM_ID, submission, { fieldErrors, messages: [SUMMARY] });

    const customer = { customerNo: user.customerNo, isBusinessCustomer: user.businessCustomer };
    const book = saved.map((option) => option.address);
    const referenceOf = async (choice: AddressChoice): Promise<string> => {
      if ('urn' in choice) return choice.urn;
      const known = book.find((address) => sameFields(address, choice.fields));
      // The e-mail address is left to the backend: the user's.
      const address = known ?? (await shop.commerce.addresses.create(customer, addressInput(choice.fields, '')));
      book.push(address);
      return address.urn ?? address.id;
    };
    let invoice: string;
    let shipping: string;
    let part: 'invoice' | 'shipping' = 'invoice';
    try {
      invoice = await referenceOf(choices.invoice);
      part = 'shipping';
      shipping = choices.shipping === SAME_AS_INVOICE ? invoice : await referenceOf(choices.shipping);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const refusal = addressRefusal(error, part);
      return rejected(ADDRESS_FORM_ID, submission, { fieldErrors: refusal.fieldErrors, messages: [SUMMARY, ...refusal.messages] });
    }
    const uses = (address: Address | undefined, reference: string) => !!address && (address.urn === reference || address.id === reference);
    return choose(basket, submission, {
      ...(uses(basket.invoiceToAddress, invoice) ? {} : { invoiceToAddress: invoice }),
      ...(uses(basket.commonShipToAddress, shipping) ? {} : { commonShipToAddress: shipping }),
    });
  };

  try {
    return await dispatchIntent(form, {
      async save() {
        const user = signedInUser(shop);
        if (user) return saveUserAddresses(user);
        const submission = parseForm(form, checkoutAddressSchema);
        if (submission.status !== 'success') return rejected(ADDRESS_FORM_ID, submission, { messages: [SUMMARY] });
        const { basket } = await loadSessionBasket(shop);
        if (!basket || basket.lineItems.length === 0) return redirect(localizePath('/basket', shop.locale), 303);
        const addresses = checkoutAddresses(submission.value);

        const parts = addresses.sameAddress ? (['invoice'] as const) : (['invoice', 'shipping'] as const);
        const fieldErrors = await placeErrors(shop, parts.map((part) => [part, addresses[part]] as const));
        if (Object.keys(fieldErrors).length > 0) return rejected(ADDRESS_FORM_ID, submission, { fieldErrors, messages: [SUMMARY] });

        const save = async (part: 'invoice' | 'shipping', existing: Address | undefined) => {
          const input = addressInput(addresses[part], addresses.email);
          return unchanged(existing, input) ? existing : shop.commerce.baskets.createAddress(basket.id, input);
        };
        let invoice: Address;
        let shipping: Address;
        let part: 'invoice' | 'shipping' = 'invoice';
        try {
          invoice = await save('invoice', basket.invoiceToAddress);
          part = 'shipping';
          shipping = addresses.sameAddress ? invoice : await save('shipping', shipToCandidate(basket));
        } catch (error) {
          if (!isRefusal(error)) throw error;
          const refusal = addressRefusal(error, part);
          return rejected(ADDRESS_FORM_ID, submission, { fieldErrors: refusal.fieldErrors, messages: [SUMMARY, ...refusal.messages] });
        }
        return choose(basket, submission, {
          ...(sameAddress(basket.invoiceToAddress, invoice) ? {} : { invoiceToAddress: invoice.id }),
          ...(sameAddress(basket.commonShipToAddress, shipping) ? {} : { commonShipToAddress: shipping.id }),
        });
      },
    });
  } catch (error) {
    // An unavailable or failing backend is the error page (503/502), never a stack trace.
    throw commerceErrorResponse(error);
  }
}

/** The basket's own ship-to address, unless it is the invoice address (which a separate one must not reuse). */
function shipToCandidate(basket: Basket): Address | undefined {
  const shipTo = basket.commonShipToAddress;
  return shipTo && !sameAddress(shipTo, basket.invoiceToAddress) ? shipTo : undefined;
}
