// The checkout's address form (and the address fields the accounts area reuses): one zod schema,
// used by the action to parse and by the page for HTML constraints and validation while typing.
// Messages are translation keys. The ship-to fields are checked only when the shopper unticks
// "Ship to the same address": without JavaScript they are always in the form (a style rule hides
// them while it is ticked) and ignored while it is ticked, so they carry no HTML `required` (the
// browser would refuse the post).
import { z } from 'zod';
import { fitsPostalCodeFormat } from '../../../shared/postal-codes';
import { PLAIN_TEXT } from '~/forms/plain-text';
import type { AddressInput } from '~/commerce/models/address';
import { NEW_ADDRESS, SAME_AS_INVOICE } from '~/features/account/addresses/address-choices';
import { ADDRESS_LIMITS } from './address-rules';

export const ADDRESS_ERROR = {
  required: 'checkout.address.error.required',
  tooLong: 'checkout.address.error.too_long',
  email: 'checkout.address.error.email',
  country: 'checkout.address.error.country',
  region: 'checkout.address.error.region',
  regionRequired: 'checkout.address.error.region_required',
  postalCode: 'checkout.address.error.postal_code',
  invalid: 'checkout.address.error.invalid',
  choice: 'checkout.address.error.choice',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (max: number) =>
  z.string({ error: ADDRESS_ERROR.required }).trim().min(1, ADDRESS_ERROR.required).max(max, ADDRESS_ERROR.tooLong).regex(PLAIN_TEXT, ADDRESS_ERROR.invalid);
const optionalText = (max: number) => z.string().trim().max(max, ADDRESS_ERROR.tooLong).regex(PLAIN_TEXT, ADDRESS_ERROR.invalid).optional();

/** One postal address as the form has it. Country codes are upper-case ISO 3166 alpha-2. */
export const addressFieldsSchema = z
  .object({
    firstName: requiredText(ADDRESS_LIMITS.firstName),
    lastName: requiredText(ADDRESS_LIMITS.lastName),
    companyName1: optionalText(ADDRESS_LIMITS.companyName1),
    addressLine1: requiredText(ADDRESS_LIMITS.addressLine1),
    addressLine2: optionalText(ADDRESS_LIMITS.addressLine2),
    postalCode: requiredText(ADDRESS_LIMITS.postalCode),
    city: requiredText(ADDRESS_LIMITS.city),
    countryCode: z
      .string({ error: ADDRESS_ERROR.required })
      .trim()
      .toUpperCase()
      .min(1, ADDRESS_ERROR.required)
      .max(ADDRESS_LIMITS.countryCode, ADDRESS_ERROR.country)
      .regex(/^[A-Z]{2}$/, ADDRESS_ERROR.country),
    mainDivisionCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(ADDRESS_LIMITS.mainDivisionCode, ADDRESS_ERROR.region)
      .regex(/^[A-Z0-9_-]+$/, ADDRESS_ERROR.region)
      .optional(),
    phoneHome: optionalText(ADDRESS_LIMITS.phoneHome),
  })
  // Runs even when other fields failed (every problem at once); a postal code or country that failed
  // its own rules has its message already.
  .superRefine(
    (value, ctx) => {
      const { postalCode, countryCode } = value ?? {};
      if (typeof postalCode !== 'string' || typeof countryCode !== 'string' || postalCode.trim() === '') return;
      if (!fitsPostalCodeFormat(countryCode, postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_ERROR.postalCode });
    },
    { when: () => true },
  );

export type AddressFields = z.output<typeof addressFieldsSchema>;
export type AddressFieldName = keyof AddressFields;

/** Address fields before they count (the ship-to fields, a logged-in user's new address): any text, checked with addressFieldsSchema only when used. */
const looseAddress = z
  .object(Object.fromEntries(Object.keys(addressFieldsSchema.shape).map((name) => [name, z.string().optional()])) as Record<
    AddressFieldName,
    z.ZodOptional<z.ZodString>
  >)
  .optional();

export const checkoutAddressSchema = z
  .object({
    email: z
      .string({ error: ADDRESS_ERROR.required })
      .trim()
      .min(1, ADDRESS_ERROR.required)
      .max(ADDRESS_LIMITS.email, ADDRESS_ERROR.tooLong)
      .regex(EMAIL, ADDRESS_ERROR.email),
    invoice: addressFieldsSchema,
    /** "Ship to the same address" (a checkbox: absent when unticked). */
    shipToInvoice: z.boolean().optional(),
    shipping: looseAddress,
  })
  // Runs even when other fields failed, so every problem is shown at once.
  .superRefine(
    (value, ctx) => {
      if (value?.shipToInvoice === true) return;
      const shipping = value && typeof value.shipping === 'object' && value.shipping !== null ? value.shipping : {};
      const result = addressFieldsSchema.safeParse(shipping);
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['shipping', ...issue.path.map(String)], message: issue.message });
      }
    },
    { when: () => true },
  );

