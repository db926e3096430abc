// What a cost center's budget shows: spent in the current period (weekly from Monday, monthly,
// quarterly, UTC) on the cost center and per buyer, remaining = budget − spent (never below 0),
// to the cent, from spendings booked with createSpending; the orders booked on it; and a list of
// 1,000 cost centers answered a page at a time, fast, searchable by name or number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCostCenterStore } from '../../commerce-api/organization/cost-centers/cost-center-store';
import { createSpending } from '../../commerce-api/organization/spending';
import { withDatabase } from './requests-support';
import { BBOLDNER, JLINK, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import type { TestApi } from './support';

/** Wednesday, 20 May 2026: the week began on Monday the 18th, the month on the 1st, the quarter on 1 April. */
const NOW = new Date('2026-05-20T12:00:00Z');

describe('cost center budgets', () => {
  let api: TestApi;
  let token: string;
  let costCenterId: string;
  let bookings = 0;
  beforeAll(async () => {
    api = await startAccountApi(undefined, { now: () => NOW });
    token = await loginDemo(api, BBOLDNER);
    const created = await call(api, 'POST', '/customers/OilCorp/costcenters', token, {
      costCenterId: 'BUDGET-1',
      name: 'Budgeted',
      costCenterOwner: { login: JLINK },
      budget: { currency: 'EUR', value: '100.10' },
      budgetPeriod: 'monthly',
    });
    costCenterId = created.json().id;
    await call(api, 'POST', `/customers/OilCorp/costcenters/${costCenterId}/buyers`, token, { login: PMILLER, budget: { currency: 'EUR', value: '40.00' }, budgetPeriod: 'weekly' });
  });
  afterAll(() => api.close());

  const book = (login: string, amountCents: number, bookedAt: string) =>
    withDatabase(api, db => {
      const user = db.prepare('SELECT id, customer_id AS customerId FROM users WHERE login = ?').get(login) as { id: string; customerId: string };
      bookings += 1;
      createSpending(db, () => NOW).book({ orderId: `booking-${bookings}`, share: 0, customerId: user.customerId, userId: user.id, costCenterId, currency: 'EUR', amountCents, bookedAt });
    });
  const detail = async () => (await call(api, 'GET', `/customers/OilCorp/costcenters/${costCenterId}`, token)).json();

  it('counts what was booked in the current month, to the cent', async () => {
    book(PMILLER, 3333, '2026-05-01T00:00:00.000Z');
    book(PMILLER, 3334, '2026-05-19T08:00:00.000Z');
    book(JLINK, 5000, '2026-04-30T23:59:59.999Z');
    const costCenter = await detail();
    expect([costCenter.spentBudget.value, costCenter.remainingBudget.value]).toEqual([66.67, 33.43]);
  });

  it("counts a buyer's spending in the buyer's own period (the week from Monday)", async () => {
    const buyer = (await detail()).buyers.find((candidate: { login: string }) => candidate.login === PMILLER);
    expect(buyer.spentBudget).toEqual({ type: 'Money', currency: 'EUR', value: 33.34 });
  });

  it('counts the quarter, and remains at zero when the budget is overspent', async () => {
    await call(api, 'PATCH', `/customers/OilCorp/costcenters/${costCenterId}`, token, { budgetPeriod: 'quarterly' });
    const costCenter = await detail();
    expect([costCenter.spentBudget.value, costCenter.remainingBudget.value]).toEqual([116.67, 0]);
  });

  it('shows the list of the same spent and remaining budget', async () => {
    const list = (await call(api, 'GET', '/customers/OilCorp/costcenters?nameOrId=BUDGET', token)).json();
    const attributes = Object.fromEntries(list.data[0].attributes.map((attribute: { name: string; value: unknown }) => [attribute.name, attribute.value]));
    expect([attributes.spentBudget, attributes.remainingBudget]).toEqual([
      { type: 'Money', currency: 'EUR', value: 116.67 },
      { type: 'Money', currency: 'EUR', value: 0 },
    ]);
  });
});

describe('a thousand cost centers', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startAccountApi();
    token = await loginDemo(api, BBOLDNER);
    withDatabase(api, db => {
      const customerId = db.prepare("SELECT id FROM customers WHERE customer_no = 'OilCorp'").pluck().get() as string;
      const store = createCostCenterStore(db);
      db.transaction(() => {
        for (let n = 0; n < 1000; n++) {
          const number = `B${String(n).padStart(4, '0')}`;
          store.create(customerId, { costCenterId: number, name: `Branch ${number}`, ownerUserId: null, currency: 'EUR', budgetCents: 100_000, budgetPeriod: 'monthly', active: true }, []);
        }
      })();
    });
  });
  afterAll(() => api.close());

  it('answers a page of them with the paging info', async () => {
    const response = await call(api, 'GET', '/customers/OilCorp/costcenters?offset=975&limit=25', token);
    const page = response.json();
    expect(page.info).toEqual({ offset: 975, limit: 25, total: 1003, nameOrId: '' });
    expect(page.data).toHaveLength(25);
    // by number: the demo's 100400, 100402 and 100404 come first
    expect(page.data[0].title).toBe('Branch B0972');
  });

  it('finds them by a part of the name or the number', async () => {
    const byName = (await call(api, 'GET', '/customers/OilCorp/costcenters?nameOrId=branch%20b099', token)).json();
    expect([byName.info.total, byName.data.map((link: { title: string }) => link.title).slice(0, 2)]).toEqual([10, ['Branch B0990', 'Branch B0991']]);
    const byNumber = (await call(api, 'GET', '/customers/OilCorp/costcenters?nameOrId=100402', token)).json();
    expect(byNumber.data.map((link: { title: string }) => link.title)).toEqual(['Oil Corp Research']);
  });

  it('takes wildcards in the query literally', async () => {
    expect((await call(api, 'GET', '/customers/OilCorp/costcenters?nameOrId=%25', token)).json().info.total).toBe(0);
  });

  it('refuses a page size beyond 1,000 and a negative offset', async () => {
    expect((await call(api, 'GET', '/customers/OilCorp/costcenters?limit=1001', token)).statusCode).toBe(400);
    expect((await call(api, 'GET', '/customers/OilCorp/costcenters?offset=-1', token)).statusCode).toBe(400);
  });
});
