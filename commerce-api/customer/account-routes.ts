// The logged-in customer's own resources: GET/PUT customers/- (company data, budget price type and
// cost center settings of a business customer), GET/PUT privatecustomers/-, GET/PUT customers/{no|-}/users/{login|-}, the password
// change (PUT credentials/password and the PWA's two paths), GET personalization and GET
// customers/{no}/users/{login}/roles. Another customer's number is 404; another user of the same
// customer is readable only with APP_B2B_MANAGE_USERS, and only its holders (account admins) change
// the company data; PUT customers/{no}/users/- is a business user's (a private customer's is 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';

import type { Db } from '../db/open-database';
import { IcmError, InvalidAttributeError, LegacyIcmError, ThrottledError, badRequest, notFound } from '../http/icm-errors';
import { refuseUnsafeTexts } from '../http/text-fields';
import { emailChangedMail, passwordChangedMail } from '../mail/mail-texts';
import type { Outbox } from '../mail/outbox';
import { NoQuery } from '../http/schemas';
import type { ShopSettings } from '../reference/shop-settings';
import type { BudgetReader } from '../organization/users/budget-reader';
import { loginOfPath } from '../organization/users/user-management-access';
import {
  addressIdOfUrn,
  businessUserDocument,
  companyDocument,
  privateCustomerDocument,
} from './customer-documents';
import {
  CompanyUpdateBody,
  CustomerParams,
  CustomerUserParams,
  PasswordChangeBody,
  UserUpdateBody,
} from './customer-schemas';
import type { BudgetPriceType, CostCenterSettings, CustomerRecord, CustomerStore } from './customer-store';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, isAcceptablePassword, verifyPassword } from './passwords';
import type { AuthenticatedPrincipal, Principals } from './principal';
import { type PermissionId, hasPermission, userRolesDocument } from './roles';
import { companyDataOf, userProfileOf } from './user-profile';
import type { UserPreferences, UserProfile, UserRecord, UserStore } from './user-store';
import type { UserTokens } from './user-tokens';

export interface AccountRouteStores {
  outbox: Outbox;
  principals: Principals;
  customers: CustomerStore;
  users: UserStore;
  userTokens: UserTokens;
  throttle: LoginThrottle;
  settings: ShopSettings;
  budgets: BudgetReader;
}

type UserUpdate = Static<typeof UserUpdateBody>;

/** Price group ids (GET personalization): one per customer type, one for anonymous shoppers. */
export const PRICE_GROUP_IDS = {
  anonymous: 'inSPIRED-AnonymousCustomers',
  PrivateCustomer: 'inSPIRED-PrivateCustomers',
  SMBCustomer: 'inSPIRED-SMBCustomers',
} as const;

const customerNotFound = (customerNo: string) => notFound('customer.not_found.error', `The customer '${customerNo}' was not found.`);
const userNotFound = (login: string) => notFound('customer.user.not_found.error', `The user '${login}' was not found.`);
/** 403 unless the user's roles grant the permission. */
function requirePermission(principal: AuthenticatedPrincipal, permission: PermissionId, what: string): void {
  if (!hasPermission(principal.roles, permission)) {
    throw new IcmError(403, 'rest.authorization.permission.missing.error', `${what} needs the permission ${permission}.`);
  }
}
type CostCenterFlag = 'isCostCenterOptional' | 'isCostCenterPerPosition';
const FLAG_ERRORS: Record<CostCenterFlag, string> = {
  isCostCenterOptional: 'customer.cost_center_optional.invalid.error',
  isCostCenterPerPosition: 'customer.cost_center_per_position.invalid.error',
};

/** A cost center setting of a company PUT: a boolean, or absent (null too) to keep the current one. */
function flagOf(body: Partial<Record<CostCenterFlag, unknown>>, name: CostCenterFlag, current: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return current;
  if (typeof value !== 'boolean') throw new InvalidAttributeError(name, FLAG_ERRORS[name], `The ${name} must be true or false.`);
  return value;
}
const wrongCurrentPassword = () =>
  new InvalidAttributeError('currentPassword', 'customer.credentials.current_password.invalid.error', 'The current password is wrong.');

