// Reading cost centers: who sees which of Oil Corp's cost centers, with and without the permission
// APP_B2B_VIEW_COSTCENTER, the list of a page with its paging, and that another customer's are unknown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PATRICIA, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import type { TestApi } from './support';

describe('cost centers', () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startAccountApi();
    for (const login of [PATRICIA, JLINK, BBOLDNER, PMILLER]) tokens[login] = await loginDemo(api, login);
  });
  afterAll(() => api.close());

  const numbersSeenBy = async (login: string) =>
    (await call(api, 'GET', '/costcenters', tokens[login])).json().data.map((costCenter: { costCenterId: string }) => costCenter.costCenterId);

  it('gives a cost center owner the cost centers they own or buy for', async () => {
    const response = await call(api, 'GET', '/costcenters', tokens[JLINK], undefined, { accept: 'application/vnd.intershop.costcenter.v2+json' });
    expect(response.headers['content-type']).toContain('application/vnd.intershop.costcenter.v2+json');
    expect(response.json().data.map((costCenter: { costCenterId: string }) => costCenter.costCenterId)).toEqual(['100402', '100404']);
    expect(response.json().data.slice(0, 1)).toEqual([
      {
        id: expect.any(String),
        costCenterId: '100402',
        name: 'Oil Corp Research',
        active: true,
        costCenterOwner: { login: JLINK, firstName: 'Jack', lastName: 'Link', email: JLINK },
        budget: { type: 'Money', currency: 'EUR', value: 20000 },
        budgetPeriod: 'quarterly',
        spentBudget: { type: 'Money', currency: 'EUR', value: 0 },
        remainingBudget: { type: 'Money', currency: 'EUR', value: 20000 },
        pendingOrders: 0,
        approvedOrders: 0,
        buyers: expect.arrayContaining([
          { login: JLINK, firstName: 'Jack', lastName: 'Link', email: JLINK, budget: { type: 'Money', currency: 'EUR', value: 5000 }, budgetPeriod: 'monthly', spentBudget: { type: 'Money', currency: 'EUR', value: 0 }, pendingOrders: 0, approvedOrders: 0 },
          { login: PMILLER, firstName: 'Patricia', lastName: 'Miller', email: PMILLER, budget: { type: 'Money', currency: 'EUR', value: 1500 }, budgetPeriod: 'monthly', spentBudget: { type: 'Money', currency: 'EUR', value: 0 }, pendingOrders: 0, approvedOrders: 0 },
        ]),
      },
    ]);
  });

  it('gives the account admin all cost centers of the company', async () => {
    expect(await numbersSeenBy(BBOLDNER)).toEqual(['100400', '100402', '100404']);
  });

  it('answers nothing to users without the permission', async () => {
    expect(await numbersSeenBy(PMILLER)).toEqual([]);
    expect(await numbersSeenBy(PATRICIA)).toEqual([]);
  });

  it('reads one cost center by number or id', async () => {
    const [listed] = (await call(api, 'GET', '/costcenters', tokens[JLINK])).json().data;
    const byNumber = await call(api, 'GET', '/customers/OilCorp/costcenters/100402', tokens[JLINK]);
    const byId = await call(api, 'GET', `/customers/-/costcenters/${listed.id}`, tokens[JLINK]);
    expect([byNumber.statusCode, byNumber.json()]).toEqual([200, { ...listed, orders: [] }]);
    expect(byId.json()).toEqual({ ...listed, orders: [] });
  });

  it('refuses one cost center to users without the permission', async () => {
    const response = await call(api, 'GET', '/customers/-/costcenters/100400', tokens[PMILLER]);
    expect([response.statusCode, response.json().errors[0].code]).toEqual([403, 'costcenter.permission.missing.error']);
  });

  it('answers a cost center the user neither owns nor buys for as unknown', async () => {
    const response = await call(api, 'GET', '/customers/-/costcenters/100400', tokens[JLINK]);
    expect([response.statusCode, response.json().errors[0].code]).toEqual([404, 'costcenter.not_found.error']);
  });

  it('lists the active cost centers a user may order on, with their roles there', async () => {
    const own = await call(api, 'GET', '/customers/-/users/-/costcenters', tokens[PMILLER]);
    expect(own.json()).toEqual({
      type: 'ResourceCollection',
      name: 'costcenters',
      total: 2,
      elements: [
        { type: 'UserCostCenter', id: '100400', name: 'Oil Corp Headquarters', roles: ['Buyer'] },
        { type: 'UserCostCenter', id: '100402', name: 'Oil Corp Research', roles: ['Buyer'] },
      ],
    });
    const jlink = await call(api, 'GET', `/customers/OilCorp/users/${JLINK}/costcenters`, tokens[JLINK]);
    expect(jlink.json().elements).toEqual([{ type: 'UserCostCenter', id: '100402', name: 'Oil Corp Research', roles: ['Owner', 'Buyer'] }]);
  });

  it("lets the account admin read a user's cost centers, and nobody else", async () => {
    expect((await call(api, 'GET', `/customers/-/users/${PMILLER}/costcenters`, tokens[BBOLDNER])).json().total).toBe(2);
    expect((await call(api, 'GET', `/customers/-/users/${PMILLER}/costcenters`, tokens[JLINK])).statusCode).toBe(404);
  });

  it("answers another customer's cost centers as unknown", async () => {
    for (const path of ['/customers/OilCorp/costcenters/100402', `/customers/OilCorp/users/${JLINK}/costcenters`, '/customers/-/costcenters/100402']) {
      const response = await call(api, 'GET', path, tokens[PATRICIA]);
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
  });

  it('needs a logged-in user', async () => {
    expect((await call(api, 'GET', '/costcenters', undefined)).statusCode).toBe(401);
    expect((await call(api, 'GET', '/customers/-/costcenters/100402', 'not-a-token')).statusCode).toBe(401);
  });
});
