// Organization users test helpers: the API with the demo accounts and Oil Corp's organization data
// (approver, buyers' budgets), mail links into STOREFRONT, the admin's and a buyer's tokens, and the
// attributes of a user list entry by name.
import { hashPasswordSync } from '../../commerce-api/customer/passwords';
import { createUserStore } from '../../commerce-api/customer/user-store';
import type { Db } from '../../commerce-api/db/open-database';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { BBOLDNER, JLINK, call, loginDemo, startAccountApi } from './account-support';
import { STOREFRONT, withDatabase } from './requests-support';
import type { TestApi } from './support';

export interface OrganizationApi {
  api: TestApi;
  /** Bernhard Boldner, account admin of Oil Corp. */
  admin: string;
  /** Jack Link, buyer at Oil Corp. */
  buyer: string;
}

export async function startOrganizationApi(options: Parameters<typeof startAccountApi>[1] = {}): Promise<OrganizationApi> {
  const api = await startAccountApi(undefined, { storefrontUrl: STOREFRONT, ...options });
  withDatabase(api, seedDemoOrganizationUsers);
  return { api, admin: await loginDemo(api, BBOLDNER), buyer: await loginDemo(api, JLINK) };
}

/** A list entry's attributes as name → value. */
export const attributesOf = (entry: { attributes: { name: string; value: unknown }[] }) =>
  Object.fromEntries(entry.attributes.map(attribute => [attribute.name, attribute.value]));

export const listUsers = (api: TestApi, token: string, query = '') => call(api, 'GET', `/customers/OilCorp/users${query}`, token);

export const loginsOf = (list: { elements: { login: string }[] }) => list.elements.map(entry => entry.login);

/** A new user as the PWA posts it. */
export const newUser = (email: string, overrides: Record<string, unknown> = {}) => ({
  elements: [{ title: 'Mr.', firstName: 'Nils', lastName: 'Neumann', email, phoneHome: '+49 30 1234', preferredLanguage: 'en_US', ...overrides }],
});

/** Oil Corp's order manager (APP_B2B_ORDER_MANAGER), whom the demo does not have: Olga Manager, `login`. */
export function createOilCorpOrderManager(db: Db, login: string, password: string): void {
  const oilCorp = db.prepare("SELECT id FROM customers WHERE customer_no = 'OilCorp'").pluck().get() as string;
  createUserStore(db).create({
    customerId: oilCorp,
    login,
    email: login,
    title: null,
    firstName: 'Olga',
    lastName: 'Manager',
    phoneHome: null,
    phoneBusiness: null,
    phoneMobile: null,
    fax: null,
    birthday: null,
    preferredLanguage: 'en_US',
    businessPartnerNo: null,
    department: null,
    passwordHash: hashPasswordSync(password),
    roles: ['APP_B2B_ORDER_MANAGER'],
  });
}
