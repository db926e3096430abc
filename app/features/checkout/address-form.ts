// The checkout's address form (and the address fields the accounts area will reuse): one zod schema,
// used by the action to parse and by the page for HTML constraints and validation while typing.
// Messages are translation keys. The ship-to fields are checked only when the shopper unticks
// "Ship to the same address": without JavaScript they are always on the page, and ignored while it
// is ticked, so they carry no HTML `required` (the browser would refuse the post).
import { z } from 'zod';
import type { AddressInput } from '~/commerce/models/address';
import { ADDRESS_LIMITS } from './address-rules';

export const ADDRESS_ERROR = {
  required: 'checkout.address.error.required',
  tooLong: 'checkout.address.error.too_long',
  email: 'checkout.address.error.email',
  country: 'checkout.address.error.country',
  region: 'checkout.address.error.region',
  regionRequired: 'checkout.address.error.region_required',
  invalid: 'checkout.address.error.invalid',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (max: number) =>
  z.string({ error: ADDRESS_ERROR.required }).trim().min(1, ADDRESS_ERROR.required).max(max, ADDRESS_ERROR.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, ADDRESS_ERROR.tooLong).optional();

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
  });

export type AddressFields = z.output<typeof addressFieldsSchema>;
export type AddressFieldName = keyof AddressFields;

/** The ship-to fields before they count: any text, checked with addressFieldsSchema only when used. */
const looseShipping = z
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
    shipping: looseShipping,
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
