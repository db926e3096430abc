// Who may post each quoting form of the storefront: one row per form (a route below /quote-list or
// /addProductToQuoteRequest with an action, and each intent it handles), naming the roles allowed.
// Every row's post is sent as every role to a target made afresh; an allowed role's post succeeds (a
// redirect onward) and changes the target as the bundled API tells it, every other role's post is
// refused (the login page, the missing-permission error page, not found, or the form again with a
// message why) and the target is as it was. A form without a row fails the first test.
//
// Targets are Jack Link's (a buyer of Oil Corp) requests and quotes: only he may change or accept
// them; his colleagues, Oil Corp's approver and account admin and another company's admin find them
// not found. Every business user of a company may ask for quotes of their own; private customers may
// not. The free-text request is open to everyone logged in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { DEMO_APPROVER, seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { actionFormsOf, expectTakenFromAllowedRolesOnly, type Form, formOf, otherCompanyAdmin } from './form-permission-matrix';
import { shopper, type Shopper } from './shopper';

const OWNER = 'jlink@test.intershop.de';
const PRODUCT = '201807171';

const ROLES = ['anonymous', 'owner', 'colleague', 'approver', 'accountAdmin', 'privateCustomer', 'otherCompany'] as const;
type Role = (typeof ROLES)[number];
const LOGINS: Record<Exclude<Role, 'anonymous' | 'otherCompany'>, string> = {
  owner: OWNER,
  colleague: 'pmiller@test.intershop.de',
  approver: DEMO_APPROVER,
  accountAdmin: 'bboldner@test.intershop.de',
  privateCustomer: 'patricia@test.intershop.de',
};
const BUSINESS_USERS: Role[] = ['owner', 'colleague', 'approver', 'accountAdmin'];

interface Target {
  params?: Record<string, string>;
  query?: string;
  fields: Record<string, string>;
  /** What the post would change, as the bundled API (or its database) tells it. */
  state: () => Promise<unknown> | unknown;
}

interface Row {
  allowed: Role[];
  /** Roles whose post is taken for their own company: it succeeds, and Oil Corp's target stays as it was. */
  ownCompany?: Role[];
  target: () => Promise<Target>;
}

let shop: BuiltStorefront;
let ownerToken: string;
const sessions = {} as Record<Role, Shopper>;
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A call at the bundled API as the owner: its status and answer. */
async function api(method: string, apiPath: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${restApi(shop)}/customers/OilCorp/users/-${apiPath}`, {
    method,
    headers: { 'authentication-token': ownerToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A new request of the owner's with one line; its id and its line's id. */
async function ownersRequest(): Promise<{ id: string; itemId: string }> {
  const created = await api('POST', '/quoterequests');
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { title: string }).title;
  expect((await api('POST', `/quoterequests/${id}/items`, { productSKU: PRODUCT, quantity: { value: 1 } })).status).toBeLessThan(300);
  const request = (await api('GET', `/quoterequests/${id}`)).body as { items: { title: string }[] };
  return { id, itemId: request.items[0].title };
}

/** A responded quote of the owner's (the demo answers the small request at once); its id. */
async function ownersQuote(): Promise<string> {
  const { id: requestId } = await ownersRequest();
  expect((await api('POST', '/quotes', { quoteRequestID: requestId })).status).toBeLessThan(300);
  return withDatabase(shop, (db) => db.prepare('SELECT id FROM quotes WHERE quote_request_id = ?').pluck().get(requestId) as string);
}

const requestState = (id: string) => async () => [await api('GET', `/quoterequests/${id}`), await api('GET', `/quoterequests/${id}/items`)];
const onRequest = (fields: (itemId: string) => Record<string, string>) => async (): Promise<Target> => {
  const { id, itemId } = await ownersRequest();
  return { params: { quoteId: id }, fields: fields(itemId), state: requestState(id) };
};
const onQuote = (intent: string) => async (): Promise<Target> => {
  const id = await ownersQuote();
  return { params: { quoteId: id }, fields: { intent }, state: async () => api('GET', `/quotes/${id}`) };
};

const OWNER_ONLY: Pick<Row, 'allowed'> = { allowed: ['owner'] };

const oilCorpRequestItems = () =>
  withDatabase(shop, (db) =>
    db
      .prepare('SELECT COUNT(*) FROM quote_request_items i JOIN quote_requests r ON r.id = i.quote_request_id JOIN customers c ON c.id = r.customer_id WHERE c.customer_no = ?')
      .pluck()
      .get('OilCorp'),
  );

let contactSenders = 0;

/** The forms, by route id without its locale and intent. */
const FORMS: Record<string, Row> = {
  'quote-list contact': {
    allowed: [...BUSINESS_USERS, 'privateCustomer', 'otherCompany'],
    async target() {
      const name = unique('Matrix');
      return {
        fields: { intent: 'contact', name, email: 'matrix@test.intershop.de', comment: 'Twelve projectors' },
        // the API takes a few messages per client address: each post comes from an address of its own
        headers: { 'X-Forwarded-For': `198.51.100.${++contactSenders}` },
        state: () => withDatabase(shop, (db) => db.prepare("SELECT COUNT(*) FROM mail_outbox WHERE subject LIKE '%' || ?").pluck().get(name)),
      };
    },
  },
  'quote-list-detail save': { ...OWNER_ONLY, target: onRequest(() => ({ intent: 'save', displayName: unique('Renamed') })) },
  'quote-list-detail submit': { ...OWNER_ONLY, target: onRequest(() => ({ intent: 'submit', displayName: unique('Sent') })) },
  'quote-list-detail item-update': { ...OWNER_ONLY, target: onRequest((itemId) => ({ intent: 'item-update', itemId, quantity: '5' })) },
  'quote-list-detail item-remove': { ...OWNER_ONLY, target: onRequest((itemId) => ({ intent: 'item-remove', itemId })) },
  'quote-list-detail accept': { ...OWNER_ONLY, target: onQuote('accept') },
  'quote-list-detail reject': { ...OWNER_ONLY, target: onQuote('reject') },
  'add-product-to-quote-request add': {
    allowed: BUSINESS_USERS,
    ownCompany: ['otherCompany'],
    target: async () => ({ fields: { intent: 'add', sku: PRODUCT, quantity: '1', quoteRequestId: 'new' }, state: oilCorpRequestItems }),
  },
};

let forms: Form[];
beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoAccounts(db);
    seedDemoOrganizationUsers(db);
  });
  forms = await actionFormsOf(/^\/(quote-list|addProductToQuoteRequest)(\/|$)/);
  ownerToken = await apiToken(shop, OWNER, DEMO_PASSWORD);
  sessions.anonymous = shopper(shop.origin);
  for (const [role, login] of Object.entries(LOGINS)) sessions[role as Role] = await loggedIn(shop, login, DEMO_PASSWORD);
  sessions.otherCompany = await otherCompanyAdmin(shop);
}, 120_000);
afterAll(() => shop?.close());

describe('the quoting forms', () => {
  it('have a row for every route with an action below /quote-list and /addProductToQuoteRequest, and every intent it handles', () => {
    expect(forms.map((form) => form.key).sort()).toEqual(Object.keys(FORMS).sort());
  });

  it.each(Object.keys(FORMS))('%s: taken from the allowed roles only, and only the taken post changes anything', async (key) => {
    await expectTakenFromAllowedRolesOnly(key, formOf(forms, key), FORMS[key], () => FORMS[key].target(), ROLES, sessions);
  });
});
