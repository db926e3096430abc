// A customer's account (customer/account): its stores, what a logged-in user's basket gets from them
// (customer addresses and saved payment instruments), the registration's address, and the routes of
// addresses, saved payments, cost centers (organization/cost-centers) and the customer resources' recurring orders.
import type { FastifyInstance } from 'fastify';

import type { OrderTexts } from '../../checkout/order-texts';
import type { RecurringOrderStore } from '../../checkout/recurring-order-store';
import type { Db } from '../../db/open-database';
import { registerCostCenterManagementRoutes } from '../../organization/cost-centers/cost-center-management-routes';
import { createCostCenterOrderCounts } from '../../organization/cost-centers/cost-center-order-counts';
import { registerCostCenterRoutes } from '../../organization/cost-centers/cost-center-routes';
import { createCostCenterStore } from '../../organization/cost-centers/cost-center-store';
import { createSpending } from '../../organization/spending';
import { createShopSettings } from '../../reference/shop-settings';
import type { CountryStore } from '../../reference/countries';
import type { PaymentMethods } from '../../reference/payment-methods';
import type { Principals } from '../principal';
import { createAccountUsers } from './account-users';
import { registerCustomerAddressRoutes } from './customer-address-routes';
import { createCustomerAddressStore } from './customer-address-store';
import { registerCustomerPaymentRoutes } from './customer-payment-routes';
import { registerCustomerRecurringOrderRoutes } from './customer-recurring-order-routes';
import { createRegistrationAddresses } from './registration-address';
import { createUserBasketChoices } from './user-basket-choices';
import { createUserPaymentInstruments } from './user-payment-instruments';

export function createAccountStores(db: Db, countries: CountryStore, now?: () => Date) {
  const users = createAccountUsers(db);
  const addresses = createCustomerAddressStore(db, now);
  const instruments = createUserPaymentInstruments(db, now);
  return {
    users,
    addresses,
    instruments,
    costCenters: createCostCenterStore(db, now),
    spending: createSpending(db, now),
    orderCounts: createCostCenterOrderCounts(db, now),
    /** The shop's currencies, for cost center budgets. */
    currencies: createShopSettings(db).currencies,
    /** For basket/basket-addresses.ts and basket/payment-instruments.ts. */
    basketChoices: createUserBasketChoices({ users, addresses, instruments }),
    /** For the registration (customer/registration.ts). */
    registrationAddresses: createRegistrationAddresses({ addresses, users, countries }),
  };
}

export type AccountStores = ReturnType<typeof createAccountStores>;

export interface AccountAreaStores extends AccountStores {
  principals: Principals;
  countries: CountryStore;
  paymentMethods: PaymentMethods;
  recurringOrders: RecurringOrderStore;
  orderTexts: OrderTexts;
  now?: () => Date;
}

export function registerAccountArea(app: FastifyInstance, stores: AccountAreaStores): void {
  registerCustomerAddressRoutes(app, stores);
  registerCustomerPaymentRoutes(app, stores);
  registerCostCenterRoutes(app, stores);
  registerCostCenterManagementRoutes(app, stores);
  registerCustomerRecurringOrderRoutes(app, stores);
}
