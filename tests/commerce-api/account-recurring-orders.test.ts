// Recurring orders below the customer resources: lists per role (the account admin sees the
// company's, other users their own), one recurring order, activating and deleting, and that
// another user's or customer's recurring order is unknown on every path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PATRICIA, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import type { TestApi } from './support';

const RECURRING_MEDIA_TYPE = { accept: 'application/vnd.intershop.recurringorder.v2+json' };
const START = '2030-01-31';

describe("customers' recurring orders", () => {
  let api: TestApi;
  let clock = new Date(`${START}T09:00:00Z`);
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const login = async () => {
    for (const user of [PATRICIA, JLINK, BBOLDNER, PMILLER]) tokens[user] = await loginDemo(api, user);
  };
  /** The cost center each business buyer orders on (Oil Corp's buyers must name one). */
  const costCenters: Record<string, { costCenter: string }> = { [JLINK]: { costCenter: '100402' }, [PMILLER]: { costCenter: '100400' } };
  /** A monthly recurring order of the user from the start day: a basket with its preferred addresses (and cost center), ordered. */
  const recurringOrderOf = async (user: string, startDate = START) => {
    const token = tokens[user];
    const basketId = (await call(api, 'POST', '/baskets', token)).json().data.id;
    await call(api, 'POST', `/baskets/${basketId}/items`, token, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const recurrence = { interval: 'P1M', startDate };
    await call(api, 'PATCH', `/baskets/${basketId}`, token, { commonShippingMethod: 'STD_GROUND', recurrence, ...costCenters[user] });
    await call(api, 'PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument: 'ISH_INVOICE' });
    const submitted = await call(api, 'POST', '/orders', token, { basket: basketId, termsAndConditionsAccepted: true });
    if (submitted.statusCode !== 201) throw new Error(`POST orders answered ${submitted.statusCode}: ${submitted.body}`);
    return submitted.json().data.recurringOrderID as string;
  };
  const idsOf = async (user: string, path: string) => {
    const response = await call(api, 'GET', path, tokens[user], undefined, RECURRING_MEDIA_TYPE);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((order: { id: string }) => order.id).sort();
  };

  beforeAll(async () => {
    api = await startAccountApi(undefined, { now: () => clock });
    await login();
    for (const user of [PATRICIA, JLINK, PMILLER]) ids[user] = await recurringOrderOf(user);
    // the start day's order is placed; a day later everyone logs in again
    api.app.recurringOrderScheduler.runDue();
    clock = new Date('2030-02-01T09:00:00Z');
    await login();
  });
  afterAll(() => api.close());

  describe('lists', () => {
    it("gives a private customer their recurring orders with schedule, buyer and totals", async () => {
      const response = await call(api, 'GET', '/privatecustomers/-/recurringorders', tokens[PATRICIA], undefined, RECURRING_MEDIA_TYPE);
      expect(response.headers['content-type']).toContain('application/vnd.intershop.recurringorder.v2+json');
      const [order] = response.json().data;
      expect(response.json().data).toHaveLength(1);
      expect(order).toMatchObject({
        id: ids[PATRICIA],
        number: expect.stringMatching(/^5\d{7}$/),
        active: true,
        expired: false,
        interval: 'P1M',
        startDate: START,
        lastOrderDate: START,
        nextOrderDate: '2030-02-28',
        orderCount: 1,
        itemCount: 1,
        buyer: { accountID: PATRICIA, customerNo: 'Patricia', email: PATRICIA, firstName: 'Patricia', lastName: 'Miller' },
        totalGross: { currency: 'EUR', amount: expect.any(Number) },
        totalNet: { currency: 'EUR', amount: expect.any(Number) },
      });
      expect(order.lastPlacedOrders).toEqual([{ id: expect.any(String), documentNumber: expect.stringMatching(/^1\d{7}$/), scheduledDate: START, creationDate: expect.any(String) }]);
    });

    it("gives the account admin the company's recurring orders", async () => {
      expect(await idsOf(BBOLDNER, '/customers/-/recurringorders')).toEqual([ids[JLINK], ids[PMILLER]].sort());
      expect(await idsOf(BBOLDNER, '/customers/OilCorp/recurringorders')).toEqual([ids[JLINK], ids[PMILLER]].sort());
    });

    it('gives other business users their own recurring orders only', async () => {
      expect(await idsOf(JLINK, '/customers/-/recurringorders')).toEqual([ids[JLINK]]);
      expect(await idsOf(PMILLER, '/customers/-/users/-/recurringorders')).toEqual([ids[PMILLER]]);
      expect(await idsOf(PMILLER, `/customers/OilCorp/users/${encodeURIComponent(PMILLER)}/recurringorders`)).toEqual([ids[PMILLER]]);
    });

    it("lets the account admin read a user's list, and nobody else", async () => {
      expect(await idsOf(BBOLDNER, `/customers/-/users/${PMILLER}/recurringorders`)).toEqual([ids[PMILLER]]);
      const response = await call(api, 'GET', `/customers/-/users/${PMILLER}/recurringorders`, tokens[JLINK]);
      expect([response.statusCode, response.json().errors[0].code]).toEqual([404, 'customer.user.not_found.error']);
    });
  });

  describe('one recurring order', () => {
    it('reads with its lines, addresses, shipping and payment', async () => {
      const response = await call(api, 'GET', `/customers/-/users/-/recurringorders/${ids[JLINK]}`, tokens[JLINK], undefined, RECURRING_MEDIA_TYPE);
      const { data } = response.json();
      expect(data).toMatchObject({ id: ids[JLINK], buyer: { accountID: JLINK, companyName: 'Oil Corp Ltd.', customerNo: 'OilCorp' }, error: false });
      expect(data.lineItems.map((line: { product: string }) => line.product)).toEqual(['CAM-100']);
      const invoiceTo = data.addresses.find((address: { urn: string }) => address.urn === data.invoiceToAddress);
      const shipTo = data.addresses.find((address: { urn: string }) => address.urn === data.shippingBuckets[0].shipToAddress);
      expect([invoiceTo.addressLine1, shipTo.city]).toEqual(['Intershop Tower', 'Hamburg']);
      expect(data.shippingMethods).toEqual([expect.objectContaining({ id: data.shippingBuckets[0].shippingMethod })]);
      expect(data.payments).toEqual([expect.objectContaining({ paymentMethod: 'ISH_INVOICE' })]);
      expect(data.paymentMethods).toEqual([expect.objectContaining({ id: 'ISH_INVOICE', displayName: 'Invoice' })]);
    });

    it('deactivates and activates again', async () => {
      const path = `/privatecustomers/-/recurringorders/${ids[PATRICIA]}`;
      const off = await call(api, 'PATCH', path, tokens[PATRICIA], { active: false });
      expect([off.statusCode, off.json().data.active]).toEqual([200, false]);
      expect((await call(api, 'GET', path, tokens[PATRICIA])).json().data.active).toBe(false);
      const on = await call(api, 'PATCH', path, tokens[PATRICIA], { active: true });
      expect(on.json().data).toMatchObject({ active: true, nextOrderDate: '2030-02-28' });
    });

    it("lets the account admin deactivate a buyer's recurring order", async () => {
      const response = await call(api, 'PATCH', `/customers/-/recurringorders/${ids[PMILLER]}`, tokens[BBOLDNER], { active: false });
      expect(response.json().data.active).toBe(false);
      await call(api, 'PATCH', `/customers/-/recurringorders/${ids[PMILLER]}`, tokens[BBOLDNER], { active: true });
    });

    it('deletes it; the orders it placed stay', async () => {
      const id = await recurringOrderOf(PATRICIA, '2030-03-15');
      const path = `/customers/Patricia/recurringorders/${id}`;
      expect((await call(api, 'DELETE', path, tokens[PATRICIA])).statusCode).toBe(204);
      expect((await call(api, 'GET', path, tokens[PATRICIA])).statusCode).toBe(404);
      expect(await idsOf(PATRICIA, '/privatecustomers/-/recurringorders')).toEqual([ids[PATRICIA]]);
    });

    it('refuses a malformed change with 400', async () => {
      const path = `/privatecustomers/-/recurringorders/${ids[PATRICIA]}`;
      for (const body of [{ active: 'yes' }, {}, { active: [] }]) {
        expect((await call(api, 'PATCH', path, tokens[PATRICIA], body)).statusCode).toBe(400);
      }
    });
  });

  describe("another user's or customer's recurring order", () => {
    it('is unknown on every path', async () => {
      const cases: [string, string][] = [
        [JLINK, `/customers/-/recurringorders/${ids[PMILLER]}`],
        [JLINK, `/customers/-/users/-/recurringorders/${ids[PMILLER]}`],
        [JLINK, `/customers/-/users/${JLINK}/recurringorders/${ids[PMILLER]}`],
        [PMILLER, `/customers/-/users/-/recurringorders/${ids[JLINK]}`],
        [PATRICIA, `/privatecustomers/-/recurringorders/${ids[JLINK]}`],
        [PATRICIA, `/customers/-/recurringorders/${ids[PMILLER]}`],
        [BBOLDNER, `/customers/-/recurringorders/${ids[PATRICIA]}`],
        [BBOLDNER, `/customers/-/users/-/recurringorders/${ids[JLINK]}`],
      ];
      for (const [user, path] of cases) {
        for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
          const response = await call(api, method, path, tokens[user], method === 'PATCH' ? { active: false } : undefined);
          expect([user, method, path, response.statusCode, response.json().errors[0].code]).toEqual([user, method, path, 404, 'recurring_order.not_found.error']);
        }
      }
      expect(await idsOf(BBOLDNER, '/customers/-/recurringorders')).toEqual([ids[JLINK], ids[PMILLER]].sort());
    });

    it("answers another customer's number as unknown", async () => {
      for (const path of [
        '/customers/OilCorp/recurringorders',
        `/customers/OilCorp/recurringorders/${ids[JLINK]}`,
        `/customers/OilCorp/users/${JLINK}/recurringorders`,
        '/privatecustomers/OilCorp/recurringorders',
      ]) {
        const response = await call(api, 'GET', path, tokens[PATRICIA]);
        expect([path, response.statusCode, response.json().errors[0].code]).toEqual([path, 404, 'customer.not_found.error']);
      }
      const business = await call(api, 'GET', '/customers/Patricia/recurringorders', tokens[JLINK]);
      expect(business.statusCode).toBe(404);
    });

    it('needs a logged-in user', async () => {
      expect((await call(api, 'GET', '/customers/-/recurringorders', undefined)).statusCode).toBe(401);
      expect((await call(api, 'GET', '/privatecustomers/-/recurringorders', 'no-such-token')).statusCode).toBe(401);
    });
  });

  it('keeps recurringorders/{id} working for the logged-in owner', async () => {
    const response = await call(api, 'GET', `/recurringorders/${ids[PATRICIA]}`, tokens[PATRICIA]);
    expect([response.statusCode, response.json().data.id]).toEqual([200, ids[PATRICIA]]);
    expect((await call(api, 'GET', `/recurringorders/${ids[PATRICIA]}`, tokens[JLINK])).statusCode).toBe(404);
  });
});
