// The address book's schemas: an address (the checkout's address fields, below `address.`) and the
// list's small forms, which name an address and, for a preference, what it is preferred for.
import { z } from 'zod';
import { addressFieldsSchema } from '~/features/checkout/address-form';

export const addressBookSchema = z.object({ address: addressFieldsSchema });

export type AddressBookInput = z.input<typeof addressBookSchema>;

/** ICM's ids are short; anything longer names no address. */
const addressId = z.string().trim().min(1).max(200);

export const preferredAddressSchema = z.object({ addressId, usage: z.enum(['invoice', 'shipping']) });

export const deleteAddressSchema = z.object({ addressId });
