// The company's order history through the built storefront and the bundled API, as a browser without
// JavaScript uses it: Oil Corp's account admin and an order manager (APP_B2B_MANAGE_ORDERS) switch
// to all of the company's orders, see each order's buyer, filter by buyer, open and export a
// colleague's order; a buyer sees no switch, and asking for the company's orders by the URL shows
// their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { apiToken, DEMO_PASSWORD, loggedIn, restApi } from './customers';
import { elements, labelled, links, textOf } from './html';
import { createOilCorpOrderManager } from '../commerce-api/organization-users-support';

const ADMIN = 'bboldner@test.intershop.de';
const JLINK = 'jlink@test.intershop.de';
const PMILLER = 'pmiller@test.intershop.de';
const ORDER_MANAGER = 'omanager@test.intershop.de';
const SWITCH = 'Whose orders';

let shop: BuiltStorefront;
/** Each buyer's order: its id and document number. */
const orders: Record<string, { id: string; documentNumber: string }> = {};

/** An order of the user placed at the API: one product on the cost center, to the preferred addresses, by invoice. */
async function placeOrder(login: string, costCenter: string) {
  const token = await apiToken(shop, login, DEMO_PASSWORD);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${restApi(shop)}${path}`, {
      method,
      headers: { 'authentication-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return (await response.json()) as { data: Record<string, any> };
  };
  const basketId = (await call('POST', '/baskets')).data.id;
  await call('POST', `/baskets/${basketId}/items`, [{ product: '201807171', quantity: { value: 1 } }]);
  await call('PATCH', `/baskets/${basketId}`, { commonShippingMethod: 'STD_GROUND' });
  await call('POST', `/baskets/${basketId}/attributes`, { name: 'Order_CostCenter_ID', type: 'String', value: costCenter });
  await call('PUT', `/baskets/${basketId}/payments/open-tender`, { paymentInstrument: 'ISH_INVOICE' });
  const { data } = await call('POST', '/orders', { basket: basketId, termsAndConditionsAccepted: true });
  return { id: data.id as string, documentNumber: String(data.documentNumber) };
}

beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoAccounts(db);
    createOilCorpOrderManager(db, ORDER_MANAGER, DEMO_PASSWORD);
  });
  orders[JLINK] = await placeOrder(JLINK, '100402');
  orders[PMILLER] = await placeOrder(PMILLER, '100400');
}, 120_000);
afterAll(() => shop?.close());

/** The order table's rows as the texts of their cells. */
const rowsOf = (html: string) => elements(elements(html, 'tbody')[0] ?? '', 'tr').map((row) => elements(row, 'td').map(textOf));

describe("the company's order history", () => {
  for (const manager of [ADMIN, ORDER_MANAGER]) {
    it(`lets ${manager} switch to all of the company's orders, each with its buyer`, async () => {
      const customer = await loggedIn(shop, manager, DEMO_PASSWORD);
      const own = await customer.text('/account/orders');
      const tabs = labelled(own, SWITCH);
      expect(links(tabs ?? '').map((link) => [link.name, link.href])).toEqual([
        ['My orders', '/account/orders'],
        ['All orders of the company', '/account/orders?view=allBuyers'],
      ]);
      expect(own).not.toContain(orders[JLINK].documentNumber);

      const company = await customer.text('/account/orders?view=allBuyers');
      const rows = rowsOf(company);
      expect(rows.map((cells) => [cells[1], cells[2]])).toEqual([
        [orders[PMILLER].documentNumber, 'Patricia Miller'],
        [orders[JLINK].documentNumber, 'Jack Link'],
      ]);
      const buyerFilter = elements(company, 'select').find((select) => select.includes('name="buyer"')) ?? '';
      expect(elements(buyerFilter, 'option').map(textOf)).toEqual(['All buyers', 'Jack Link', 'Patricia Miller']);
    });
  }

  it("filters the company's orders by buyer, keeping the choice on the pages' form", async () => {
    const admin = await loggedIn(shop, ADMIN, DEMO_PASSWORD);
    const filtered = await admin.text(`/account/orders?view=allBuyers&buyer=${encodeURIComponent(JLINK)}`);
    expect(rowsOf(filtered).map((cells) => cells[2])).toEqual(['Jack Link']);
    expect(filtered).toMatch(new RegExp(`<option value="${JLINK}" selected="">Jack Link</option>`));
  });

  it("opens a colleague's order and exports the company's orders as CSV", async () => {
    const admin = await loggedIn(shop, ADMIN, DEMO_PASSWORD);
    const detail = await admin.get(`/account/orders/${orders[JLINK].id}`);
    expect(detail.status).toBe(200);
    expect(textOf(await detail.text())).toContain('Buyer Jack Link');
    const csv = await admin.get(`/account/orders/csv?orderId=${orders[JLINK].id}&orderId=${orders[PMILLER].id}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([orders[JLINK].documentNumber, orders[PMILLER].documentNumber].sort());
  });

  it('shows a buyer no switch and their own orders, whatever the URL asks for', async () => {
    const buyer = await loggedIn(shop, JLINK, DEMO_PASSWORD);
    for (const path of ['/account/orders', `/account/orders?view=allBuyers&buyer=${encodeURIComponent(PMILLER)}`]) {
      const page = await buyer.text(path);
      expect(labelled(page, SWITCH)).toBeUndefined();
      expect(rowsOf(page).map((cells) => cells[1])).toEqual([orders[JLINK].documentNumber]);
      expect(page).not.toContain('Patricia Miller');
    }
    expect((await buyer.get(`/account/orders/${orders[PMILLER].id}`)).status).toBe(404);
    expect((await buyer.get(`/account/orders/csv?orderId=${orders[PMILLER].id}`)).status).not.toBe(200);
  });
});
