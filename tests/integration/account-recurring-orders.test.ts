// My Account's recurring orders through the built storefront and the bundled API, as a browser without
// JavaScript uses them: the list and one recurring order, deactivating, activating and deleting (with
// its confirmation step), a business customer's company view, and another customer's ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restBasePath } from '../../commerce-api/app';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { CHECKOUT_ADDRESS, DEMO_PASSWORD, loggedIn as loggedInAt, registeredCustomer } from './customers';
import { shopper, type Shopper } from './shopper';

const CHANNEL = 'inSPIRED-inTRONICS-Site';
const PRODUCT = '201807171';
const JLINK = 'jlink@test.intershop.de';
const BBOLDNER = 'bboldner@test.intershop.de';

let shop: BuiltStorefront;
let api: string;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  api = `${shop.apiOrigin}${restBasePath(CHANNEL)}`;
  // Oil Corp's addresses, so its users' baskets have an invoice and a ship-to address.
  withDatabase(shop, (db) => {
    seedDemoAccounts(db);
  });
}, 120_000);
afterAll(() => shop?.close());

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A page's HTML without the markers React puts between adjacent texts. */
async function html(customer: Shopper, path: string): Promise<{ status: number; body: string }> {
  const response = await customer.get(path);
  return { status: response.status, body: (await response.text()).replaceAll('<!-- -->', '') };
}

const newCustomer = () => registeredCustomer(shop, 'recurring');
const loggedIn = (login: string, password: string) => loggedInAt(shop, login, password);

/** A recurring order placed through the storefront's checkout, with the recurrence set on the basket page. */
async function recurringOrderThroughCheckout(customer: Shopper, recurrence: Record<string, string>): Promise<string> {
  await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
  await customer.post('/checkout/address', CHECKOUT_ADDRESS);
  await customer.get('/checkout/shipping');
  await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
  await customer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
  expect((await customer.post('/basket', { intent: 'recurrence', recurring: 'on', ...recurrence })).status).toBe(303);
  const placed = await customer.post('/checkout/review', { termsAndConditions: 'on' });
  const id = new URL(placed.headers.get('location') ?? '', shop.origin).searchParams.get('recurringOrderId');
  expect(id, `no recurring order placed: ${placed.status}`).toBeTruthy();
  return id!;
}

