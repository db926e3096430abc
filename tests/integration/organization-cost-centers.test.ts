// Organization management's cost centers through the built storefront and the bundled API, as a
// browser without JavaScript uses them: the list, creating a cost center, its detail, its buyers,
// refusals that keep what was typed, the prior-navigation rule, and who is kept out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCostCenterStore } from '../../commerce-api/organization/cost-centers/cost-center-store';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { rawRequest, startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { DEMO_PASSWORD, loggedIn } from './customers';
import { alerts, definitions, elements, textOf } from './html';
import type { Shopper } from './shopper';

const BBOLDNER = 'bboldner@test.intershop.de';
const JLINK = 'jlink@test.intershop.de';
const PMILLER = 'pmiller@test.intershop.de';
const LIST = '/account/organization/cost-centers';
/** What a browser sends for a link followed within the shop (the prior-navigation rule). */
const FROM_THE_SHOP = { 'Sec-Fetch-Site': 'same-origin' };

let shop: BuiltStorefront;
let admin: Shopper;
let created = 0;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoAccounts(db);
  });
  admin = await loggedIn(shop, BBOLDNER, DEMO_PASSWORD);
}, 120_000);
afterAll(() => shop?.close());

async function page(customer: Shopper, path: string, headers: Record<string, string> = {}) {
  const response = await customer.get(path, headers);
  return { status: response.status, location: response.headers.get('location'), body: (await response.text()).replaceAll('<!-- -->', '') };
}

const newCostCenter = (overrides: Record<string, string> = {}) => {
  created += 1;
  return { intent: 'create', costCenterId: `IT-${created}-${Date.now()}`, name: `Integration ${created}`, owner: JLINK, budget: '1500.50', budgetPeriod: 'monthly', ...overrides };
};

/**
 * Orders on the cost center (its id) by the user, written into the API's database: pending
 * requisitions (for the counts only: no basket behind them) and orders placed now (their spending).
 */
function ordersOn(costCenterId: string, login: string, counts: { pending: number; placed: number }) {
  withDatabase(shop, (db) => {
    const user = db.prepare('SELECT id, customer_id AS customerId FROM users WHERE login = ?').get(login) as { id: string; customerId: string };
    const now = new Date().toISOString();
    const requisition = db.prepare(`INSERT INTO requisitions (id, requisition_no, customer_id, user_id, token_hash, cost_center_id,
        needs_customer_approval, creation_date, currency, total_gross_cents, total_net_cents, line_item_count, document)
      VALUES (?, (SELECT COALESCE(MAX(requisition_no), 0) + 1 FROM requisitions), ?, ?, '-', ?, 1, ?, 'EUR', 1000, 840, 1, '{}')`);
    const charged = db.prepare(`INSERT INTO requisition_cost_centers (requisition_id, cost_center_id, amount_cents, needs_approval) VALUES (?, ?, 1000, 0)`);
    const spending = db.prepare(`INSERT INTO spendings (order_id, share, customer_id, user_id, cost_center_id, currency, amount_cents, booked_at)
      VALUES (?, 0, ?, ?, ?, 'EUR', 1000, ?)`);
    for (let index = 0; index < counts.pending; index += 1) {
      const id = randomUUID();
      requisition.run(id, user.customerId, user.id, costCenterId, now);
      charged.run(id, costCenterId);
    }
    for (let index = 0; index < counts.placed; index += 1) spending.run(randomUUID(), user.customerId, user.id, costCenterId, now);
  });
}

