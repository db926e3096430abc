// Completing a single sign-on registration (/register/sso, decision 014): the identity that
// POST users/processtoken remembered becomes the first user of a new private or business customer,
// with the registration's address, in one transaction. The user has no password (the provider
// authenticates it); its login is the provider's e-mail address. The welcome (or pending approval)
// mail is written in the same transaction, as for a registration with password.

import type { Db } from '../../db/open-database';
import { IcmError, InvalidAttributeError, LegacyIcmError, notFound } from '../../http/icm-errors';
import type { Outbox } from '../../mail/outbox';
import { loginLink } from '../../mail/storefront-links';
import type { RegistrationAddresses } from '../account/registration-address';
import { type ApprovalCustomerType, needsApproval } from '../customer-approval';
import { newCustomerNo } from '../customer-numbers';
import type { CompanyData, CustomerRecord, CustomerStore, CustomerType } from '../customer-store';
import { registrationMail } from '../registration-mails';
import { isEmailAddress, userProfileOf } from '../user-profile';
import type { UserRecord, UserStore } from '../user-store';
import type { IdentityClaims, SsoIdentities } from './sso-identities';

export interface SsoRegistrationStores {
  identities: SsoIdentities;
  customers: CustomerStore;
  users: UserStore;
  registrationAddresses: RegistrationAddresses;
  approvalTypes: readonly ApprovalCustomerType[];
  outbox: Outbox;
  /** The storefront's public URL without a trailing slash (the mail's login link). */
  storefrontUrl: string;
}

/** What the shopper added on /register/sso; names default to the provider's claims. */
export interface SsoRegistration {
  type: CustomerType;
  /** The identity's id, as POST users/processtoken answered it (`businessPartnerNo`). */
  userId: string;
  customerNo?: string;
  company: CompanyData;
  roles: readonly string[];
  user: { title?: string | null; firstName?: string; lastName?: string; phoneHome?: string | null; preferredLanguage?: string };
  address: Record<string, unknown>;
  locales: readonly string[];
  locale: string;
}

const loginTaken = (login: string) =>
  new LegacyIcmError(409, 'customer.credentials.login.not_unique.error', `The login '${login}' is already taken.`);
const customerNoTaken = (customerNo: string) =>
  new IcmError(409, 'customer.customer_no.not_unique.error', `The customer number '${customerNo}' is already taken.`);
const alreadyRegistered = () =>
  new IcmError(409, 'customer.sso.user.already_registered.error', 'The user of this id_token is registered already.');

function requiredName(attribute: 'firstName' | 'lastName', ...candidates: (string | null | undefined)[]): string {
  const name = candidates.map(candidate => candidate?.trim()).find(candidate => !!candidate);
  if (!name) throw new InvalidAttributeError(attribute, `customer.${attribute === 'firstName' ? 'first' : 'last'}_name.missing.error`, `The ${attribute} is missing.`);
  return name;
}

export function registerSsoCustomer(
  db: Db,
  stores: SsoRegistrationStores,
  claims: IdentityClaims,
  registration: SsoRegistration,
): { customer: CustomerRecord; user: UserRecord } {
  const identity = stores.identities.findBySubject(claims.issuer, claims.subject);
  if (!identity || identity.id !== registration.userId) {
    throw notFound('customer.user.not_found.error', `The id_token's user is not '${registration.userId}'.`);
  }
  if (identity.userId !== null) throw alreadyRegistered();
  const login = claims.email ?? identity.email ?? '';
  if (!isEmailAddress(login)) {
    throw new InvalidAttributeError('email', 'customer.email.invalid.error', 'The identity provider gave no valid e-mail address.');
  }
  const { user: fields } = registration;
  const profile = userProfileOf(
    {
      ...fields,
      firstName: requiredName('firstName', fields.firstName, claims.firstName, identity.firstName),
      lastName: requiredName('lastName', fields.lastName, claims.lastName, identity.lastName),
      email: login,
    },
    registration.locales,
    registration.locale,
  );
  const address = stores.registrationAddresses.check(registration.address, registration.locale, login);
  const customerNo = registration.customerNo ?? newCustomerNo(no => stores.customers.findByNo(no) !== undefined);

  return db.transaction(() => {
    if (stores.users.findByLogin(login)) throw loginTaken(login);
    if (stores.customers.findByNo(customerNo)) throw customerNoTaken(customerNo);
    const pending = needsApproval(registration.type, stores.approvalTypes);
    const customer = stores.customers.create({
      ...registration.company,
      customerNo,
      type: registration.type,
      approvalStatus: pending ? 'PENDING' : 'APPROVED',
    });
    const user = stores.users.create({ ...profile, customerId: customer.id, login, passwordHash: null, roles: registration.roles });
    // a concurrent registration of the same identity linked it first: this one is rolled back
    if (!stores.identities.link(identity.id, user.id)) throw alreadyRegistered();
    stores.registrationAddresses.addForRegistration(customer.id, user.id, address);
    stores.outbox.enqueue(registrationMail(profile, login, pending, loginLink(stores.storefrontUrl, profile.preferredLanguage)));
    return { customer, user: stores.users.findById(user.id)! };
  })();
}
