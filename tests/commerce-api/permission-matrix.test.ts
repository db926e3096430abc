// Who may call every write route (POST, PUT, PATCH, DELETE) of the bundled API: one table, one row per
// route as Fastify registers it, naming the roles allowed. Each row's request is sent as every demo
// role; an allowed role must get a 2xx or 3xx answer, every other one 401, 403 or 404 (or the
// row's own refusal status). Routes are collected while the API is built, so a new write route
// without a row fails the test, as does a row whose route is gone.
//
// Targets belong to somebody: "the buyer's basket" is Jack Link's (jlink@, APP_B2B_BUYER and
// APP_B2B_COSTCENTER_OWNER, owner of cost center 100402), made afresh for each request; "the
// company" is Oil Corp, whose account admin is Bernhard Boldner (bboldner@, APP_B2B_ACCOUNT_OWNER);
// "another company" is a second business customer's admin. The punchout users are Oil Corp's demo
// OCI, cXML and IDS users (seed/demo-punchout-users.ts), each holding only its standard's role.
import { randomUUID } from 'node:crypto';

import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startTokenIssuer, type TokenIssuer } from '../support/oidc-test-provider';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { BBOLDNER, JLINK, PATRICIA, PMILLER, startAccountApi } from './account-support';
import { BERLIN } from './basket-support';
import { DEMO_PASSWORD, businessRegistration, loginAs, privateRegistration, registerBusinessCustomer, registerPrivateCustomer, tokenCall, uniqueEmail } from './customer-support';
import { CXML_USER, IDS_USER, OCI_USER } from './punchout-support';
import { BACK_OFFICE_POST, BACK_OFFICE_PASSWORD, STOREFRONT, lastMailTo, storefrontLinkIn, withDatabase } from './requests-support';
import { TEST_CATALOG } from './fixtures/test-catalog';
import { setupRequestXml, startPageOf } from './punchout-cxml-support';
import { BASE, type TestApi } from './support';

/** Every route the API registers, collected by an onRoute hook on each Fastify instance it creates. */
const registered = vi.hoisted(() => [] as { method: string; url: string; bearer: boolean }[]);
vi.mock('fastify', async importOriginal => {
  const original = await importOriginal<typeof import('fastify')>();
  const fastify = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      const bearer = (route.constraints as Record<string, unknown> | undefined)?.authorizationScheme === 'bearer';
      for (const method of [route.method].flat()) registered.push({ method, url: route.url, bearer });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: fastify };
});

const ROLES = ['anonymous', 'guest', 'privateCustomer', 'accountAdmin', 'buyer', 'otherCompany', 'ociUser', 'cxmlUser', 'idsUser', 'backOffice'] as const;
type Role = (typeof ROLES)[number];
const PUNCHOUT_USERS: Role[] = ['ociUser', 'cxmlUser', 'idsUser'];
const PUNCHOUT_LOGINS: Partial<Record<Role, string>> = { ociUser: OCI_USER, cxmlUser: CXML_USER, idsUser: IDS_USER };
const LOGGED_IN: Role[] = ['privateCustomer', 'accountAdmin', 'buyer', 'otherCompany', ...PUNCHOUT_USERS];
const EVERYBODY: Role[] = [...ROLES];
const CLIENT_ID = 'inspired-shop';
/** The first day of the recurring orders made here. */
const TOMORROW = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface Call {
  /** Below the REST base, or absolute when it starts with /INTERSHOP/ (outside the REST base). */
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  /** A text/xml body (a procurement system's cXML document). */
  xml?: string;
  headers?: Record<string, string>;
  /** Another token than the role's own (a fresh session, for logout). */
  token?: string;
}

interface Row {
  allowed: Role[];
  /** The request as the role sends it (setting up what it needs first). */
  call: (role: Role) => Promise<Call>;
  /** A refusal status other than 401/403/404, for roles the route refuses otherwise (documented answers). */
  refusals?: Partial<Record<Role, number>>;
}

let api: TestApi;
let issuer: TokenIssuer;
const tokens = {} as Record<Role, string | undefined>;
let otherCompany: { login: string; password: string };
/** Patricia Miller (pmiller@, APP_B2B_BUYER), a buyer of the buyer's cost center 100402. */
let colleague: string;

let messageSenders = 0;
/** A client address of its own, for a call the API limits per address (messages to the shop). */
const messageSender = () => ({ 'x-forwarded-for': `198.51.100.${++messageSenders}` });

const roleHeaders = (role: Role): Record<string, string> =>
  role === 'backOffice' ? BACK_OFFICE_POST : tokens[role] ? { 'authentication-token': tokens[role] } : {};

function send(method: string, call: Call, role: Role): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...roleHeaders(role), ...call.headers };
  if (call.token !== undefined) headers['authentication-token'] = call.token;
  const request: InjectOptions = { method: method as 'POST', url: call.path.startsWith('/INTERSHOP/') ? call.path : `${BASE}${call.path}`, headers };
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    request.payload = new URLSearchParams(call.form).toString();
  } else if (call.xml !== undefined) {
    headers['content-type'] = 'text/xml; charset=utf-8';
    request.payload = call.xml;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(call.body);
  }
  return api.inject(request);
}

/** A set-up call that must succeed; answers its JSON. */
async function must(method: string, path: string, token: string | undefined, body?: unknown): Promise<Record<string, any>> {
  const response = await send(method, { path, body, token: token ?? '' }, 'anonymous');
  if (response.statusCode >= 300) throw new Error(`set-up ${method} ${path} answered ${response.statusCode}: ${response.body}`);
  return response.body ? response.json() : {};
}

