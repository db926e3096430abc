// Who may post each punchout administration form of the storefront: one row per form (a route below
// /account/punchout with an action, and each intent it handles), naming the roles allowed. Every row's
// post is sent as every role to a target made afresh; an allowed role's post succeeds (a redirect
// onward) and changes the target as the bundled API tells it, every other role's post is refused (the
// login page, the missing-permission error page, not found, or the form again with a message why) and
// the API's target is as it was. A form without a row fails the first test, as does a row whose form
// is gone.
//
// Targets are Oil Corp's punchout users and configurations. "Another company" is a second business
// customer's account admin (who holds APP_B2B_MANAGE_PUNCHOUT for their own company): posts naming
// Oil Corp's users are not found for them, and on the company's own forms (a new user) their post is
// taken for their own company, while Oil Corp's stays as it was.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPROVER, seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { actionFormsOf, expectTakenFromAllowedRolesOnly, type Form, formOf, otherCompanyAdmin } from './form-permission-matrix';
import { shopper, type Shopper } from './shopper';

const ADMIN = 'bboldner@test.intershop.de';
const PASSWORD = 'Procure42x';

const ROLES = ['anonymous', 'accountAdmin', 'buyer', 'approver', 'punchoutUser', 'otherCompany'] as const;
type Role = (typeof ROLES)[number];
const LOGINS: Record<Exclude<Role, 'anonymous' | 'otherCompany'>, string> = {
  accountAdmin: ADMIN,
  buyer: 'pmiller@test.intershop.de',
  approver: DEMO_APPROVER,
  punchoutUser: 'oci_oilcorp',
};

/** One post of a form, to a target made for it. */
interface Target {
  params?: Record<string, string>;
  /** The page's query (the standard it is about). */
  query?: string;
  fields: Record<string, string>;
  /** What the post would change, as the bundled API tells it. */
  state: () => Promise<unknown>;
}

interface Row {
  allowed: Role[];
  /** Roles whose post is taken for their own company: it succeeds, and Oil Corp's target stays as it was. */
  ownCompany?: Role[];
  target: () => Promise<Target>;
}

let shop: BuiltStorefront;
let adminToken: string;
const sessions = {} as Record<Role, Shopper>;
let made = 0;
const unique = (prefix: string) => `${prefix}_${++made}_${randomUUID().slice(0, 6)}`;

/** A call at the bundled API as Oil Corp's account admin: its status and answer. */
async function api(method: string, apiPath: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${restApi(shop)}${apiPath}`, {
    method,
    headers: { 'authentication-token': adminToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const userState = (resource: string, login: string) => () => api('GET', `/customers/OilCorp/punchouts/${resource}/users/${encodeURIComponent(login)}`);

/** A new OCI punchout user of Oil Corp, active, to be changed or deleted. */
async function ociUser(): Promise<string> {
  const login = unique('matrix');
  const answer = await api('POST', '/customers/OilCorp/punchouts/oci5/users', { login, password: PASSWORD, email: `${login}@procurement.example`, active: true });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return login;
}

const ociConfigurationState = () => api('GET', '/customers/OilCorp/punchouts/oci5/configurations');

const onOciUser = (fields: (login: string) => Record<string, string>) => async (): Promise<Target> => {
  const login = await ociUser();
  return { params: { login }, query: '?format=oci', fields: fields(login), state: userState('oci5', login) };
};

const ADMINS: Pick<Row, 'allowed' | 'ownCompany'> = { allowed: ['accountAdmin'] };

/** The forms, by route id without its locale and intent. */
const FORMS: Record<string, Row> = {
  'account-punchout-create create': {
    ...ADMINS,
    ownCompany: ['otherCompany'],
    async target() {
      const login = unique('created');
      return {
        query: '?format=oci',
        fields: { intent: 'create', punchoutType: 'oci', login, password: PASSWORD, passwordConfirmation: PASSWORD, active: 'on' },
        state: userState('oci5', login),
      };
    },
  },
  'account-punchout-user save': { ...ADMINS, target: onOciUser((login) => ({ intent: 'save', email: `changed.${login}@procurement.example` })) },
  'account-punchout-user delete': { ...ADMINS, target: onOciUser(() => ({ intent: 'delete' })) },
  'account-punchout-cxml-configuration save': {
    ...ADMINS,
    async target() {
      const state = () => api('GET', '/customers/OilCorp/punchouts/cxml1.2/users/cxml_oilcorp/configurations');
      const { body } = (await state()) as { body: { data: { name: string; value: string }[] } };
      const operation = body.data.find((entry) => entry.name === 'operationAllowed')!.value;
      return {
        params: { login: 'cxml_oilcorp' },
        fields: { intent: 'save', 'entries[0].name': 'operationAllowed', 'entries[0].value': operation === 'create' ? 'inspect' : 'create' },
        state,
      };
    },
  },
  'account-punchout-settings save': {
    ...ADMINS,
    ownCompany: ['otherCompany'],
    target: async () => ({
      fields: { intent: 'save', allowedReturnOrigins: `https://${unique('srm').toLowerCase().replace(/[^a-z0-9-]/g, '-')}.example` },
      state: () => api('GET', '/customers/OilCorp/punchouts/settings'),
    }),
  },
  'account-punchout-configuration save': {
    ...ADMINS,
    ownCompany: ['otherCompany'],
    target: async () => ({ fields: { intent: 'save', 'items[0].field': 'NEW_ITEM-VENDOR', 'items[0].transform': unique('vendor') }, state: ociConfigurationState }),
  },
};

let forms: Form[];
beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoOrganizationUsers(db);
    seedDemoPunchoutUsers(db);
  });
  forms = await actionFormsOf(/^\/account\/punchout(\/|$)/);
  adminToken = await apiToken(shop, ADMIN, DEMO_PASSWORD);
  sessions.anonymous = shopper(shop.origin);
  for (const [role, login] of Object.entries(LOGINS)) sessions[role as Role] = await loggedIn(shop, login, DEMO_PASSWORD);
  sessions.otherCompany = await otherCompanyAdmin(shop);
}, 120_000);
afterAll(() => shop?.close());

describe('the punchout administration forms', () => {
  it('have a row for every route with an action below /account/punchout, and every intent it handles', () => {
    expect(forms.map((form) => form.key).sort()).toEqual(Object.keys(FORMS).sort());
  });

  it.each(Object.keys(FORMS))('%s: taken from the allowed roles only, and only the taken post changes anything', async (key) => {
    await expectTakenFromAllowedRolesOnly(key, formOf(forms, key), FORMS[key], () => FORMS[key].target(), ROLES, sessions);
  });
});