/** A recurring order placed straight at the API with the user's own token (any interval ICM takes, e.g. P14D). */
/** A recurring order placed at the API; a business user's names the cost center their orders need. */
async function recurringOrderAtApi(login: string, password: string, interval: string, costCenter?: string): Promise<string> {
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { 'authentication-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.json();
  };
  const grant = await fetch(`${api}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', username: login, password }) });
  const token = (await grant.json()).access_token as string;
  const basketId = (await call('POST', '/baskets', token)).data.id as string;
  await call('POST', `/baskets/${basketId}/items`, token, [{ product: PRODUCT, quantity: { value: 1 } }]);
  await call('PATCH', `/baskets/${basketId}`, token, { commonShippingMethod: 'STD_GROUND', recurrence: { interval, startDate: daysFromToday(1) }, ...(costCenter ? { costCenter } : {}) });
  await call('PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument: 'ISH_INVOICE' });
  return (await call('POST', '/orders', token, { basket: basketId, termsAndConditionsAccepted: true })).data.recurringOrderID as string;
}

/** The document number the list shows for a recurring order. */
function numberIn(list: string, id: string): string {
  const number = new RegExp(`href="/account/recurring-orders/${id}"[^>]*>(\\d+)</a>`).exec(list)?.[1];
  expect(number, `recurring order ${id} not in the list`).toBeTruthy();
  return number!;
}

/** The list's row of a recurring order. */
function rowOf(list: string, id: string): string {
  const start = list.indexOf(`href="/account/recurring-orders/${id}"`);
  expect(start).toBeGreaterThan(-1);
  return list.slice(start, list.indexOf('</tr>', start));
}

describe('the list', () => {
  it('is in the navigation of My Account', async () => {
    const { email, password } = await newCustomer();
    const { body } = await html(await loggedIn(email, password), '/account');
    expect(body).toContain('href="/account/recurring-orders"');
  });

  it('shows a recurring order placed at checkout: number, schedule, next order, state and total', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const id = await recurringOrderThroughCheckout(customer, { interval: 'P1W', startDate: daysFromToday(2), repetitions: '4' });
    const { status, body } = await html(customer, '/account/recurring-orders');
    expect(status).toBe(200);
    expect(body).toContain('<h1>Recurring orders</h1>');
    const row = rowOf(body, id);
    expect(numberIn(body, id)).toMatch(/^\d+$/);
    expect(row).toContain('every week');
    expect(row).toContain('Active');
    expect(row).toContain(new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${daysFromToday(2)}T00:00:00Z`)));
    expect(row).toMatch(/\$|€/);
    expect(row).toContain('name="intent" value="deactivate"');
  });

  it('says so when there is none', async () => {
    const { email, password } = await newCustomer();
    expect((await html(await loggedIn(email, password), '/account/recurring-orders')).body).toContain('You have no recurring orders.');
  });

  it('sends a visitor who is not logged in to the login page and back', async () => {
    const response = await shopper(shop.origin).get('/account/recurring-orders');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/login?returnUrl=${encodeURIComponent('/account/recurring-orders')}`);
  });

  it('speaks German below /de', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    await recurringOrderAtApi(email, password, 'P14D');
    const { body } = await html(customer, '/de/account/recurring-orders');
    expect(body).toContain('<h1>Wiederkehrende Bestellungen</h1>');
    expect(body).toContain('alle 2 Wochen');
  });
});

describe('one recurring order', () => {
  it('shows its schedule (days divisible by 7 as weeks), state, addresses, shipping, payment, lines and totals, with breadcrumbs', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const id = await recurringOrderAtApi(email, password, 'P14D');
    const number = numberIn((await html(customer, '/account/recurring-orders')).body, id);
    const { status, body } = await html(customer, `/account/recurring-orders/${id}`);
    expect(status).toBe(200);
    expect(body).toContain(`<h1>Recurring order ${number}</h1>`);
    expect(body).toMatch(/<a href="\/account\/recurring-orders"[^>]*>Recurring orders<\/a>/);
    expect(body).toContain(`<span aria-current="page">Recurring order ${number}</span>`);
    expect(body).toMatch(/every 2 weeks from [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(body).toContain('Orders placed</dt><dd>0</dd>');
    expect(body).toContain('Hauptstr. 1');
    expect(body).toContain('<p>Standard Ground');
    expect(body).toContain('<p>Invoice</p>');
    expect(body).toContain(`Item no. ${PRODUCT}`);
    expect(body).toContain('No order has been placed yet.');
    expect(body).toContain('name="intent" value="deactivate"');
  });

  it("is not found for another customer's id, nor for an unknown one", async () => {
    const owner = await newCustomer();
    const id = await recurringOrderAtApi(owner.email, owner.password, 'P1M');
    const { email, password } = await newCustomer();
    const stranger = await loggedIn(email, password);
    const refused = await html(stranger, `/account/recurring-orders/${id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain('Hauptstr. 1');
    expect((await html(stranger, '/account/recurring-orders/no-such-id')).status).toBe(404);
    expect((await html(stranger, `/account/recurring-orders/${'x'.repeat(300)}`)).status).toBe(404);
  });
});