/** Creates a cost center through the create page and answers the detail page's path. */
async function createdCostCenter(fields: Record<string, string> = {}): Promise<string> {
  const response = await admin.post(`${LIST}/create`, newCostCenter(fields));
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

describe('cost center pages', () => {
  it('lists the company\'s cost centers with budget, spent and state, and names them in the navigation', async () => {
    const { status, body } = await page(admin, LIST);
    expect(status).toBe(200);
    const text = textOf(body);
    for (const expected of ['100400', 'Oil Corp Headquarters', '100402', 'Oil Corp Research', '100404', 'Inactive']) expect(text).toContain(expected);
    expect(body).toContain(`href="${LIST}"`);
  });

  it('shows the list in German below /de, with German links', async () => {
    const { status, body } = await page(admin, `/de${LIST}`);
    expect(status).toBe(200);
    const text = textOf(body);
    expect(text).toContain('Kostenstellenverwaltung');
    expect(text).toContain('Inaktiv');
    expect(body).toMatch(new RegExp(`href="/de${LIST}/[^"/]+"[^>]*>100402<`));
  });

  it('starts the organization area with the cost centers', async () => {
    const response = await admin.get('/account/organization');
    expect([response.status, response.headers.get('location')]).toEqual([302, LIST]);
  });

  it('searches by a part of the name or the number', async () => {
    const text = textOf((await page(admin, `${LIST}?nameOrId=research`)).body);
    expect(text).toContain('Oil Corp Research');
    expect(text).not.toContain('Oil Corp Headquarters');
  });

  it('shows 25 cost centers a page, with links to the other pages that keep the search', async () => {
    withDatabase(shop, (db) => {
      const customerId = db.prepare("SELECT id FROM customers WHERE customer_no = 'OilCorp'").pluck().get() as string;
      const store = createCostCenterStore(db);
      for (let n = 1; n <= 30; n++) {
        const number = `PAGED-${String(n).padStart(2, '0')}`;
        store.create(customerId, { costCenterId: number, name: `Paged ${n}`, ownerUserId: null, currency: 'EUR', budgetCents: 1000, budgetPeriod: 'monthly', active: true }, []);
      }
    });
    const first = await page(admin, `${LIST}?nameOrId=PAGED`);
    expect(first.body.match(/>PAGED-\d\d</g)).toHaveLength(25);
    expect(textOf(first.body)).toContain('Page 1 of 2');
    expect(first.body).toContain(`href="${LIST}?nameOrId=PAGED&amp;page=2"`);
    const second = await page(admin, `${LIST}?nameOrId=PAGED&page=2`);
    expect(second.body.match(/>PAGED-\d\d</g)).toEqual(['>PAGED-26<', '>PAGED-27<', '>PAGED-28<', '>PAGED-29<', '>PAGED-30<']);
  });

  it('opens the create page only from within the shop', async () => {
    expect((await page(admin, `${LIST}/create`)).location).toBe(LIST);
    const { status, body } = await page(admin, `${LIST}/create`, FROM_THE_SHOP);
    expect(status).toBe(200);
    expect(body).toContain('name="costCenterId"');
  });

  it('creates a cost center and shows it with its budget on its page', async () => {
    const detail = await createdCostCenter({ name: 'Marketing Europe', budget: '1500,50' });
    expect(detail).toMatch(new RegExp(`^${LIST}/[^/]+$`));
    const text = textOf((await page(admin, detail)).body);
    expect(text).toContain('Cost center Marketing Europe');
    expect(text).toContain('1,500.50');
    expect(text).toContain('Jack Link');
    expect(text).toContain('The cost center Marketing Europe has been created.');
  });

  it('refuses a number that exists, next to the field, keeping what was typed', async () => {
    const response = await admin.post(`${LIST}/create`, newCostCenter({ costCenterId: '100400', name: 'Kept name' }));
    const body = (await response.text()).replaceAll('<!-- -->', '');
    expect(response.status).toBe(409);
    expect(textOf(body)).toContain('A cost center with this number exists already.');
    expect(body).toContain('value="Kept name"');
  });

  it('refuses a budget the API does not take, next to the field, without a format rule of its own', async () => {
    const response = await admin.post(`${LIST}/create`, newCostCenter({ budget: '12.345', name: 'Odd budget' }));
    const body = await response.text();
    expect(response.status).toBe(422);
    expect(textOf(body)).toContain('Enter an amount of at least 0 with at most two decimals.');
    expect(body).toContain('value="12.345"');
  });

  it('refuses a budget with three decimals that end in zeros (a German "2.000"), never saving it as 2.00', async () => {
    const response = await admin.post(`/de${LIST}/create`, newCostCenter({ budget: '2.000', name: 'Thousand' }));
    const body = await response.text();
    expect(response.status).toBe(422);
    expect(textOf(body)).toContain('Geben Sie einen Betrag ab 0 mit höchstens zwei Nachkommastellen ein.');
    expect(body).toContain('value="2.000"');
  });

  it('fills the budgets in on the German edit and buyers pages with a decimal comma', async () => {
    const detail = await createdCostCenter({ budget: '1500,50' });
    expect((await page(admin, `/de${detail}/edit`, FROM_THE_SHOP)).body).toMatch(/name="budget" value="1500,50"/);
    expect((await admin.post(`${detail}/buyers`, { intent: 'add', login: PMILLER, budget: '250', budgetPeriod: 'weekly' })).status).toBe(303);
    expect((await page(admin, `/de${detail}/buyers`, FROM_THE_SHOP)).body).toMatch(/name="budget" value="250,00"/);
  });

  it('refuses a name longer than the API takes, next to the field', async () => {
    const response = await admin.post(`${LIST}/create`, newCostCenter({ name: 'x'.repeat(300) }));
    expect(response.status).toBe(422);
    expect(textOf(await response.text())).toContain('This value was not accepted (at most 256 characters).');
  });

  it('asks for what is required', async () => {
    const response = await admin.post(`${LIST}/create`, newCostCenter({ name: '' }));
    expect(response.status).toBe(422);
    expect(textOf(await response.text())).toContain('This field is required.');
  });

  it('adds a buyer with a budget, changes the budget and removes the buyer', async () => {
    const detail = await createdCostCenter();
    const buyers = `${detail}/buyers`;
    const form = await page(admin, buyers, FROM_THE_SHOP);
    expect(form.body).toContain(`value="${PMILLER}"`);
    expect((await admin.post(buyers, { intent: 'add', login: PMILLER, budget: '200', budgetPeriod: 'weekly' })).status).toBe(303);
    let text = textOf((await page(admin, detail)).body);
    expect(text).toContain('Patricia Miller');
    expect(text).toContain('€200.00 (weekly)');
    expect((await admin.post(buyers, { intent: 'budget', login: PMILLER, budget: '350.25', budgetPeriod: 'monthly' })).status).toBe(303);
    expect(textOf((await page(admin, detail)).body)).toContain('€350.25 (monthly)');
    expect((await admin.post(buyers, { intent: 'remove', login: PMILLER })).status).toBe(303);
    text = textOf((await page(admin, detail)).body);
    expect(text).toContain('This cost center has no buyers yet.');
  });

  it('refuses a buyer twice, keeping the typed budget', async () => {
    const detail = await createdCostCenter();
    await admin.post(`${detail}/buyers`, { intent: 'add', login: PMILLER, budget: '10', budgetPeriod: 'weekly' });
    const again = await admin.post(`${detail}/buyers`, { intent: 'add', login: PMILLER, budget: '77.70', budgetPeriod: 'weekly' });
    const body = await again.text();
    expect(again.status).toBe(409);
    expect(alerts(body).join(' ') + textOf(body)).toContain('This user is a buyer of the cost center already.');
    expect(body).toContain('value="77.70"');
  });

  it("shows the cost center's pending and approved orders, each buyer's, in the list and on the delete confirmation", async () => {
    const detail = await createdCostCenter({ name: 'Counted orders' });
    await admin.post(`${detail}/buyers`, { intent: 'add', login: PMILLER, budget: '200', budgetPeriod: 'weekly' });
    ordersOn(decodeURIComponent(detail.split('/').pop()!), PMILLER, { pending: 1, placed: 2 });
    const body = (await page(admin, detail)).body;
    const facts = definitions(body);
    expect([facts.get('Pending orders'), facts.get('Approved orders')]).toEqual(['1', '2']);
    const buyerRow = elements(body, 'tr').find((row) => textOf(row).startsWith('Patricia Miller'))!;
    expect(elements(buyerRow, 'td').slice(-2).map(textOf)).toEqual(['1', '2']);
    const listRow = elements((await page(admin, `${LIST}?nameOrId=Counted+orders`)).body, 'tr').find((row) => textOf(row).includes('Counted orders'))!;
    expect(elements(listRow, 'td').slice(-3, -1).map(textOf)).toEqual(['1', '2']);
    expect(textOf((await page(admin, `${detail}?confirmDelete=1`)).body)).toContain(
      '1 order on this cost center is waiting for approval. 2 orders have been placed on it in the current budget period.',
    );
    expect(textOf((await page(admin, `/de${detail}?confirmDelete=1`)).body)).toContain(
      'Auf dieser Kostenstelle wartet 1 Bestellung auf Genehmigung. In der aktuellen Budgetperiode wurden 2 Bestellungen darauf aufgegeben.',
    );
  });

  it('deactivates and activates a cost center', async () => {
    const detail = await createdCostCenter();
    expect((await admin.post(detail, { intent: 'deactivate' })).status).toBe(303);
    expect(textOf((await page(admin, detail)).body)).toContain('Activate');
    expect((await admin.post(detail, { intent: 'activate' })).status).toBe(303);
    expect(textOf((await page(admin, detail)).body)).toContain('Deactivate');
  });

  it('deletes a cost center after the confirmation page, without JavaScript', async () => {
    const detail = await createdCostCenter({ name: 'To be deleted' });
    const confirm = await page(admin, `${detail}?confirmDelete=1`);
    expect(textOf(confirm.body)).toContain('Delete the cost center To be deleted?');
    const deleted = await admin.post(detail, { intent: 'delete' });
    expect([deleted.status, deleted.headers.get('location')]).toEqual([303, LIST]);
    expect(textOf((await page(admin, LIST)).body)).toContain('The cost center To be deleted has been deleted.');
    expect((await page(admin, detail)).status).toBe(404);
  });
});

describe('who may do what', () => {
  it('sends a buyer without the permission to the missing-permission error', async () => {
    const buyer = await loggedIn(shop, PMILLER, DEMO_PASSWORD);
    const { location } = await page(buyer, LIST);
    expect(location).toBe('/error?error=missing-permission&permission=APP_B2B_VIEW_COSTCENTER');
    expect((await page(buyer, '/account')).body).not.toContain(`href="${LIST}"`);
  });

  it('lets a cost center owner edit their own cost center but not create one, nor see those of others', async () => {
    const owner = await loggedIn(shop, JLINK, DEMO_PASSWORD);
    const list = await page(owner, LIST);
    expect(textOf(list.body)).not.toContain('Add a cost center');
    expect(list.body).not.toMatch(/>100400</);
    const id = /href="\/account\/organization\/cost-centers\/([^"/?]+)"[^>]*>100402</.exec(list.body)?.[1];
    expect(id).toBeTruthy();
    const edit = await page(owner, `${LIST}/${id}/edit`, FROM_THE_SHOP);
    expect(edit.status).toBe(200);
    const saved = await owner.post(`${LIST}/${id}/edit`, { intent: 'save', costCenterId: '100402', name: 'Oil Corp Research', budget: '20000.00', budgetPeriod: 'quarterly' });
    expect(saved.status).toBe(303);
    expect((await page(owner, `${LIST}/create`, FROM_THE_SHOP)).location).toBe('/error?error=missing-permission&permission=APP_B2B_ACCOUNT_OWNER');
  });

  it('answers hostile cost center ids as not found', async () => {
    for (const id of ['%2e%2E%2Fbuyers', '__proto__', '%00', '%25', 'a'.repeat(300)]) {
      for (const suffix of ['', '/edit', '/buyers']) {
        const response = await rawRequest(shop.origin, `${LIST}/${id}${suffix}`, { headers: { cookie: admin.cookie, 'Sec-Fetch-Site': 'same-origin' } });
        expect([id, suffix, response.status]).toEqual([id, suffix, 404]);
      }
    }
  });

  it('resolves dot segments as paths, never as cost center ids', async () => {
    const get = (path: string) => rawRequest(shop.origin, path, { headers: { cookie: admin.cookie } });
    expect((await get(`${LIST}/%2E%2E`)).headers.location).toBe(LIST);
    expect(textOf((await get(`${LIST}/%2E`)).body)).toContain('Oil Corp Research');
    expect((await get(`${LIST}/%2E%2E/edit`)).status).toBe(404);
  });

  it("answers a cost center the user may not see as not found", async () => {
    const owner = await loggedIn(shop, JLINK, DEMO_PASSWORD);
    const adminList = (await page(admin, LIST)).body;
    const headquarters = /href="\/account\/organization\/cost-centers\/([^"/?]+)"[^>]*>100400</.exec(adminList)?.[1];
    expect(headquarters).toBeTruthy();
    expect((await page(owner, `${LIST}/${headquarters}`)).status).toBe(404);
    expect((await owner.post(`${LIST}/${headquarters}`, { intent: 'deactivate' })).status).toBe(404);
  });
});