/** The `Authorization: Basic` password the PWA sends with an e-mail change, if any. */
function basicPassword(request: FastifyRequest): string | undefined {
  const match = /^basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

export function registerAccountRoutes(app: FastifyInstance, db: Db, stores: AccountRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { principals, customers, users, userTokens, throttle, outbox } = stores;

  const ownCustomer = (principal: AuthenticatedPrincipal, customerNo = '-'): CustomerRecord => {
    const customer = customers.findById(principal.customerId);
    if (!customer || (customerNo !== '-' && customerNo.toLowerCase() !== principal.customerNo.toLowerCase())) {
      throw customerNotFound(customerNo);
    }
    return customer;
  };
  const ownUser = (principal: AuthenticatedPrincipal): UserRecord => {
    const user = users.findById(principal.userId);
    if (!user) throw userNotFound(principal.login);
    return user;
  };
  /** The user a path names: '-' is the principal; another user of the customer needs APP_B2B_MANAGE_USERS. */
  const namedUser = (principal: AuthenticatedPrincipal, customer: CustomerRecord, loginSegment: string): UserRecord => {
    const login = loginOfPath(loginSegment);
    if (login === '-' || login.toLowerCase() === principal.login.toLowerCase()) return ownUser(principal);
    const user = users.findByLogin(login);
    if (!user || user.customerId !== customer.id) throw userNotFound(login);
    requirePermission(principal, 'APP_B2B_MANAGE_USERS', 'Reading another user');
    return user;
  };

  /** Checks a password for the principal's login, counting failures like failed logins. */
  const checkPassword = async (request: FastifyRequest, user: UserRecord, password: string | undefined) => {
    const retryAfter = throttle.retryAfterSeconds(user.login, request.ip);
    if (retryAfter > 0) {
      throw new ThrottledError(retryAfter, `Too many wrong passwords; try again in ${retryAfter} seconds.`);
    }
    if (password === undefined || user.passwordHash === null || !(await verifyPassword(password, user.passwordHash))) {
      throttle.recordFailure(user.login, request.ip);
      throw wrongCurrentPassword();
    }
  };

  /** Profile and preferences from a PUT; an e-mail change needs the password (Basic header). */
  const updateUser = async (request: FastifyRequest, customer: CustomerRecord, user: UserRecord, body: UserUpdate) => {
    refuseUnsafeTexts(request.body, request.icm.locale);
    const profile = userProfileOf(body, stores.settings.locales(), user.preferredLanguage);
    const emailChanged = profile.email.toLowerCase() !== user.email.toLowerCase();
    // the login follows the e-mail address it was registered with (ICM's e-mail login type)
    const newLogin = emailChanged && user.login.toLowerCase() === user.email.toLowerCase() ? profile.email : undefined;
    if (emailChanged) {
      await checkPassword(request, user, basicPassword(request));
      const holder = newLogin === undefined ? undefined : users.findByLogin(newLogin);
      if (holder && holder.id !== user.id) {
        throw new LegacyIcmError(409, 'customer.credentials.login.not_unique.error', `The login '${newLogin}' is already taken.`);
      }
    }
    const preferences = preferencesOf(customer, user, body);
    saveUser(user, profile, preferences, newLogin, emailChanged);
    return users.findById(user.id)!;
  };
  // the old address hears of an e-mail change in the same transaction as the change
  const saveUser = db.transaction(
    (user: UserRecord, profile: UserProfile, preferences: UserPreferences, newLogin: string | undefined, emailChanged: boolean) => {
      users.updateProfile(user.id, profile);
      users.updatePreferences(user.id, preferences);
      if (newLogin !== undefined) users.setLogin(user.id, newLogin);
      if (emailChanged) outbox.enqueue(emailChangedMail(user, profile.email));
    },
  );

  const saveCompany = db.transaction(
    (customerId: string, company: Static<typeof CompanyUpdateBody>, budgetPriceType: BudgetPriceType, costCenterSettings: CostCenterSettings) => {
      customers.updateCompany(customerId, companyDataOf(company));
      customers.setBudgetPriceType(customerId, budgetPriceType);
      customers.setCostCenterSettings(customerId, costCenterSettings);
    },
  );

  typed.get('/customers/-', { schema: { querystring: NoQuery } }, async request => {
    const principal = principals.authenticatedOf(request);
    const customer = ownCustomer(principal);
    return customer.type === 'SMBCustomer' ? companyDocument(customer) : privateCustomerDocument(customer, ownUser(principal));
  });

  // The company's data is the account admins' (APP_B2B_MANAGE_USERS), as the company settings page is.
  typed.put('/customers/-', { schema: { body: CompanyUpdateBody } }, async request => {
    const principal = principals.authenticatedOf(request);
    const customer = ownCustomer(principal);
    if (customer.type !== 'SMBCustomer') {
      throw badRequest('customer.type.not_business.error', 'Only a business customer has company data; use privatecustomers/-.');
    }
    requirePermission(principal, 'APP_B2B_MANAGE_USERS', 'Changing the company data');
    refuseUnsafeTexts(request.body, request.icm.locale);
    const { budgetPriceType } = request.body;
    if (budgetPriceType !== undefined && budgetPriceType !== null && budgetPriceType !== 'gross' && budgetPriceType !== 'net') {
      throw new InvalidAttributeError('budgetPriceType', 'customer.budget_price_type.invalid.error', 'The budgetPriceType must be gross or net.');
    }
    const costCenterSettings = {
      costCenterOptional: flagOf(request.body, 'isCostCenterOptional', customer.costCenterOptional),
      costCenterPerPosition: flagOf(request.body, 'isCostCenterPerPosition', customer.costCenterPerPosition),
    };
    saveCompany(customer.id, request.body, budgetPriceType ?? customer.budgetPriceType, costCenterSettings);
    return companyDocument(customers.findById(customer.id)!);
  });

  typed.get('/privatecustomers/-', { schema: { querystring: NoQuery } }, async request => {
    const principal = principals.authenticatedOf(request);
    const customer = ownCustomer(principal);
    if (customer.type !== 'PrivateCustomer') throw customerNotFound('-');
    return privateCustomerDocument(customer, ownUser(principal));
  });

  typed.put('/privatecustomers/-', { schema: { body: UserUpdateBody } }, async request => {
    const principal = principals.authenticatedOf(request);
    const customer = ownCustomer(principal);
    if (customer.type !== 'PrivateCustomer') throw customerNotFound('-');
    const privateFields = { ...request.body, businessPartnerNo: null, department: null };
    return privateCustomerDocument(customer, await updateUser(request, customer, ownUser(principal), privateFields));
  });

  typed.get('/customers/:customerNo/users/:login', { schema: { params: CustomerUserParams, querystring: NoQuery } }, async request => {
    const principal = principals.authenticatedOf(request);
    const customer = ownCustomer(principal, request.params.customerNo);
    const user = namedUser(principal, customer, request.params.login);
    // the PWA's user detail page shows the budget (organization/users)
    if (customer.type !== 'SMBCustomer') return businessUserDocument(customer, user);
    return { ...businessUserDocument(customer, user), userBudget: stores.budgets.ofUser(user.id, customer, request.icm.currency) };
  });

  typed.put('/customers/:customerNo/users/-', { schema: { params: CustomerParams, body: UserUpdateBody } }, async request => {
    const principal = principals.authenticatedOf(request);
    const customer = ownCustomer(principal, request.params.customerNo);
    // a private customer's profile is privatecustomers/-, without the business fields
    if (customer.type !== 'SMBCustomer') throw customerNotFound(request.params.customerNo);
    return businessUserDocument(customer, await updateUser(request, customer, ownUser(principal), request.body));
  });

  typed.get(
    '/customers/:customerNo/users/:login/roles',
    { schema: { params: CustomerUserParams, querystring: NoQuery } },
    async request => {
      const principal = principals.authenticatedOf(request);
      const customer = ownCustomer(principal, request.params.customerNo);
      return userRolesDocument(namedUser(principal, customer, request.params.login).roles, request.icm.locale);
    },
  );

  const changePassword = async (request: FastifyRequest, body: Static<typeof PasswordChangeBody>) => {
    const principal = principals.authenticatedOf(request);
    const user = ownUser(principal);
    await checkPassword(request, user, body.currentPassword);
    throttle.recordSuccess(user.login, request.ip);
    if (!isAcceptablePassword(body.password)) {
      throw new InvalidAttributeError(
        'password',
        'customer.credentials.password.invalid.error',
        'The password needs at least 7 characters, a letter and a digit, and no white space.',
      );
    }
    savePassword(user, await hashPassword(body.password), principal.sessionId);
  };
  const savePassword = db.transaction((user: UserRecord, passwordHash: string, sessionId: string) => {
    users.setPasswordHash(user.id, passwordHash);
    // other logins end; the one that changed the password goes on
    userTokens.revokeOtherSessions(user.id, sessionId);
    outbox.enqueue(passwordChangedMail(user));
  });
  for (const path of ['/credentials/password', '/customers/-/users/-/credentials/password', '/privatecustomers/-/credentials/password']) {
    typed.put(path, { schema: { body: PasswordChangeBody } }, async (request, reply) => {
      await changePassword(request, request.body);
      return reply.status(204).send();
    });
  }

  // The price group of the token's customer: the catalogue's prices do not vary by customer in the
  // demo, so the id only tells private, business and anonymous shoppers apart.
  typed.get('/personalization', { schema: { querystring: NoQuery } }, async request => {
    const token = request.icm.authenticationToken;
    const principal = token ? principals.ofToken(token) : undefined;
    return { pgid: principal ? PRICE_GROUP_IDS[principal.customerType] : PRICE_GROUP_IDS.anonymous };
  });
}

/** The preferences a PUT names: an address urn of this customer or a payment instrument id; `{}` or null clears. */
function preferencesOf(customer: CustomerRecord, user: UserRecord, body: UserUpdate): UserPreferences {
  const address = (reference: UserUpdate['preferredInvoiceToAddress'], current: string | null, attribute: string) => {
    if (reference === undefined) return current;
    const urn = reference?.urn;
    if (!urn) return null;
    const id = addressIdOfUrn(customer.id, urn);
    if (id === undefined) {
      throw new InvalidAttributeError(attribute, 'customer.address.urn.invalid.error', `'${urn}' names no address of this customer.`);
    }
    return id;
  };
  const payment = body.preferredPaymentInstrument;
  return {
    preferredInvoiceAddressId: address(body.preferredInvoiceToAddress, user.preferredInvoiceAddressId, 'preferredInvoiceToAddress'),
    preferredShipToAddressId: address(body.preferredShipToAddress, user.preferredShipToAddressId, 'preferredShipToAddress'),
    preferredPaymentInstrumentId: payment === undefined ? user.preferredPaymentInstrumentId : payment?.id || null,
  };
}