export type CheckoutAddressValue = z.output<typeof checkoutAddressSchema>;
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;

export interface CheckoutAddresses {
  email: string;
  invoice: AddressFields;
  shipping: AddressFields;
  /** The ship-to address is the invoice address. */
  sameAddress: boolean;
}

/** The addresses a valid form asks for: the invoice address for shipping too when the box is ticked. */
export function checkoutAddresses(value: CheckoutAddressValue): CheckoutAddresses {
  const sameAddress = value.shipToInvoice === true;
  // The schema checked the ship-to fields with addressFieldsSchema when they are used.
  const shipping = sameAddress ? value.invoice : addressFieldsSchema.parse(value.shipping ?? {});
  return { email: value.email, invoice: value.invoice, shipping, sameAddress };
}

/** The backend's body for one address of the form. */
export function addressInput(address: AddressFields, email: string): AddressInput {
  return { ...address, email };
}

// ---- a logged-in user's form: saved addresses to choose, or a new one -----------------------------

const choice = z.string({ error: ADDRESS_ERROR.choice }).trim().min(1, ADDRESS_ERROR.choice).max(1000, ADDRESS_ERROR.choice);

/**
 * A logged-in user chooses a saved address (its urn) or `new` for the invoice address, and for the
 * ship-to address also `invoice`. The fields of a new address are checked only when it is chosen. A
 * post without choices (the guest's form) means new addresses, the ship-to one as "Ship to the same
 * address" says. No e-mail field: the user's own is the addresses' default.
 */
export const userCheckoutAddressSchema = z
  .object({
    invoiceAddress: choice.optional(),
    invoice: looseAddress,
    shipToInvoice: z.boolean().optional(),
    shippingAddress: choice.optional(),
    shipping: looseAddress,
  })
  .superRefine(
    (value, ctx) => {
      if (!value) return;
      const parts = [
        ['invoice', invoiceChoice(value)],
        ['shipping', shippingChoice(value)],
      ] as const;
      for (const [part, chosen] of parts) {
        if (chosen !== NEW_ADDRESS) continue;
        const result = addressFieldsSchema.safeParse(value[part] ?? {});
        if (result.success) continue;
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: [part, ...issue.path.map(String)], message: issue.message });
      }
    },
    { when: () => true },
  );

export type UserCheckoutAddressInput = z.input<typeof userCheckoutAddressSchema>;
type UserCheckoutAddressValue = z.output<typeof userCheckoutAddressSchema>;

const invoiceChoice = (value: Pick<UserCheckoutAddressValue, 'invoiceAddress'>) => value.invoiceAddress ?? NEW_ADDRESS;
const shippingChoice = (value: Pick<UserCheckoutAddressValue, 'shippingAddress' | 'shipToInvoice'>) =>
  value.shippingAddress ?? (value.shipToInvoice === true ? SAME_AS_INVOICE : NEW_ADDRESS);

/** A saved address (its urn) or the fields of a new one. */
export type AddressChoice = { urn: string } | { fields: AddressFields };

export interface UserCheckoutAddresses {
  invoice: AddressChoice;
  shipping: AddressChoice | typeof SAME_AS_INVOICE;
}

/** What a valid form chose. */
export function userCheckoutAddresses(value: UserCheckoutAddressValue): UserCheckoutAddresses {
  const chosen = (part: 'invoice' | 'shipping', urn: string): AddressChoice =>
    // The schema checked the fields with addressFieldsSchema when a new address is chosen.
    urn === NEW_ADDRESS ? { fields: addressFieldsSchema.parse(value[part] ?? {}) } : { urn };
  const shipping = shippingChoice(value);
  return { invoice: chosen('invoice', invoiceChoice(value)), shipping: shipping === SAME_AS_INVOICE ? SAME_AS_INVOICE : chosen('shipping', shipping) };
}
