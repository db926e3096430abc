// What a logged-in user's address forms and pages share, free of zod: the choice values of the
// checkout's saved-address radios, and the address book's rules (shopping-core §5).
import type { Address } from '~/commerce/models';

/** The checkout choice "a new address", typed into the fields below it. */
export const NEW_ADDRESS = 'new';
/** The ship-to choice "the invoice address". */
export const SAME_AS_INVOICE = 'invoice';

/** An address of the user's address book as a page shows and chooses it. */
export interface SavedAddress {
  address: Address;
  /** Its urn: how the basket and the user's preferences name it. */
  urn: string;
}

/** A user's saved addresses: the customer addresses among a basket's eligible ones (a basket's own have no customer urn). */
export function savedAddressesOf(addresses: Address[]): SavedAddress[] {
  return addresses.flatMap((address) => (address.urn?.startsWith('urn:address:customer:') ? [{ address, urn: address.urn }] : []));
}
