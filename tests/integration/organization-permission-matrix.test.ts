// Who may post each organization management and requisition form of the storefront: one table, one
// row per form (a route below /account/organization or /account/requisitions with an action, and each
// intent it handles), naming the roles allowed. Every row's post is sent as every role to a target made
// afresh; an allowed role's post succeeds (a redirect onward) and changes the target as the bundled
// API tells it, every other role's post is refused (the login page, the missing-permission error page,
// not found, or the form again with a message why) and the API's target is as it was. A form without
// a row fails the first test, as does a row whose form is gone.
//
// Targets are Oil Corp's: users made for the row, cost centers owned by Jack Link (jlink@, buyer and
// cost center owner), requisitions of Patricia Miller (pmiller@, buyer, whose every order needs
// approval here). "Another company" is a second business customer's account admin, who posts to Oil
// Corp's users, cost centers and requisitions; on the company's own forms (its settings, a new user)
// their post is taken for their own company, and Oil Corp's stays as it was.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserBudgets } from '../../commerce-api/organization/user-budgets';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { DEMO_APPROVER, seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { basketForApproval, submitForApproval } from './business-checkout-support';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { actionFormsOf, expectTakenFromAllowedRolesOnly, filled, type Form, formOf, otherCompanyAdmin, outcome, REFUSALS } from './form-permission-matrix';
import { shopper, type Shopper } from './shopper';

const ADMIN = 'bboldner@test.intershop.de';
const BUYER = 'pmiller@test.intershop.de';
const COST_CENTER_OWNER = 'jlink@test.intershop.de';

const ROLES = ['anonymous', 'privateCustomer', 'accountAdmin', 'buyer', 'costCenterOwner', 'approver', 'otherCompany'] as const;
type Role = (typeof ROLES)[number];
const LOGINS: Record<Exclude<Role, 'anonymous' | 'otherCompany'>, string> = {
  privateCustomer: 'patricia@test.intershop.de',
  accountAdmin: ADMIN,
  buyer: BUYER,
  costCenterOwner: COST_CENTER_OWNER,
  approver: DEMO_APPROVER,
};

/** One post of a form, to a target made for it. */
interface Target {
  /** The route's path parameters. */
  params?: Record<string, string>;
  fields: Record<string, string>;
  /** What the post would change, as the bundled API tells it. */
  state: () => Promise<unknown>;
}

interface Row {
  allowed: Role[];
  /** Roles whose post is taken for their own company: it succeeds, and Oil Corp's target stays as it was. */
  ownCompany?: Role[];
  /** A target made afresh (a row on a cost center makes it as asked). */
  target: (costCenter?: CostCenterOptions) => Promise<Target>;
}

let shop: BuiltStorefront;
let adminToken: string;
let requisitionBuyer: Shopper;
let buyerToken: string;
const sessions = {} as Record<Role, Shopper>;
let made = 0;
const unique = (prefix: string) => `${prefix}-${++made}-${randomUUID().slice(0, 6)}`;

/** A call at the bundled API as Oil Corp's account admin (or with another token): its status and answer. */
async function api(method: string, apiPath: string, body?: unknown, token = adminToken): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${restApi(shop)}${apiPath}`, {
    method,
    headers: { 'authentication-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function created(method: string, apiPath: string, body: unknown) {
  const answer = await api(method, apiPath, body);
  expect(answer.status, `${method} ${apiPath}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer;
}

// ---- targets -----------------------------------------------------------------------------------

const userState = (login: string) => () => api('GET', `/customers/OilCorp/users/${encodeURIComponent(login)}`);
const companyState = () => api('GET', '/customers/-');

/** A new Oil Corp user (no roles, no budget), to be changed or deleted. */
async function companyUser(): Promise<string> {
  const email = `${unique('matrix')}@test.intershop.de`;
  await created('POST', '/customers/OilCorp/users', { elements: [{ title: 'Ms.', firstName: 'Vera', lastName: 'Victim', email, login: email, phoneHome: '', preferredLanguage: 'en_US' }] });
  return email;
}

interface CostCenterOptions {
  active?: boolean;
  /** Patricia Miller its buyer. */
  withBuyer?: boolean;
  /** Its owner (Jack Link unless said). */
  owner?: string;
}

/** A new cost center of Oil Corp, its number as path parameter. */
async function costCenter(options: CostCenterOptions = {}): Promise<{ costCenterId: string; state: () => Promise<unknown> }> {
  const costCenterId = unique('CC');
  await created('POST', '/customers/OilCorp/costcenters', {
    costCenterId,
    name: `Matrix ${costCenterId}`,
    costCenterOwner: { login: options.owner ?? COST_CENTER_OWNER },
    budget: { currency: 'EUR', value: 1000 },
    budgetPeriod: 'monthly',
    active: options.active ?? true,
  });
  if (options.withBuyer) {
    await created('POST', `/customers/OilCorp/costcenters/${costCenterId}/buyers`, { login: BUYER, budget: { currency: 'EUR', value: 100 }, budgetPeriod: 'monthly' });
  }
  return { costCenterId, state: () => api('GET', `/customers/OilCorp/costcenters/${encodeURIComponent(costCenterId)}`) };
}

