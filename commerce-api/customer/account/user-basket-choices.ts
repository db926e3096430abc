// What a logged-in user's basket offers beyond its own addresses and instruments (basket/
// basket-addresses.ts, basket/payment-instruments.ts): the customer addresses the user may see, the
// preferred ones a new basket starts with, and the user's saved payment instruments. The basket's
// owner key names the user; an anonymous token names none and gets nothing.
import type { OwnerAddresses } from '../../basket/basket-addresses';
import type { OwnerPaymentInstruments } from '../../basket/payment-instruments';
import { addressUrn } from '../customer-documents';
import { canSeeAddress } from './account-access';
import type { AccountUsers } from './account-users';
import type { CustomerAddressStore } from './customer-address-store';
import type { UserPaymentInstruments } from './user-payment-instruments';

export interface UserBasketChoiceStores {
  users: AccountUsers;
  addresses: CustomerAddressStore;
  instruments: UserPaymentInstruments;
}

export function createUserBasketChoices(stores: UserBasketChoiceStores): { addresses: OwnerAddresses; instruments: OwnerPaymentInstruments } {
  const visibleAddresses = (ownerKey: string) => {
    const user = stores.users.byOwnerKey(ownerKey);
    return user ? stores.addresses.list(user.customerId).filter(address => canSeeAddress(user, address)) : [];
  };
  return {
    addresses: {
      of: ownerKey =>
        visibleAddresses(ownerKey).map(address => ({
          id: address.id,
          urn: addressUrn(address.customerId, address.id),
          firstName: address.firstName,
          lastName: address.lastName,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          postalCode: address.postalCode,
          city: address.city,
          countryCode: address.countryCode,
          mainDivisionCode: address.mainDivisionCode,
          email: address.email,
          invoiceToAddress: address.invoiceToAddress,
          shipToAddress: address.shipToAddress,
        })),
      preferred(ownerKey) {
        const user = stores.users.byOwnerKey(ownerKey);
        if (!user) return {};
        const visible = new Set(visibleAddresses(ownerKey).map(address => address.id));
        const usable = (id: string | null) => (id !== null && visible.has(id) ? id : undefined);
        const invoiceToAddressId = usable(user.preferredInvoiceAddressId);
        const shipToAddressId = usable(user.preferredShipToAddressId);
        return { ...(invoiceToAddressId ? { invoiceToAddressId } : {}), ...(shipToAddressId ? { shipToAddressId } : {}) };
      },
    },
    instruments: {
      of(ownerKey) {
        const user = stores.users.byOwnerKey(ownerKey);
        return user ? stores.instruments.list(user.userId).map(({ userId: _, ...instrument }) => instrument) : [];
      },
    },
  };
}