// What the rows act on, made afresh for each request.
const buyer = () => tokens.buyer!;
const buyerBasket = async (token = buyer()) => (await must('POST', '/baskets', token)).data.id as string;
async function buyerBasketWithItem(token = buyer()) {
  const basketId = await buyerBasket(token);
  const items = await must('POST', `/baskets/${basketId}/items`, token, [{ product: 'CAM-100', quantity: { value: 1 } }]);
  return { basketId, itemId: items.data[0].id as string };
}
async function buyerOrderableBasket(paymentInstrument = 'ISH_INVOICE', extra: object = {}, token = buyer()) {
  const { basketId } = await buyerBasketWithItem(token);
  await must('POST', `/baskets/${basketId}/attributes`, token, { name: 'Order_CostCenter_ID', type: 'String', value: '100402' });
  const address = (await must('POST', `/baskets/${basketId}/addresses`, token, BERLIN)).data.id;
  await must('PATCH', `/baskets/${basketId}`, token, { invoiceToAddress: address, commonShipToAddress: address, commonShippingMethod: 'STD_GROUND', ...extra });
  await must('PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument, ...(paymentInstrument === 'ISH_DEMO_REDIRECT' ? { redirect: RETURN_URLS } : {}) });
  return basketId;
}
/**
 * The buyer's colleague Patricia Miller's basket on the buyer's cost center 100402, submitted over her
 * order limit of 0: a pending requisition (its id is the basket's) that needs only a user approval.
 */
async function colleagueRequisition() {
  const basketId = await buyerOrderableBasket('ISH_INVOICE', {}, colleague);
  const setLimit = (cents: number | null) =>
    withDatabase(api, db => db.prepare("UPDATE users SET order_spent_limit_cents = ?, budget_currency = 'EUR' WHERE login = ?").run(cents, PMILLER));
  setLimit(0);
  const response = await send('POST', { path: '/orders', body: { basket: basketId, termsAndConditionsAccepted: true }, token: colleague }, 'anonymous');
  setLimit(null);
  if (response.statusCode !== 422) throw new Error(`set-up requisition answered ${response.statusCode}: ${response.body}`);
  return basketId;
}
const RETURN_URLS = {
  successUrl: `${STOREFRONT}/checkout/receipt?redirect=success&orderId=*orderID*`,
  cancelUrl: `${STOREFRONT}/checkout/payment?redirect=cancel&orderId=*orderID*`,
  failureUrl: `${STOREFRONT}/checkout/payment?redirect=failure&orderId=*orderID*`,
};
const buyerOrder = async () => (await must('POST', '/orders', buyer(), { basket: await buyerOrderableBasket(), termsAndConditionsAccepted: true })).data;
/** The buyer's order waiting for the demo payment provider: its id and the provider page. */
async function buyerStoppedOrder() {
  const basketId = await buyerOrderableBasket('ISH_DEMO_REDIRECT');
  const order = (await must('POST', '/orders', buyer(), { basket: basketId, termsAndConditionsAccepted: true })).data;
  return { basketId, orderId: order.id as string, providerPage: order.orderCreation.stopAction.redirectUrl as string };
}
const buyerRecurringOrder = async () =>
  (await must('POST', '/orders', buyer(), { basket: await buyerOrderableBasket('ISH_INVOICE', { recurrence: { interval: 'P1M', startDate: TOMORROW } }), termsAndConditionsAccepted: true })).data
    .recurringOrderID as string;
async function privateCustomerRecurringOrder() {
  const token = tokens.privateCustomer!;
  const basketId = (await must('POST', '/baskets', token)).data.id;
  await must('POST', `/baskets/${basketId}/items`, token, [{ product: 'CAM-100', quantity: { value: 1 } }]);
  await must('PATCH', `/baskets/${basketId}`, token, { commonShippingMethod: 'STD_GROUND', recurrence: { interval: 'P1M', startDate: TOMORROW } });
  await must('PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument: 'ISH_INVOICE' });
  return (await must('POST', '/orders', token, { basket: basketId, termsAndConditionsAccepted: true })).data.recurringOrderID as string;
}
const ADDRESS = { firstName: 'Anna', lastName: 'Ort', addressLine1: 'Am Markt 1', postalCode: '80331', city: 'München', countryCode: 'DE', mainDivision: 'BY' };
const addressIdOf = (created: Record<string, any>) => String(created.uri).split('/').pop()!;
/** An address of Oil Corp itself (no owner): the account admin's to change. */
/** A fresh cost center of Oil Corp owned by the buyer (Jack Link, also a cost center owner), with Patricia Miller as its buyer. */
let costCenterCount = 0;
async function buyersCostCenter() {
  costCenterCount += 1;
  const body = { costCenterId: `PM-${costCenterCount}-${Date.now()}`, name: 'Matrix', costCenterOwner: { login: JLINK }, budget: { currency: 'EUR', value: 100 }, budgetPeriod: 'monthly' };
  const id = (await must('POST', '/customers/OilCorp/costcenters', tokens.accountAdmin, body)).id as string;
  await must('POST', `/customers/OilCorp/costcenters/${id}/buyers`, tokens.accountAdmin, { login: 'pmiller@test.intershop.de', budget: { currency: 'EUR', value: 10 }, budgetPeriod: 'weekly' });
  return id;
}
const companyAddress = async () => addressIdOf(await must('POST', '/customers/OilCorp/addresses', tokens.accountAdmin, ADDRESS));
const privateCustomerAddress = async () => addressIdOf(await must('POST', '/privatecustomers/-/addresses', tokens.privateCustomer, ADDRESS));
const CARD = [
  { key: 'holder', property: 'Jack Link' },
  { key: 'creditCardNumber', property: '4111111111111111' },
  { key: 'expiryDate', property: '12/29' },
];
const NEW_CARD = [...CARD.slice(0, 2), { key: 'expiryDate', property: '11/30' }];
/** A new saved credit card of the role's user. */
const instrumentOf = async (role: Role, resource: string) =>
  String((await must('POST', `${resource}/payments`, tokens[role], { name: 'ISH_CREDITCARD', parameters: CARD })).uri).split('/').pop()!;
const buyerInstrument = () => instrumentOf('buyer', '/customers/OilCorp');
const samePassword = { password: DEMO_PASSWORD, currentPassword: DEMO_PASSWORD };
/** The role's user's own password again (the password stays; a change ends no other session but this test's none). */
const ownPasswordAgain = (role: Role) => (role === 'otherCompany' ? { password: otherCompany.password, currentPassword: otherCompany.password } : samePassword);
/** A new SSO subject's signed id_token, remembered by processtoken: the Bearer and userId of an SSO registration. */
async function ssoSubject() {
  const subject = `sso-${uniqueEmail().split('@')[0]}`;
  const idToken = await issuer.sign({ sub: subject, email: `${subject}@test.example.com`, given_name: 'Sam', family_name: 'Single' });
  const remembered = await must('POST', '/users/processtoken', undefined, { id_token: idToken, options: ['CREATE_USER'] });
  return { idToken, userId: remembered.businessPartnerNo as string };
}
/** A personal data request the back office mailed to a new user: its id and hash. */
async function personalDataRequest() {
  const { login } = await registerPrivateCustomer(api);
  const userId = withDatabase(api, db => db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(login) as string);
  await send('POST', { path: `/INTERSHOP/demo/users/${userId}/personal-data-requests`, form: {} }, 'backOffice');
  const link = storefrontLinkIn(lastMailTo(api, login)!);
  return { requestId: link.searchParams.get('PersonalDataRequestID')!, hash: link.searchParams.get('Hash')! };
}
const pendingBusinessCustomer = async () => {
  const registration = businessRegistration();
  await must('POST', '/customers', undefined, registration);
  return withDatabase(api, db => db.prepare('SELECT id FROM customers WHERE customer_no = ?').pluck().get(registration.customerNo) as string);
};
/** A new Oil Corp user as the PWA posts it, and the path of one made by the account admin. */
const companyUserBody = () => ({ elements: [{ firstName: 'Nora', lastName: 'New', email: uniqueEmail('colleague') }] });
const companyUserPath = async () => `/customers/OilCorp/users/${encodeURIComponent((await must('POST', '/customers/OilCorp/users', tokens.accountAdmin, companyUserBody())).login)}`;
/** The path of a new OCI punchout user of Oil Corp, made by the account admin. */
async function punchoutUserPath() {
  const created = await must('POST', '/customers/OilCorp/punchouts/oci5/users', tokens.accountAdmin, { login: `oci_${randomUUID().slice(0, 8)}`, password: 'punch0ut!' });
  return String(created.uri).slice(String(created.uri).indexOf('/-/') + 2);
}
const userIdOf = (login: string) => withDatabase(api, db => db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(login) as string);

/** The demo cXML punchout user's setup request: its login is the Sender Identity, its password the SharedSecret. */
const cxmlSetupRequest = () => setupRequestXml({ identity: CXML_USER, secret: DEMO_PASSWORD });
/** A fresh cXML punchout session of the demo cXML punchout user: the StartPage's sid and start token. */
async function cxmlStartPage() {
  const response = await send('POST', { path: '/customers/OilCorp/punchouts/cxml1.2/setuprequest', xml: cxmlSetupRequest() }, 'anonymous');
  if (response.statusCode !== 200) throw new Error(`set-up setup request answered ${response.statusCode}: ${response.body}`);
  return startPageOf(response);
}
/** A started session of the demo cXML punchout user with a camera in its basket: its sid. */
async function cxmlSession() {
  const { sid, startToken } = await cxmlStartPage();
  const token = (await must('POST', `/customers/-/punchouts/cxml1.2/sessions/${sid}/start`, undefined, { accessToken: startToken })).access_token;
  const { basketId } = await must('GET', `/customers/OilCorp/punchouts/cxml1.2/sessions/${sid}`, token);
  await must('POST', `/baskets/${basketId}/items`, token, [{ product: 'CAM-100', quantity: { value: 1 } }]);
  return sid;
}

/** Quoting below the buyer's own user path: a new request of his holding a camera, and the demo's quote answering such a request. */
const QUOTING = `/customers/OilCorp/users/${encodeURIComponent(JLINK)}`;
async function buyerQuoteRequest() {
  const id = String((await must('POST', `${QUOTING}/quoterequests`, buyer())).title);
  const itemId = String((await must('POST', `${QUOTING}/quoterequests/${id}/items`, buyer(), { productSKU: 'CAM-100', quantity: { value: 1 } })).title);
  return { id, itemId };
}
/** A request of the buyer's over the demo's automatic answer (three cameras): it waits for the back office. */
async function buyerWaitingQuoteRequest() {
  const id = String((await must('POST', `${QUOTING}/quoterequests`, buyer())).title);
  const itemId = String((await must('POST', `${QUOTING}/quoterequests/${id}/items`, buyer(), { productSKU: 'CAM-100', quantity: { value: 3 } })).title);
  await must('POST', `${QUOTING}/quotes`, buyer(), { quoteRequestID: id });
  return { id, itemId };
}
async function buyerQuote() {
  const { id } = await buyerQuoteRequest();
  await must('POST', `${QUOTING}/quotes`, buyer(), { quoteRequestID: id });
  return withDatabase(api, db => db.prepare('SELECT id FROM quotes WHERE quote_request_id = ?').pluck().get(id) as string);
}

/**
 * Wishlists below the paths the PWA uses: the private customer's below her customer number, the
 * buyer's below his company's and below his own user path. A new list of the owner's, holding a
 * camera (made on `-`, the owner's own lists): its id.
 */
const PRIVATE_WISHLISTS = '/privatecustomers/Patricia/wishlists';
const COMPANY_WISHLISTS = '/customers/OilCorp/wishlists';
const BUYER_WISHLISTS = `${QUOTING}/wishlists`;
type WishlistOwner = 'privateCustomer' | 'buyer';
async function wishlistOf(owner: WishlistOwner) {
  const lists = owner === 'privateCustomer' ? '/privatecustomers/-/wishlists' : '/customers/-/wishlists';
  const id = String((await must('POST', lists, tokens[owner], { title: 'Matrix' })).title);
  await must('POST', `${lists}/${id}/products/CAM-100`, tokens[owner], { quantity: 1 });
  return id;
}
/** A row acting on a new list of the owner's, below `lists`: the owner's alone. */
const wishlistRow = (owner: WishlistOwner, lists: string, call: (list: string) => Promise<Call> | Call): Row => ({
  allowed: [owner],
  call: async () => call(`${lists}/${await wishlistOf(owner)}`),
});

const BUYER_ONLY: Role[] = ['buyer'];
const basketRow = (call: (basketId: string) => Promise<Call> | Call): Row => ({ allowed: BUYER_ONLY, call: async () => call(await buyerBasket()) });
const itemRow = (call: (basketId: string, itemId: string) => Promise<Call> | Call): Row => ({
  allowed: BUYER_ONLY,
  call: async () => {
    const { basketId, itemId } = await buyerBasketWithItem();
    return call(basketId, itemId);
  },
});

const MATRIX: Record<string, Row> = {
  // the catalogue's POST reads
  'POST /productprices': { allowed: EVERYBODY, call: async () => ({ path: '/productprices', body: ['CAM-100'] }) },
  'POST /inventories': { allowed: EVERYBODY, call: async () => ({ path: '/inventories', body: ['CAM-100'] }) },

  // registration, logins and requests without a login
  'POST /privatecustomers': { allowed: EVERYBODY, call: async () => ({ path: '/privatecustomers', body: privateRegistration() }) },
  'POST /customers': { allowed: EVERYBODY, call: async () => ({ path: '/customers', body: businessRegistration() }) },
  // single sign-on registrations: the id_token is the credential, whoever sends it
  'POST /privatecustomers (Bearer)': {
    allowed: EVERYBODY,
    call: async () => {
      const { idToken, userId } = await ssoSubject();
      return { path: '/privatecustomers', headers: { authorization: `Bearer ${idToken}` }, body: { type: 'PrivateCustomer', userId, address: ADDRESS } };
    },
  },
  'POST /customers (Bearer)': {
    allowed: EVERYBODY,
    call: async () => {
      const { idToken, userId } = await ssoSubject();
      return { path: '/customers', headers: { authorization: `Bearer ${idToken}` }, body: { type: 'SMBCustomer', userId, companyName: 'SSO GmbH', address: ADDRESS } };
    },
  },
  'POST /users/processtoken': {
    allowed: EVERYBODY,
    call: async () => ({ path: '/users/processtoken', body: { id_token: await issuer.sign({ sub: `p-${uniqueEmail()}`, email: uniqueEmail() }), options: ['CREATE_USER'] } }),
  },
  'POST /token': { allowed: EVERYBODY, call: async () => ({ path: '/token', form: { grant_type: 'password', username: JLINK, password: DEMO_PASSWORD } }) },
  // a user's own session, a fresh one (the role's token must live on)
  'PUT /token/logout': {
    allowed: LOGGED_IN,
    call: async role => {
      const login = { privateCustomer: PATRICIA, accountAdmin: BBOLDNER, buyer: JLINK, otherCompany: otherCompany.login, ...PUNCHOUT_LOGINS }[role as string];
      const password = role === 'otherCompany' ? otherCompany.password : DEMO_PASSWORD;
      return login ? { path: '/token/logout', token: await loginAs(api, login, password) } : { path: '/token/logout' };
    },
  },
  // the free-text quote request: a contact form, for anybody (each call from an address of its own: the
  // API takes only a few messages per client address)
  'POST /quotecontact': {
    allowed: EVERYBODY,
    call: async () => ({ path: '/quotecontact', headers: messageSender(), body: { name: 'Anna Ort', email: 'anna@example.com', comment: 'Forty cameras' } }),
  },
  // the contact form: anybody's message to the shop (no captcha without CAPTCHA_SECRET)
  'POST /contact': {
    allowed: EVERYBODY,
    call: async () => ({ path: '/contact', headers: messageSender(), body: { name: 'Anna Ort', email: 'anna@example.com', subject: 'General question', comment: 'Do you ship to Austria?' } }),
  },
  'POST /security/reminder': { allowed: EVERYBODY, call: async () => ({ path: '/security/reminder', body: { email: uniqueEmail(), answer: '' } }) },
  // the mailed code is the credential
  'POST /security/password': {
    allowed: EVERYBODY,
    call: async () => {
      const { login } = await registerPrivateCustomer(api);
      await must('POST', '/security/reminder', undefined, { email: login, answer: '' });
      const link = storefrontLinkIn(lastMailTo(api, login)!);
      return { path: '/security/password', body: { userID: link.searchParams.get('uid'), secureCode: link.searchParams.get('Hash'), password: 'newSecret42' } };
    },
  },
  'PUT /gdpr-requests/:requestId/confirmations': {
    allowed: EVERYBODY,
    call: async () => {
      const { requestId, hash } = await personalDataRequest();
      return { path: `/gdpr-requests/${requestId}/confirmations`, body: { hash } };
    },
  },

  // the logged-in user's own data
  'PUT /privatecustomers/-': {
    allowed: ['privateCustomer'],
    call: async () => ({ path: '/privatecustomers/-', body: { firstName: 'Patricia', lastName: 'Miller', email: PATRICIA, preferredLanguage: 'en_US' } }),
  },
  // a business user's own profile, put back as it is (a private customer's is privatecustomers/-); a
  // punchout user's too (the PWA's punchout identity provider lets it edit its profile)
  'PUT /customers/:customerNo/users/-': {
    allowed: ['accountAdmin', 'buyer', 'otherCompany', ...PUNCHOUT_USERS],
    call: async role => {
      const current = await send('GET', { path: '/customers/-/users/-' }, role);
      const user = current.statusCode === 200 ? current.json() : { firstName: 'Nobody', lastName: 'Known', email: uniqueEmail() };
      return { path: '/customers/-/users/-', body: { firstName: user.firstName, lastName: user.lastName, email: user.email, preferredLanguage: 'en_US' } };
    },
  },
  'PUT /credentials/password': { allowed: LOGGED_IN, call: async role => ({ path: '/credentials/password', body: ownPasswordAgain(role) }) },
  'PUT /privatecustomers/-/credentials/password': { allowed: LOGGED_IN, call: async role => ({ path: '/privatecustomers/-/credentials/password', body: ownPasswordAgain(role) }) },
  'PUT /customers/-/users/-/credentials/password': { allowed: LOGGED_IN, call: async role => ({ path: '/customers/-/users/-/credentials/password', body: ownPasswordAgain(role) }) },
  // the buyer's newsletter subscription
  'POST /subscriptions': { allowed: BUYER_ONLY, call: async () => ({ path: '/subscriptions', body: { name: 'Newsletter', type: 'Subscription', active: true, recipient: JLINK } }) },
  'DELETE /subscriptions/:email': {
    allowed: BUYER_ONLY,
    call: async () => {
      await must('POST', '/subscriptions', buyer(), { name: 'Newsletter', type: 'Subscription', active: true, recipient: JLINK });
      return { path: `/subscriptions/${encodeURIComponent(JLINK)}` };
    },
  },

  // the company: its data and addresses are the account admin's
  'PUT /customers/-': {
    allowed: ['accountAdmin', 'otherCompany'],
    call: async () => ({ path: '/customers/-', body: { type: 'SMBCustomer', companyName: 'Oil Corp Ltd.', industry: 'Oil' } }),
    // a private customer has no company data
    refusals: { privateCustomer: 400 },
  },
  // organization management: the company's users, their roles and budgets are the account admin's
  'POST /customers/:customerNo/users': { allowed: ['accountAdmin'], call: async () => ({ path: '/customers/OilCorp/users', body: companyUserBody() }) },
  'PUT /customers/:customerNo/users/:login': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: await companyUserPath(), body: { firstName: 'Nora', lastName: 'Changed', email: uniqueEmail('changed') } }),
  },
  'DELETE /customers/:customerNo/users/:login': { allowed: ['accountAdmin'], call: async () => ({ path: await companyUserPath() }) },
  'PUT /customers/:customerNo/users/:login/roles': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: `${await companyUserPath()}/roles`, body: { userRoles: ['APP_B2B_BUYER'] } }),
  },
  // punchout users are the account admin's to manage (APP_B2B_MANAGE_PUNCHOUT), one standard each
  'POST /customers/:customerNo/punchouts/:punchoutType/users': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: '/customers/OilCorp/punchouts/oci5/users', body: { login: `oci_${randomUUID().slice(0, 8)}`, password: 'punch0ut!' } }),
  },
  'PUT /customers/:customerNo/punchouts/:punchoutType/users/:login': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: await punchoutUserPath(), body: { email: 'srm@buyer.example', active: false } }),
  },
  'DELETE /customers/:customerNo/punchouts/:punchoutType/users/:login': { allowed: ['accountAdmin'], call: async () => ({ path: await punchoutUserPath() }) },
  // the IDS punchout user transfers its own basket to the craft software
  'POST /customers/:customerNo/punchouts/ids/transfer': {
    allowed: ['idsUser'],
    call: async () => ({ path: `/customers/OilCorp/punchouts/ids/transfer?basketId=${(await buyerBasketWithItem(tokens.idsUser)).basketId}` }),
  },
  'PUT /customers/:customerNo/users/:login/budgets': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: `${await companyUserPath()}/budgets`, body: { budget: { currency: 'EUR', value: 100 }, budgetPeriod: 'monthly' } }),
  },
  // a buyer's new address is the buyer's own
  // any company user adds an address of their own (a punchout user's is its own as well)
  'POST /customers/:customerNo/addresses': { allowed: ['accountAdmin', 'buyer', ...PUNCHOUT_USERS], call: async () => ({ path: '/customers/OilCorp/addresses', body: ADDRESS }) },
  'PUT /customers/:customerNo/addresses/:addressId': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: `/customers/OilCorp/addresses/${await companyAddress()}`, body: { ...ADDRESS, city: 'Augsburg', postalCode: '86150' } }),
  },
  'DELETE /customers/:customerNo/addresses/:addressId': { allowed: ['accountAdmin'], call: async () => ({ path: `/customers/OilCorp/addresses/${await companyAddress()}` }) },
  'PUT /customers/:customerNo/addresses/:addressId/shared': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: `/customers/OilCorp/addresses/${await companyAddress()}/shared`, body: { sharedFor: [JLINK] } }),
  },
  // cost centers: the account admin manages all, a cost center owner (the buyer) changes their own
  'POST /customers/:customerNo/costcenters': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: '/customers/OilCorp/costcenters', body: { costCenterId: `PM-new-${Date.now()}-${Math.random()}`, name: 'New', costCenterOwner: { login: BBOLDNER } } }),
  },
  'PATCH /customers/:customerNo/costcenters/:costCenterId': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/costcenters/${await buyersCostCenter()}`, body: { name: 'Renamed', active: false } }),
  },
  'DELETE /customers/:customerNo/costcenters/:costCenterId': { allowed: ['accountAdmin'], call: async () => ({ path: `/customers/OilCorp/costcenters/${await buyersCostCenter()}` }) },
  'POST /customers/:customerNo/costcenters/:costCenterId/buyers': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/costcenters/${await buyersCostCenter()}/buyers`, body: { login: JLINK, budget: { currency: 'EUR', value: 5 }, budgetPeriod: 'monthly' } }),
  },
  'PATCH /customers/:customerNo/costcenters/:costCenterId/buyers/:login': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/costcenters/${await buyersCostCenter()}/buyers/pmiller@test.intershop.de`, body: { budget: { currency: 'EUR', value: 20 } } }),
  },
  'DELETE /customers/:customerNo/costcenters/:costCenterId/buyers/:login': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/costcenters/${await buyersCostCenter()}/buyers/pmiller@test.intershop.de` }),
  },
  // punchout: the company's OCI configuration is its punchout managers' (APP_B2B_MANAGE_PUNCHOUT, the
  // account admin); a transfer its OCI punchout users' (APP_B2B_SEND_OCI_BASKET), each role sending
  // a basket of its own (the buyer's for roles without a token)
  'PUT /customers/:customerNo/punchouts/oci5/configurations': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: '/customers/OilCorp/punchouts/oci5/configurations', body: { items: [{ field: 'NEW_ITEM-VENDOR', transform: '4711', formatter: '' }] } }),
  },
  // the company's punchout settings (our extension) are its punchout managers' to write (framing
  // origins only: an allow-list would refuse the other rows' cXML return URLs)
  'PUT /customers/:customerNo/punchouts/settings': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: '/customers/OilCorp/punchouts/settings', body: { allowedReturnOrigins: [], frameAncestors: ['https://portal.buyer.example'], allowSapEvent: false } }),
  },
  'POST /customers/:customerNo/punchouts/oci5/transfer': {
    allowed: ['ociUser'],
    call: async role => ({ path: `/customers/OilCorp/punchouts/oci5/transfer?basketId=${(await buyerBasketWithItem(tokens[role] ?? buyer())).basketId}` }),
  },
  'POST /privatecustomers/:customerNo/addresses': { allowed: ['privateCustomer'], call: async () => ({ path: '/privatecustomers/Patricia/addresses', body: ADDRESS }) },
  'PUT /privatecustomers/:customerNo/addresses/:addressId': {
    allowed: ['privateCustomer'],
    call: async () => ({ path: `/privatecustomers/Patricia/addresses/${await privateCustomerAddress()}`, body: { ...ADDRESS, city: 'Augsburg', postalCode: '86150' } }),
  },
  'DELETE /privatecustomers/:customerNo/addresses/:addressId': {
    allowed: ['privateCustomer'],
    call: async () => ({ path: `/privatecustomers/Patricia/addresses/${await privateCustomerAddress()}` }),
  },

  // wishlists are each user's own (another's list is 404): the private customer's below her customer,
  // the buyer's below his company's and his own user path; any company user makes a list of their own
  // below the company (a punchout user's is its own as well)
  'POST /privatecustomers/:customerNo/wishlists': { allowed: ['privateCustomer'], call: async () => ({ path: PRIVATE_WISHLISTS, body: { title: 'Presents' } }) },
  'PUT /privatecustomers/:customerNo/wishlists/:wishlistId': wishlistRow('privateCustomer', PRIVATE_WISHLISTS, list => ({ path: list, body: { title: 'Renamed', preferred: true } })),
  'DELETE /privatecustomers/:customerNo/wishlists/:wishlistId': wishlistRow('privateCustomer', PRIVATE_WISHLISTS, list => ({ path: list })),
  'POST /privatecustomers/:customerNo/wishlists/:wishlistId/products/:sku': wishlistRow('privateCustomer', PRIVATE_WISHLISTS, list => ({ path: `${list}/products/CAM-200`, body: { quantity: 2 } })),
  'DELETE /privatecustomers/:customerNo/wishlists/:wishlistId/products/:sku': wishlistRow('privateCustomer', PRIVATE_WISHLISTS, list => ({ path: `${list}/products/CAM-100` })),
  'POST /privatecustomers/:customerNo/wishlists/:wishlistId/share': wishlistRow('privateCustomer', PRIVATE_WISHLISTS, list => ({ path: `${list}/share`, body: { recipients: 'anna@example.com', message: 'Ideas' } })),
  'DELETE /privatecustomers/:customerNo/wishlists/:wishlistId/share': wishlistRow('privateCustomer', PRIVATE_WISHLISTS, async list => {
    await must('POST', `${list}/share`, tokens.privateCustomer, {});
    return { path: `${list}/share` };
  }),
  'POST /customers/:customerNo/wishlists': { allowed: ['accountAdmin', 'buyer', ...PUNCHOUT_USERS], call: async () => ({ path: COMPANY_WISHLISTS, body: { title: 'Presents' } }) },
  'PUT /customers/:customerNo/wishlists/:wishlistId': wishlistRow('buyer', COMPANY_WISHLISTS, list => ({ path: list, body: { title: 'Renamed', preferred: true } })),
  'DELETE /customers/:customerNo/wishlists/:wishlistId': wishlistRow('buyer', COMPANY_WISHLISTS, list => ({ path: list })),
  'POST /customers/:customerNo/wishlists/:wishlistId/products/:sku': wishlistRow('buyer', COMPANY_WISHLISTS, list => ({ path: `${list}/products/CAM-200`, body: { quantity: 2 } })),
  'DELETE /customers/:customerNo/wishlists/:wishlistId/products/:sku': wishlistRow('buyer', COMPANY_WISHLISTS, list => ({ path: `${list}/products/CAM-100` })),
  'POST /customers/:customerNo/wishlists/:wishlistId/share': wishlistRow('buyer', COMPANY_WISHLISTS, list => ({ path: `${list}/share`, body: { recipients: 'anna@example.com', message: 'Ideas' } })),
  'DELETE /customers/:customerNo/wishlists/:wishlistId/share': wishlistRow('buyer', COMPANY_WISHLISTS, async list => {
    await must('POST', `${list}/share`, tokens.buyer, {});
    return { path: `${list}/share` };
  }),
  'POST /customers/:customerNo/users/:login/wishlists': { allowed: BUYER_ONLY, call: async () => ({ path: BUYER_WISHLISTS, body: { title: 'Presents' } }) },
  'PUT /customers/:customerNo/users/:login/wishlists/:wishlistId': wishlistRow('buyer', BUYER_WISHLISTS, list => ({ path: list, body: { title: 'Renamed', preferred: true } })),
  'DELETE /customers/:customerNo/users/:login/wishlists/:wishlistId': wishlistRow('buyer', BUYER_WISHLISTS, list => ({ path: list })),
  'POST /customers/:customerNo/users/:login/wishlists/:wishlistId/products/:sku': wishlistRow('buyer', BUYER_WISHLISTS, list => ({ path: `${list}/products/CAM-200`, body: { quantity: 2 } })),
  'DELETE /customers/:customerNo/users/:login/wishlists/:wishlistId/products/:sku': wishlistRow('buyer', BUYER_WISHLISTS, list => ({ path: `${list}/products/CAM-100` })),
  'POST /customers/:customerNo/users/:login/wishlists/:wishlistId/share': wishlistRow('buyer', BUYER_WISHLISTS, list => ({ path: `${list}/share`, body: { recipients: 'anna@example.com', message: 'Ideas' } })),
  'DELETE /customers/:customerNo/users/:login/wishlists/:wishlistId/share': wishlistRow('buyer', BUYER_WISHLISTS, async list => {
    await must('POST', `${list}/share`, tokens.buyer, {});
    return { path: `${list}/share` };
  }),

  // saved payment instruments are each user's own
  // any company user saves a payment instrument of their own
  'POST /customers/:customerNo/payments': { allowed: ['accountAdmin', 'buyer', ...PUNCHOUT_USERS], call: async () => ({ path: '/customers/OilCorp/payments', body: { name: 'ISH_CREDITCARD', parameters: CARD } }) },
  'PUT /customers/:customerNo/payments/:instrumentId': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: `/customers/OilCorp/payments/${await buyerInstrument()}`, body: { name: 'ISH_CREDITCARD', parameters: NEW_CARD } }),
  },
  'DELETE /customers/:customerNo/payments/:instrumentId': { allowed: BUYER_ONLY, call: async () => ({ path: `/customers/OilCorp/payments/${await buyerInstrument()}` }) },
  'POST /privatecustomers/:customerNo/payments': {
    allowed: ['privateCustomer'],
    call: async () => ({ path: '/privatecustomers/Patricia/payments', body: { name: 'ISH_CREDITCARD', parameters: CARD } }),
  },
  'PUT /privatecustomers/:customerNo/payments/:instrumentId': {
    allowed: ['privateCustomer'],
    call: async () => ({
      path: `/privatecustomers/Patricia/payments/${await instrumentOf('privateCustomer', '/privatecustomers/-')}`,
      body: { name: 'ISH_CREDITCARD', parameters: NEW_CARD },
    }),
  },
  'DELETE /privatecustomers/:customerNo/payments/:instrumentId': {
    allowed: ['privateCustomer'],
    call: async () => ({ path: `/privatecustomers/Patricia/payments/${await instrumentOf('privateCustomer', '/privatecustomers/-')}` }),
  },

  // recurring orders: the buyer's own, and the company's for its account admin
  'PATCH /recurringorders/:recurringOrderId': { allowed: BUYER_ONLY, call: async () => ({ path: `/recurringorders/${await buyerRecurringOrder()}`, body: { active: false } }) },
  'DELETE /recurringorders/:recurringOrderId': { allowed: BUYER_ONLY, call: async () => ({ path: `/recurringorders/${await buyerRecurringOrder()}` }) },
  'PATCH /customers/:customerNo/recurringorders/:recurringOrderId': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/recurringorders/${await buyerRecurringOrder()}`, body: { active: false } }),
  },
  'DELETE /customers/:customerNo/recurringorders/:recurringOrderId': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/recurringorders/${await buyerRecurringOrder()}` }),
  },
  'PATCH /customers/:customerNo/users/:login/recurringorders/:recurringOrderId': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/users/${encodeURIComponent(JLINK)}/recurringorders/${await buyerRecurringOrder()}`, body: { active: false } }),
  },
  'DELETE /customers/:customerNo/users/:login/recurringorders/:recurringOrderId': {
    allowed: ['accountAdmin', 'buyer'],
    call: async () => ({ path: `/customers/OilCorp/users/${encodeURIComponent(JLINK)}/recurringorders/${await buyerRecurringOrder()}` }),
  },
  'PATCH /privatecustomers/:customerNo/recurringorders/:recurringOrderId': {
    allowed: ['privateCustomer'],
    call: async () => ({ path: `/privatecustomers/Patricia/recurringorders/${await privateCustomerRecurringOrder()}`, body: { active: false } }),
  },
  'DELETE /privatecustomers/:customerNo/recurringorders/:recurringOrderId': {
    allowed: ['privateCustomer'],
    call: async () => ({ path: `/privatecustomers/Patricia/recurringorders/${await privateCustomerRecurringOrder()}` }),
  },

  // baskets and orders: the token's own; a new basket for anybody (a new anonymous token without one)
  'POST /baskets': { allowed: EVERYBODY, call: async () => ({ path: '/baskets' }) },
  'PATCH /baskets/:basketId': basketRow(basketId => ({ path: `/baskets/${basketId}`, body: { commonShippingMethod: 'STD_GROUND' } })),
  'POST /baskets/:basketId/items': basketRow(basketId => ({ path: `/baskets/${basketId}/items`, body: [{ product: 'CAM-100', quantity: { value: 1 } }] })),
  'DELETE /baskets/:basketId/items': itemRow(basketId => ({ path: `/baskets/${basketId}/items` })),
  'PATCH /baskets/:basketId/items/:itemId': itemRow((basketId, itemId) => ({ path: `/baskets/${basketId}/items/${itemId}`, body: { quantity: { value: 2 } } })),
  'DELETE /baskets/:basketId/items/:itemId': itemRow((basketId, itemId) => ({ path: `/baskets/${basketId}/items/${itemId}` })),
  'POST /baskets/:basketId/items/:itemId/attributes': itemRow((basketId, itemId) => ({
    path: `/baskets/${basketId}/items/${itemId}/attributes`,
    body: { name: 'engraving', value: 'For Anna', type: 'String' },
  })),
  'PATCH /baskets/:basketId/items/:itemId/attributes/:name': itemRow(async (basketId, itemId) => {
    await must('POST', `/baskets/${basketId}/items/${itemId}/attributes`, buyer(), { name: 'engraving', value: 'For Anna', type: 'String' });
    return { path: `/baskets/${basketId}/items/${itemId}/attributes/engraving`, body: { name: 'engraving', value: 'For Ben' } };
  }),
  'DELETE /baskets/:basketId/items/:itemId/attributes/:name': itemRow(async (basketId, itemId) => {
    await must('POST', `/baskets/${basketId}/items/${itemId}/attributes`, buyer(), { name: 'engraving', value: 'For Anna', type: 'String' });
    return { path: `/baskets/${basketId}/items/${itemId}/attributes/engraving` };
  }),
  'POST /baskets/:basketId/attributes': basketRow(basketId => ({ path: `/baskets/${basketId}/attributes`, body: { name: 'deliveryTime', value: 'morning', type: 'String' } })),
  'PATCH /baskets/:basketId/attributes/:name': basketRow(async basketId => {
    await must('POST', `/baskets/${basketId}/attributes`, buyer(), { name: 'deliveryTime', value: 'morning', type: 'String' });
    return { path: `/baskets/${basketId}/attributes/deliveryTime`, body: { name: 'deliveryTime', value: 'evening' } };
  }),
  'DELETE /baskets/:basketId/attributes/:name': basketRow(async basketId => {
    await must('POST', `/baskets/${basketId}/attributes`, buyer(), { name: 'deliveryTime', value: 'morning', type: 'String' });
    return { path: `/baskets/${basketId}/attributes/deliveryTime` };
  }),
  'POST /baskets/:basketId/addresses': basketRow(basketId => ({ path: `/baskets/${basketId}/addresses`, body: BERLIN })),
  'PATCH /baskets/:basketId/addresses/:addressId': basketRow(async basketId => {
    const address = (await must('POST', `/baskets/${basketId}/addresses`, buyer(), BERLIN)).data.id;
    return { path: `/baskets/${basketId}/addresses/${address}`, body: { ...BERLIN, city: 'Potsdam' } };
  }),
  'POST /baskets/:basketId/payment-instruments': basketRow(basketId => ({ path: `/baskets/${basketId}/payment-instruments`, body: { paymentMethod: 'ISH_INVOICE' } })),
  'PUT /baskets/:basketId/payments/open-tender': basketRow(basketId => ({ path: `/baskets/${basketId}/payments/open-tender`, body: { paymentInstrument: 'ISH_INVOICE' } })),
  // the shopper's return from the payment provider to the basket whose order waits for it
  'PATCH /baskets/:basketId/payments/open-tender': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: `/baskets/${(await buyerStoppedOrder()).basketId}/payments/open-tender`, body: { redirect: { status: 'CANCEL', parameters: [] } } }),
  },
  'DELETE /baskets/:basketId/payments/open-tender': basketRow(async basketId => {
    await must('PUT', `/baskets/${basketId}/payments/open-tender`, buyer(), { paymentInstrument: 'ISH_INVOICE' });
    return { path: `/baskets/${basketId}/payments/open-tender` };
  }),
  'POST /baskets/:basketId/promotioncodes': basketRow(basketId => ({ path: `/baskets/${basketId}/promotioncodes`, body: { code: 'FREESHIP' } })),
  'DELETE /baskets/:basketId/promotioncodes/:code': basketRow(async basketId => {
    await must('POST', `/baskets/${basketId}/promotioncodes`, buyer(), { code: 'FREESHIP' });
    return { path: `/baskets/${basketId}/promotioncodes/FREESHIP` };
  }),
  'POST /baskets/:basketId/validations': basketRow(basketId => ({ path: `/baskets/${basketId}/validations`, body: { scopes: ['Products'] } })),
  // the source basket's own token comes in the body
  'POST /baskets/:basketId/merges': basketRow(async basketId => {
    const guest = await tokenCall(api, { grant_type: 'anonymous' });
    const sourceToken = guest.json().access_token as string;
    const source = (await must('POST', '/baskets', sourceToken)).data.id;
    await must('POST', `/baskets/${source}/items`, sourceToken, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    return { path: `/baskets/${basketId}/merges`, body: { sourceBasket: source, sourceAuthenticationToken: sourceToken } };
  }),
  // quotes: the buyer's own, below his own user path; accepting one into his basket
  'POST /customers/:customerNo/users/:login/quoterequests': { allowed: BUYER_ONLY, call: async () => ({ path: `${QUOTING}/quoterequests` }) },
  'PUT /customers/:customerNo/users/:login/quoterequests/:quoteRequestId': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: `${QUOTING}/quoterequests/${(await buyerQuoteRequest()).id}`, body: { displayName: 'Matrix', description: 'Please' } }),
  },
  'DELETE /customers/:customerNo/users/:login/quoterequests/:quoteRequestId': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: `${QUOTING}/quoterequests/${(await buyerQuoteRequest()).id}` }),
  },
  'POST /customers/:customerNo/users/:login/quoterequests/:quoteRequestId/items': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: `${QUOTING}/quoterequests/${(await buyerQuoteRequest()).id}/items`, body: { productSKU: 'CAM-200', quantity: { value: 1 } } }),
  },
  'PUT /customers/:customerNo/users/:login/quoterequests/:quoteRequestId/items/:itemId': {
    allowed: BUYER_ONLY,
    call: async () => {
      const { id, itemId } = await buyerQuoteRequest();
      return { path: `${QUOTING}/quoterequests/${id}/items/${itemId}`, body: { quantity: { value: 2 } } };
    },
  },
  'DELETE /customers/:customerNo/users/:login/quoterequests/:quoteRequestId/items/:itemId': {
    allowed: BUYER_ONLY,
    call: async () => {
      const { id, itemId } = await buyerQuoteRequest();
      return { path: `${QUOTING}/quoterequests/${id}/items/${itemId}` };
    },
  },
  'POST /customers/:customerNo/users/:login/quotes': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: `${QUOTING}/quotes`, body: { quoteRequestID: (await buyerQuoteRequest()).id } }),
  },
  'PUT /customers/:customerNo/users/:login/quotes/:quoteId': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: `${QUOTING}/quotes/${await buyerQuote()}`, body: { rejected: true } }),
  },
  'DELETE /customers/:customerNo/users/:login/quotes/:quoteId': { allowed: BUYER_ONLY, call: async () => ({ path: `${QUOTING}/quotes/${await buyerQuote()}` }) },
  'POST /baskets/:basketId/quotes': basketRow(async basketId => ({ path: `/baskets/${basketId}/quotes`, body: { id: await buyerQuote(), calculated: true } })),
  'DELETE /baskets/:basketId/quotes/:quoteId': basketRow(async basketId => {
    const quoteId = await buyerQuote();
    await must('POST', `/baskets/${basketId}/quotes`, buyer(), { id: quoteId, calculated: true });
    return { path: `/baskets/${basketId}/quotes/${quoteId}` };
  }),
  'POST /orders': {
    allowed: BUYER_ONLY,
    call: async () => ({ path: '/orders', body: { basket: await buyerOrderableBasket(), termsAndConditionsAccepted: true } }),
    // another token's basket is a cause of ICM's 422 order.creation.failed (basket.not_found.error); a
    // punchout user is refused before its basket is looked at: it transfers, never orders
    refusals: { guest: 422, privateCustomer: 422, accountAdmin: 422, otherCompany: 422, ociUser: 403, cxmlUser: 403, idsUser: 403 },
  },
  'PATCH /orders/:orderId': {
    allowed: BUYER_ONLY,
    call: async () => {
      const { orderId } = await buyerStoppedOrder();
      return { path: `/orders/${orderId}`, body: { orderCreation: { status: 'CONTINUE', redirect: { status: 'CANCEL', parameters: [] } } } };
    },
  },
  // requisitions: a colleague's over her order limit is for APP_B2B_ORDER_APPROVAL (the account admin), not
  // for the buyer, though he owns its cost center (the cost center owner role does not approve user limits)
  'PATCH /customers/:customerNo/users/:login/requisitions/:requisitionId': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: `/customers/OilCorp/users/-/requisitions/${await colleagueRequisition()}`, body: { statusCode: 'REJECTED', approvalComment: 'No' } }),
  },
  // the account admin manages the company's orders (APP_B2B_MANAGE_ORDERS) and exports them too
  'POST /orders-csv': { allowed: [...BUYER_ONLY, 'accountAdmin'], call: async () => ({ path: '/orders-csv', body: { orderIds: [(await buyerOrder()).id] } }) },
  // the provider page's address is the credential, as at a real provider
  'POST /INTERSHOP/payment-provider/:paymentId': { allowed: EVERYBODY, call: async () => ({ path: (await buyerStoppedOrder()).providerPage, form: { action: 'cancel' } }) },

  // cXML punchout: the procurement system's shared secret (setup request) and the StartPage's start token are
  // the credentials, whoever sends them; a session's transfer is its cXML punchout user's alone; the cXML
  // punchout users' configurations are the account admin's (APP_B2B_MANAGE_PUNCHOUT)
  'POST /customers/:customerNo/punchouts/cxml1.2/setuprequest': {
    allowed: EVERYBODY,
    call: async () => ({ path: '/customers/OilCorp/punchouts/cxml1.2/setuprequest', xml: cxmlSetupRequest() }),
  },
  'POST /customers/:customerNo/punchouts/cxml1.2/sessions/:sid/start': {
    allowed: EVERYBODY,
    call: async () => {
      const { sid, startToken } = await cxmlStartPage();
      return { path: `/customers/-/punchouts/cxml1.2/sessions/${sid}/start`, body: { accessToken: startToken } };
    },
  },
  'POST /customers/:customerNo/punchouts/cxml1.2/transfer': {
    allowed: ['cxmlUser'],
    call: async () => ({ path: `/customers/OilCorp/punchouts/cxml1.2/transfer?sid=${await cxmlSession()}` }),
  },
  'PATCH /customers/:customerNo/punchouts/cxml1.2/users/:userId/configurations': {
    allowed: ['accountAdmin'],
    call: async () => ({ path: `/customers/OilCorp/punchouts/cxml1.2/users/${CXML_USER}/configurations`, body: [{ name: 'operationAllowed', value: 'edit' }] }),
  },

  // the demo back office: its own login, never a shop role's
  'POST /INTERSHOP/demo/customers/:customerId/approval': {
    allowed: ['backOffice'],
    call: async () => ({ path: `/INTERSHOP/demo/customers/${await pendingBusinessCustomer()}/approval`, form: {} }),
  },
  'POST /INTERSHOP/demo/users/:userId/personal-data-requests': {
    allowed: ['backOffice'],
    call: async () => ({ path: `/INTERSHOP/demo/users/${userIdOf(JLINK)}/personal-data-requests`, form: {} }),
  },
  'POST /INTERSHOP/demo/quote-requests/:requestId/quote': {
    allowed: ['backOffice'],
    call: async () => {
      const { id, itemId } = await buyerWaitingQuoteRequest();
      return { path: `/INTERSHOP/demo/quote-requests/${id}/quote`, form: { [`price-${itemId}`]: '150', validTo: TOMORROW } };
    },
  },
  'POST /INTERSHOP/demo/quote-requests/:requestId/rejection': {
    allowed: ['backOffice'],
    call: async () => ({ path: `/INTERSHOP/demo/quote-requests/${(await buyerWaitingQuoteRequest()).id}/rejection`, form: { sellerComment: 'No' } }),
  },
  'POST /INTERSHOP/demo/personal-data-requests/:requestId/cancellation': {
    allowed: ['backOffice'],
    call: async () => ({ path: `/INTERSHOP/demo/personal-data-requests/${(await personalDataRequest()).requestId}/cancellation`, form: {} }),
  },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A registered route as the table names it: relative to the REST base, SSO's Bearer variants marked. */
const rowKey = (route: { method: string; url: string; bearer: boolean }) =>
  `${route.method} ${route.url.startsWith(BASE) ? route.url.slice(BASE.length) : route.url}${route.bearer ? ' (Bearer)' : ''}`;

beforeAll(async () => {
  issuer = await startTokenIssuer(CLIENT_ID);
  // every row orders cameras, several times
  const catalog = { ...TEST_CATALOG, products: TEST_CATALOG.products.map(product => (product.sku === 'CAM-100' ? { ...product, stock: 100_000 } : product)) };
  api = await startAccountApi(catalog, {
    storefrontUrl: STOREFRONT,
    backOfficePassword: BACK_OFFICE_PASSWORD,
    ssoIssuer: issuer.issuer,
    ssoClientId: CLIENT_ID,
  });
  otherCompany = await registerBusinessCustomer(api);
  tokens.guest = (await tokenCall(api, { grant_type: 'anonymous' })).json().access_token;
  tokens.privateCustomer = await loginAs(api, PATRICIA, DEMO_PASSWORD);
  tokens.accountAdmin = await loginAs(api, BBOLDNER, DEMO_PASSWORD);
  tokens.buyer = await loginAs(api, JLINK, DEMO_PASSWORD);
  colleague = await loginAs(api, PMILLER, DEMO_PASSWORD);
  // the buyer orders again and again on cost center 100402: without budgets no order needs approval
  withDatabase(api, db => {
    db.prepare("UPDATE cost_centers SET budget_cents = NULL WHERE cost_center_id = '100402'").run();
    db.prepare('UPDATE cost_center_buyers SET budget_cents = NULL').run();
  });
  tokens.otherCompany = await loginAs(api, otherCompany.login, otherCompany.password);
  withDatabase(api, seedDemoPunchoutUsers);
  for (const role of PUNCHOUT_USERS) tokens[role] = await loginAs(api, PUNCHOUT_LOGINS[role]!, DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await issuer?.close();
});

describe('the permission matrix', () => {
  it('has a row for every write route of the API, and no row for a route that is gone', () => {
    const writes = [...new Set(registered.filter(route => WRITES.has(route.method)).map(rowKey))].sort();

    expect(writes.length).toBeGreaterThan(50);
    expect(writes.filter(key => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter(key => !writes.includes(key))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (key, row) => {
    const method = key.split(' ')[0];
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const role of ROLES) {
      const call = await row.call(role);
      const response = await send(method, call, role);
      const allowed = row.allowed.includes(role);
      const refusal = row.refusals?.[role];
      const status = response.statusCode;
      const outcome = status < 400 ? 'allowed' : refusal === status || [401, 403, 404].includes(status) ? 'refused' : `${status} ${response.body.slice(0, 200)}`;
      outcomes.push(`${role}: ${outcome}`);
      expected.push(`${role}: ${allowed ? 'allowed' : 'refused'}`);
    }
    expect(outcomes).toEqual(expected);
  });
});
