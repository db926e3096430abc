// Organization management's users (the PWA's UsersService), for holders of APP_B2B_MANAGE_USERS:
// GET customers/{no}/users (the company's users but punchout users, by name, pageable with `offset`
// and `limit`: ICM's ResourceCollection of Links whose attributes carry name, roles and budget),
// POST (a new user, who gets a mail with a link to set their password), PUT …/users/{login} (profile
// and active flag) and DELETE …/users/{login}. An admin neither deletes nor deactivates themselves.
// GET …/users/{login} is account-routes.ts' (with the user's budget).
import { randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { businessUserDocument } from '../../customer/customer-documents';
import type { CustomerRecord, CustomerStore } from '../../customer/customer-store';
import { hashPassword } from '../../customer/passwords';
import type { CustomerPrincipal, Principals } from '../../customer/principal';
import { REMINDER_LIFETIME_MS, type PasswordReminders } from '../../customer/requests/password-reminders';
import { userProfileOf } from '../../customer/user-profile';
import type { UserRecord, UserStore } from '../../customer/user-store';
import type { Db } from '../../db/open-database';
import { IcmError } from '../../http/icm-errors';
import { Text, WholeNumber } from '../../http/schemas';
import { refuseUnsafeTexts } from '../../http/text-fields';
import type { Outbox } from '../../mail/outbox';
import { passwordResetLink } from '../../mail/storefront-links';
import type { ShopSettings } from '../../reference/shop-settings';
import type { BudgetReader } from './budget-reader';
import type { CompanyUserDirectory } from './company-user-directory';
import { companyUserLink } from './company-user-documents';
import { type CompanyUserFields, companyUserFieldsOf, newCompanyUserOf } from './company-user-input';
import { companyUser, userManager } from './user-management-access';
import { userInvitationMail } from './user-invitation-mail';

export interface CompanyUserRouteStores {
  principals: Principals;
  customers: CustomerStore;
  users: UserStore;
  directory: CompanyUserDirectory;
  budgets: BudgetReader;
  reminders: PasswordReminders;
  outbox: Outbox;
  settings: ShopSettings;
  storefrontUrl: string;
}

const CustomerParams = Type.Object({ customerNo: Text });
const UserParams = Type.Object({ customerNo: Text, login: Text });
const ListQuery = Type.Object({ offset: Type.Optional(WholeNumber(0)), limit: Type.Optional(WholeNumber(1, 1000)) });
/** Checked field by field in company-user-input.ts, so a refusal names the attribute. */
const AnyBody = Type.Unknown();

const loginTaken = (login: string) => new IcmError(409, 'customer.credentials.login.not_unique.error', `The login '${login}' is already taken.`);
const refuseSelf = (what: string) => new IcmError(403, 'customer.user.self_change.error', `An account admin cannot ${what} themselves.`);

export function registerCompanyUserRoutes(app: FastifyInstance, db: Db, stores: CompanyUserRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { users, directory } = stores;

  const manager = (request: FastifyRequest, customerNo: string) => {
    const caller = userManager(request, stores.principals, customerNo);
    return { caller, customer: stores.customers.findById(caller.customerId)! };
  };
  const userDocument = (request: FastifyRequest, customer: CustomerRecord, user: UserRecord) => ({
    ...businessUserDocument(customer, user),
    userBudget: stores.budgets.ofUser(user.id, customer, request.icm.currency),
  });

  typed.get('/customers/:customerNo/users', { schema: { params: CustomerParams, querystring: ListQuery } }, async request => {
    const { customer } = manager(request, request.params.customerNo);
    const offset = request.query.offset ?? 0;
    const { total, users: entries } = directory.page(customer.id, offset, request.query.limit);
    return {
      type: 'ResourceCollection',
      name: 'users',
      offset,
      ...(request.query.limit === undefined ? {} : { limit: request.query.limit }),
      total,
      elements: entries.map(entry => companyUserLink(request.icm.channel, customer.customerNo, entry, stores.budgets.of(entry, customer, request.icm.currency))),
    };
  });

  // the new user and the mail with the link to set a password, together or not at all
  const createUser = db.transaction((customer: CustomerRecord, fields: CompanyUserFields, login: string, passwordHash: string, language: string) => {
    if (users.findByLogin(login)) throw loginTaken(login);
    const profile = userProfileOf(fields, stores.settings.locales(), language);
    const user = users.create({ ...profile, customerId: customer.id, login, passwordHash, roles: [], active: fields.active });
    const reminder = stores.reminders.create(user.id)!;
    const link = passwordResetLink(stores.storefrontUrl, user.id, reminder.code, user.preferredLanguage);
    stores.outbox.enqueue(
      userInvitationMail(user, { login, companyName: customer.companyName ?? customer.customerNo, link, validMinutes: REMINDER_LIFETIME_MS / 60_000 }),
    );
    return user;
  });

  typed.post('/customers/:customerNo/users', { schema: { params: CustomerParams, body: AnyBody } }, async (request, reply) => {
    const { customer } = manager(request, request.params.customerNo);
    const fields = newCompanyUserOf(request.body);
    refuseUnsafeTexts(fields, request.icm.locale);
    const login = fields.login ?? fields.email.trim();
    // nobody knows this password: the user sets theirs with the mail's link (or "forgot password" later)
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const user = createUser(customer, fields, login, passwordHash, request.icm.locale);
    const uri = `${request.icm.channel}/-/customers/${encodeURIComponent(customer.customerNo)}/users/${encodeURIComponent(user.login)}`;
    reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
    return userDocument(request, customer, user);
  });

  const updateUser = db.transaction((caller: CustomerPrincipal, user: UserRecord, fields: CompanyUserFields) => {
    const profile = userProfileOf(fields, stores.settings.locales(), user.preferredLanguage);
    // the login follows the e-mail address it was created with (ICM's e-mail login type)
    if (profile.email.toLowerCase() !== user.email.toLowerCase() && user.login.toLowerCase() === user.email.toLowerCase()) {
      const holder = users.findByLogin(profile.email);
      if (holder && holder.id !== user.id) throw loginTaken(profile.email);
      users.setLogin(user.id, profile.email);
    }
    users.updateProfile(user.id, profile);
    if (fields.active !== undefined && fields.active !== user.active) {
      if (user.id === caller.userId) throw refuseSelf('deactivate');
      directory.setActive(user.id, fields.active);
    }
    return users.findById(user.id)!;
  });

  typed.put('/customers/:customerNo/users/:login', { schema: { params: UserParams, body: AnyBody } }, async request => {
    const { caller, customer } = manager(request, request.params.customerNo);
    const user = companyUser(users, caller, request.params.login);
    const fields = companyUserFieldsOf(request.body);
    refuseUnsafeTexts(fields, request.icm.locale);
    return userDocument(request, customer, updateUser(caller, user, fields));
  });

  typed.delete('/customers/:customerNo/users/:login', { schema: { params: UserParams } }, async (request, reply) => {
    const { caller } = manager(request, request.params.customerNo);
    const user = companyUser(users, caller, request.params.login);
    if (user.id === caller.userId) throw refuseSelf('delete');
    directory.remove(user.id);
    return reply.status(204).send();
  });
}
