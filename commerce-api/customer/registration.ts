// Registering a customer with its first user in one transaction: checks the login (an e-mail
// address, ICM's default login type), the password rule and uniqueness, and registers customers
// of the types needing approval as PENDING. The welcome (or pending approval) mail is written in the
// same transaction, and the posted address as the customer's first address (account/registration-address.ts).

import type { Db } from '../db/open-database';
import { IcmError, InvalidAttributeError, LegacyIcmError } from '../http/icm-errors';
import type { Outbox } from '../mail/outbox';
import { loginLink } from '../mail/storefront-links';
import type { RegistrationAddresses } from './account/registration-address';
import type { CustomerAddressValues } from './account/customer-address-store';
import { type ApprovalCustomerType, needsApproval } from './customer-approval';
import { newCustomerNo } from './customer-numbers';
import type { CompanyData, CustomerRecord, CustomerStore, CustomerType } from './customer-store';
import { hashPassword, isAcceptablePassword } from './passwords';
import { registrationMail } from './registration-mails';
import { isEmailAddress } from './user-profile';
import type { UserProfile, UserRecord, UserStore } from './user-store';

export interface RegistrationStores {
  customers: CustomerStore;
  users: UserStore;
  approvalTypes: readonly ApprovalCustomerType[];
  outbox: Outbox;
  /** The storefront's public URL without a trailing slash (the mail's login link). */
  storefrontUrl: string;
  registrationAddresses: RegistrationAddresses;
}

export interface Registration {
  type: CustomerType;
  /** The customer number the client chose (the PWA sends a UUID); else one is made up. */
  customerNo?: string;
  company: CompanyData;
  user: UserProfile;
  roles: readonly string[];
  login: string;
  password: string;
  /** The checked address (RegistrationAddresses.check): the user's preferred invoice and ship-to address. */
  address: CustomerAddressValues;
}

const loginTaken = (login: string) =>
  new LegacyIcmError(409, 'customer.credentials.login.not_unique.error', `The login '${login}' is already taken.`);
const customerNoTaken = (customerNo: string) =>
  new IcmError(409, 'customer.customer_no.not_unique.error', `The customer number '${customerNo}' is already taken.`);

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function registerCustomer(
  db: Db,
  stores: RegistrationStores,
  registration: Registration,
): Promise<{ customer: CustomerRecord; user: UserRecord }> {
  const login = registration.login.trim();
  if (!isEmailAddress(login)) {
    throw new InvalidAttributeError('login', 'customer.credentials.login.invalid.error', 'The login must be an e-mail address.');
  }
  if (!isAcceptablePassword(registration.password)) {
    throw new InvalidAttributeError(
      'password',
      'customer.credentials.password.invalid.error',
      'The password needs at least 7 characters, a letter and a digit, and no white space.',
    );
  }
  const customerNo = registration.customerNo ?? newCustomerNo(no => stores.customers.findByNo(no) !== undefined);
  // checked before the (slow) hashing, and again inside the transaction
  if (stores.users.findByLogin(login)) throw loginTaken(login);
  if (stores.customers.findByNo(customerNo)) throw customerNoTaken(customerNo);
  const passwordHash = await hashPassword(registration.password);

  const register = db.transaction(() => {
    if (stores.users.findByLogin(login)) throw loginTaken(login);
    if (stores.customers.findByNo(customerNo)) throw customerNoTaken(customerNo);
    const pending = needsApproval(registration.type, stores.approvalTypes);
    const customer = stores.customers.create({
      ...registration.company,
      customerNo,
      type: registration.type,
      approvalStatus: pending ? 'PENDING' : 'APPROVED',
    });
    const user = stores.users.create({
      ...registration.user,
      customerId: customer.id,
      login,
      passwordHash,
      roles: registration.roles,
    });
    stores.registrationAddresses.addForRegistration(customer.id, user.id, registration.address);
    stores.outbox.enqueue(registrationMail(registration.user, login, pending, loginLink(stores.storefrontUrl, registration.user.preferredLanguage)));
    return { customer, user: stores.users.findById(user.id) as UserRecord };
  });
  try {
    return register();
  } catch (error) {
    if (isUniqueViolation(error)) throw loginTaken(login);
    throw error;
  }
}
