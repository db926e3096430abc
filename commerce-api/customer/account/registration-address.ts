// The address a registration posts (POST privatecustomers / POST customers with `address`): checked
// before the customer is written (422 customer.address.creation.failed, paths below /address), then
// stored inside the registration's transaction as the customer's first address, the company's
// (no owner), and made the new user's preferred invoice and ship-to address.
import { IcmError } from '../../http/icm-errors';
import type { CountryStore } from '../../reference/countries';
import { accountText } from './account-texts';
import type { AccountUsers } from './account-users';
import { DEFAULT_USAGE, checkCustomerAddress } from './customer-address-input';
import type { CustomerAddressRecord, CustomerAddressStore, CustomerAddressValues } from './customer-address-store';

export interface RegistrationAddressStores {
  addresses: CustomerAddressStore;
  users: AccountUsers;
  countries: CountryStore;
}

export function createRegistrationAddresses(stores: RegistrationAddressStores) {
  return {
    /** The posted address's values; the user's e-mail address stands in for a missing one. */
    check(body: Record<string, unknown>, locale: string, email: string): CustomerAddressValues {
      const checked = checkCustomerAddress(body, stores.countries, locale, { email, usage: DEFAULT_USAGE });
      if ('causes' in checked) {
        const causes = checked.causes.map(cause => ({ ...cause, paths: (cause.paths ?? []).map(path => `/address${path}`) }));
        throw new IcmError(422, 'customer.address.creation.failed', accountText(locale, 'customer.address.creation.failed'), causes);
      }
      return checked.values;
    },
    /** Call inside the registration's transaction, after the customer and user are written. */
    addForRegistration(customerId: string, userId: string, values: CustomerAddressValues): CustomerAddressRecord {
      const address = stores.addresses.create(customerId, null, values);
      stores.users.setPreferredAddresses(userId, { invoiceTo: address.id, shipTo: address.id });
      return address;
    },
  };
}

export type RegistrationAddresses = ReturnType<typeof createRegistrationAddresses>;