/** A pending requisition of Patricia Miller's, with the cost center she buys for. */
async function requisition(): Promise<Target> {
  await basketForApproval(requisitionBuyer);
  const requisitionId = await submitForApproval(shop, requisitionBuyer);
  return {
    params: { requisitionId },
    fields: {},
    state: () => api('GET', `/customers/OilCorp/users/-/requisitions/${encodeURIComponent(requisitionId)}`, undefined, buyerToken),
  };
}

/** Oil Corp's settings, posted as the other ones: budget price type and cost centers per line item (the optional cost center as it is). */
async function companySettings(): Promise<Target> {
  const company = (await companyState()).body as { budgetPriceType?: string; isCostCenterOptional?: boolean; isCostCenterPerPosition?: boolean };
  const fields: Record<string, string> = { intent: 'save', budgetPriceType: company.budgetPriceType === 'net' ? 'gross' : 'net' };
  if (company.isCostCenterOptional) fields.isCostCenterOptional = 'on';
  if (!company.isCostCenterPerPosition) fields.isCostCenterPerPosition = 'on';
  return { fields, state: companyState };
}

const onCostCenter = (options: CostCenterOptions, fields: (costCenterId: string) => Record<string, string>) => async (asked: CostCenterOptions = {}): Promise<Target> => {
  const { costCenterId, state } = await costCenter({ ...options, ...asked });
  return { params: { costCenterId }, fields: fields(costCenterId), state };
};

const onUser = (fields: (login: string) => Record<string, string>) => async (): Promise<Target> => {
  const login = await companyUser();
  return { params: { login }, fields: fields(login), state: userState(login) };
};

const COMPANY_FORMS: Pick<Row, 'allowed' | 'ownCompany'> = { allowed: ['accountAdmin'], ownCompany: ['otherCompany'] };
const COST_CENTER_EDITORS: Role[] = ['accountAdmin', 'costCenterOwner'];
/**
 * Who may decide Patricia Miller's requisition over her order limit: the holders of APP_B2B_ORDER_APPROVAL
 * at Oil Corp, not the cost center owner (whose role approves only cost center budgets of their own).
 */
const APPROVERS: Role[] = ['accountAdmin', 'approver'];

/** The forms, by route id without its locale and intent. */
const FORMS: Record<string, Row> = {
  'account-organization-users-create create': {
    ...COMPANY_FORMS,
    async target() {
      const email = `${unique('created')}@test.intershop.de`;
      return {
        fields: { intent: 'create', firstName: 'Nora', lastName: 'New', email, roleIds: 'APP_B2B_BUYER', budget: '100', budgetPeriod: 'monthly' },
        state: userState(email),
      };
    },
  },
  'account-organization-user delete': { allowed: ['accountAdmin'], target: onUser(() => ({ intent: 'delete' })) },
  'account-organization-user-profile save': {
    allowed: ['accountAdmin'],
    target: onUser((login) => ({ intent: 'save', title: 'Ms.', firstName: 'Vera', lastName: 'Changed', email: login, active: 'on' })),
  },
  'account-organization-user-roles save': { allowed: ['accountAdmin'], target: onUser(() => ({ intent: 'save', roleIds: 'APP_B2B_ACCOUNT_OWNER' })) },
  'account-organization-user-budget save': {
    allowed: ['accountAdmin'],
    target: onUser(() => ({ intent: 'save', orderSpentLimit: '999', budget: '99999', budgetPeriod: 'quarterly' })),
  },
  'account-organization-settings save': { ...COMPANY_FORMS, target: companySettings },
  'account-organization-organization-settings save': { ...COMPANY_FORMS, target: companySettings },
  'account-organization-settings-company save': {
    ...COMPANY_FORMS,
    target: async () => ({ fields: { intent: 'save', companyName: unique('Renamed Corp'), industry: 'Energy' }, state: companyState }),
  },
  'account-organization-cost-centers-create create': {
    allowed: ['accountAdmin'],
    async target() {
      const costCenterId = unique('NEW');
      return {
        fields: { intent: 'create', costCenterId, name: `New ${costCenterId}`, owner: COST_CENTER_OWNER, budget: '1500', budgetPeriod: 'monthly' },
        state: () => api('GET', `/customers/OilCorp/costcenters/${costCenterId}`),
      };
    },
  },
  'account-organization-cost-centers-detail activate': { allowed: COST_CENTER_EDITORS, target: onCostCenter({ active: false }, () => ({ intent: 'activate' })) },
  'account-organization-cost-centers-detail deactivate': { allowed: COST_CENTER_EDITORS, target: onCostCenter({}, () => ({ intent: 'deactivate' })) },
  'account-organization-cost-centers-detail delete': { allowed: ['accountAdmin'], target: onCostCenter({}, () => ({ intent: 'delete' })) },
  'account-organization-cost-centers-edit save': {
    allowed: COST_CENTER_EDITORS,
    target: onCostCenter({}, (costCenterId) => ({ intent: 'save', costCenterId, name: 'Renamed', budget: '2500', budgetPeriod: 'quarterly' })),
  },
  'account-organization-cost-centers-buyers add': {
    allowed: COST_CENTER_EDITORS,
    target: onCostCenter({}, () => ({ intent: 'add', login: BUYER, budget: '300', budgetPeriod: 'weekly' })),
  },
  'account-organization-cost-centers-buyers budget': {
    allowed: COST_CENTER_EDITORS,
    target: onCostCenter({ withBuyer: true }, () => ({ intent: 'budget', login: BUYER, budget: '700', budgetPeriod: 'quarterly' })),
  },
  'account-organization-cost-centers-buyers remove': {
    allowed: COST_CENTER_EDITORS,
    target: onCostCenter({ withBuyer: true }, () => ({ intent: 'remove', login: BUYER })),
  },
  'account-requisition-approver approve': {
    allowed: APPROVERS,
    target: async () => ({ ...(await requisition()), fields: { intent: 'approve', comment: 'Fine' } }),
  },
  'account-requisition-approver reject': {
    allowed: APPROVERS,
    target: async () => ({ ...(await requisition()), fields: { intent: 'reject', comment: 'Not now' } }),
  },
};