describe('deactivating, activating and deleting', () => {
  it('deactivates and activates again, each a post answered with a redirect and a message', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const id = await recurringOrderThroughCheckout(customer, { interval: 'P1M', startDate: daysFromToday(3) });

    const deactivated = await customer.post('/account/recurring-orders', { intent: 'deactivate', recurringOrderId: id });
    expect(deactivated.status).toBe(303);
    expect(deactivated.headers.get('location')).toBe('/account/recurring-orders');
    let list = (await html(customer, '/account/recurring-orders')).body;
    expect(list).toMatch(/Recurring order \d+ has been deactivated\./);
    expect(rowOf(list, id)).toContain('Inactive');
    expect(rowOf(list, id)).toContain('name="intent" value="activate"');

    // Asked again, nothing changes and nothing fails.
    expect((await customer.post('/account/recurring-orders', { intent: 'deactivate', recurringOrderId: id })).status).toBe(303);
    expect(rowOf((await html(customer, '/account/recurring-orders')).body, id)).toContain('Inactive');

    // From its own page, back to its own page.
    const activated = await customer.post(`/account/recurring-orders/${id}`, { intent: 'activate', recurringOrderId: id });
    expect(activated.headers.get('location')).toBe(`/account/recurring-orders/${id}`);
    expect((await html(customer, `/account/recurring-orders/${id}`)).body).toMatch(/Recurring order \d+ is active again\./);
    list = (await html(customer, '/account/recurring-orders')).body;
    expect(rowOf(list, id)).toContain('Active');
  });

  it('asks before deleting, as a page of its own, and deletes only when confirmed', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const id = await recurringOrderThroughCheckout(customer, { interval: 'P1W', startDate: daysFromToday(1) });
    const list = (await html(customer, '/account/recurring-orders')).body;
    const number = numberIn(list, id);
    expect(list).toContain(`href="/account/recurring-orders?confirmDelete=${id}"`);

    const confirmation = (await html(customer, `/account/recurring-orders?confirmDelete=${id}`)).body;
    expect(confirmation).toContain(`Delete recurring order ${number}?`);
    expect(confirmation).toContain('name="intent" value="delete"');
    // Just looking at the question deletes nothing.
    expect((await html(customer, `/account/recurring-orders/${id}`)).status).toBe(200);

    const deleted = await customer.post('/account/recurring-orders?confirmDelete=' + id, { intent: 'delete', recurringOrderId: id });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/account/recurring-orders');
    const after = (await html(customer, '/account/recurring-orders')).body;
    expect(after).toContain('The recurring order has been deleted.');
    expect(after).not.toContain(`/account/recurring-orders/${id}`);
    expect((await html(customer, `/account/recurring-orders/${id}`)).status).toBe(404);
  });

  it('deletes from the page of the recurring order and goes to the list', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const id = await recurringOrderAtApi(email, password, 'P1W');
    const page = (await html(customer, `/account/recurring-orders/${id}?confirmDelete=1`)).body;
    expect(page).toMatch(/Delete recurring order \d+\?/);
    const deleted = await customer.post(`/account/recurring-orders/${id}?confirmDelete=1`, { intent: 'delete', recurringOrderId: id });
    expect(deleted.headers.get('location')).toBe('/account/recurring-orders');
    expect((await html(customer, `/account/recurring-orders/${id}`)).status).toBe(404);
  });

  it("refuses to change or delete another customer's recurring order, which stays as it was", async () => {
    const owner = await newCustomer();
    const ownerShopper = await loggedIn(owner.email, owner.password);
    const id = await recurringOrderAtApi(owner.email, owner.password, 'P1M');
    const { email, password } = await newCustomer();
    const stranger = await loggedIn(email, password);
    expect((await stranger.post('/account/recurring-orders', { intent: 'deactivate', recurringOrderId: id })).status).toBe(404);
    expect((await stranger.post('/account/recurring-orders', { intent: 'delete', recurringOrderId: id })).status).toBe(404);
    expect(rowOf((await html(ownerShopper, '/account/recurring-orders')).body, id)).toContain('Active');
  });

  it('refuses a post without an id or with an unknown intent as a bad request', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    expect((await customer.post('/account/recurring-orders', { intent: 'deactivate' })).status).toBe(400);
    expect((await customer.post('/account/recurring-orders', { intent: 'pause', recurringOrderId: 'x' })).status).toBe(400);
  });
});

describe('business customers', () => {
  it("show the account admin the company's recurring orders with their buyers in the ADMIN context, and a buyer only their own", async () => {
    const id = await recurringOrderAtApi(JLINK, DEMO_PASSWORD, 'P1M', '100402');
    const admin = await loggedIn(BBOLDNER, DEMO_PASSWORD);
    const own = (await html(admin, '/account/recurring-orders')).body;
    expect(own).toContain('href="/account/recurring-orders?context=ADMIN"');
    expect(own).not.toContain(`/account/recurring-orders/${id}`);
    const company = (await html(admin, '/account/recurring-orders?context=ADMIN')).body;
    expect(company).toContain(`href="/account/recurring-orders/${id}?context=ADMIN"`);
    expect(company).toContain('Jack Link');
    // The admin opens and deactivates the buyer's recurring order in the company's context.
    expect((await html(admin, `/account/recurring-orders/${id}?context=ADMIN`)).status).toBe(200);
    expect((await html(admin, `/account/recurring-orders/${id}`)).status).toBe(404);
    const deactivated = await admin.post(`/account/recurring-orders?context=ADMIN`, { intent: 'deactivate', recurringOrderId: id });
    expect(deactivated.headers.get('location')).toBe('/account/recurring-orders?context=ADMIN');

    const buyer = await loggedIn(JLINK, DEMO_PASSWORD);
    expect(rowOf((await html(buyer, '/account/recurring-orders')).body, id)).toContain('Inactive');
    const pmiller = await loggedIn('pmiller@test.intershop.de', DEMO_PASSWORD);
    expect((await html(pmiller, '/account/recurring-orders?context=ADMIN')).body).not.toContain(`/account/recurring-orders/${id}`);
  });
});