// ---- the forms in the build --------------------------------------------------------------------

let forms: Form[];
beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoAccounts(db);
    seedDemoOrganizationUsers(db);
    // every order of Patricia Miller's needs a user approver's approval
    const userId = db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(BUYER) as string;
    createUserBudgets(db).set(userId, { orderSpentLimitCents: 100, budgetCents: null, budgetPeriod: 'monthly', currency: 'EUR' });
  });
  forms = await actionFormsOf(/^\/account\/(organization|requisitions)(\/|$)/);
  adminToken = await apiToken(shop, ADMIN, DEMO_PASSWORD);
  buyerToken = await apiToken(shop, BUYER, DEMO_PASSWORD);
  requisitionBuyer = await loggedIn(shop, BUYER, DEMO_PASSWORD);
  sessions.anonymous = shopper(shop.origin);
  for (const [role, login] of Object.entries(LOGINS)) sessions[role as Role] = await loggedIn(shop, login, DEMO_PASSWORD);
  sessions.otherCompany = await otherCompanyAdmin(shop);
}, 120_000);
afterAll(() => shop?.close());

describe('the organization and requisition forms', () => {
  it('have a row for every route with an action below /account/organization and /account/requisitions, and every intent it handles', () => {
    expect(forms.map((form) => form.key).sort()).toEqual(Object.keys(FORMS).sort());
  });

  it.each(Object.keys(FORMS))('%s: taken from the allowed roles only, and only the taken post changes anything', async (key) => {
    await expectTakenFromAllowedRolesOnly(key, formOf(forms, key), FORMS[key], () => FORMS[key].target(), ROLES, sessions);
  });

  /** The cost center forms that name a cost center (creating one names none). */
  const onACostCenter = Object.keys(FORMS).filter((key) => key.startsWith('account-organization-cost-centers-') && !key.endsWith(' create'));

  it.each(onACostCenter)("%s: refused from a cost center owner on another owner's cost center, which stays as it was", async (key) => {
    const target = await FORMS[key].target({ owner: ADMIN });
    const before = await target.state();
    const response = await sessions.costCenterOwner.post(filled(formOf(forms, key).path, target.params), target.fields);
    expect(await outcome(response)).toMatch(REFUSALS);
    expect(await target.state()).toEqual(before);
  });

  it("keeps a cost center's owner when its owner changes it and names somebody else", async () => {
    const target = await FORMS['account-organization-cost-centers-edit save'].target();
    const response = await sessions.costCenterOwner.post(filled(formOf(forms, 'account-organization-cost-centers-edit save').path, target.params), { ...target.fields, owner: ADMIN });
    expect(await outcome(response)).toBe('taken');
    const after = (await target.state()) as { body: { name: string; costCenterOwner: { login: string } } };
    expect(after.body.name).toBe('Renamed');
    expect(after.body.costCenterOwner.login).toBe(COST_CENTER_OWNER);
  });
});
