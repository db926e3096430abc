// Managing cost centers (costcenter.v2): the account admin creates, changes, (de)activates and
// deletes them and assigns buyers with budgets; a cost center owner changes only their own; refused
// requests (bad input, duplicates, another company's ids, missing permissions) change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PATRICIA, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { loginAs, registerBusinessCustomer } from './customer-support';
import type { TestApi } from './support';

const EUR = (value: number | string) => ({ currency: 'EUR', value });

describe('cost center management', () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  let created = 0;
  beforeAll(async () => {
    api = await startAccountApi();
    for (const login of [PATRICIA, JLINK, BBOLDNER, PMILLER]) tokens[login] = await loginDemo(api, login);
  });
  afterAll(() => api.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => call(api, method, path, tokens[BBOLDNER], body);
  const newCostCenter = (overrides: Record<string, unknown> = {}) => {
    created += 1;
    return { costCenterId: `CC-${created}`, name: `Cost center ${created}`, costCenterOwner: { login: JLINK }, budget: EUR(1000), budgetPeriod: 'monthly', ...overrides };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin('POST', '/customers/OilCorp/costcenters', newCostCenter(overrides));
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; costCenterId: string };
  };
  const total = async () => (await admin('GET', '/customers/OilCorp/costcenters?limit=1')).json().info.total as number;

  it('creates a cost center that the list and the detail then show', async () => {
    const response = await admin('POST', '/customers/OilCorp/costcenters', newCostCenter({ costCenterId: 'MKT-1', name: 'Marketing', budget: EUR('1234.56') }));
    expect(response.statusCode).toBe(201);
    expect(response.headers.location).toContain(`/customers/OilCorp/costcenters/${response.json().id}`);
    const detail = (await admin('GET', '/customers/OilCorp/costcenters/MKT-1')).json();
    expect(detail).toMatchObject({
      costCenterId: 'MKT-1',
      name: 'Marketing',
      active: true,
      costCenterOwner: { login: JLINK, firstName: 'Jack', lastName: 'Link' },
      budget: { type: 'Money', currency: 'EUR', value: 1234.56 },
      budgetPeriod: 'monthly',
      spentBudget: { currency: 'EUR', value: 0 },
      remainingBudget: { currency: 'EUR', value: 1234.56 },
      buyers: [],
      orders: [],
    });
    const list = (await admin('GET', '/customers/OilCorp/costcenters?nameOrId=marketing')).json();
    expect(list.data).toEqual([
      expect.objectContaining({ type: 'Link', itemId: detail.id, title: 'Marketing', attributes: expect.arrayContaining([{ name: 'costCenterId', type: 'String', value: 'MKT-1' }]) }),
    ]);
  });

  it('refuses a duplicate number with 409, in any letter case, and keeps the first', async () => {
    const first = await create({ costCenterId: 'DUP-1', name: 'First' });
    const response = await admin('POST', '/customers/OilCorp/costcenters', newCostCenter({ costCenterId: 'dup-1', name: 'Second' }));
    expect([response.statusCode, response.json().errors[0].code]).toEqual([409, 'costcenter.id.already_exists.error']);
    expect((await admin('GET', `/customers/OilCorp/costcenters/${first.id}`)).json().name).toBe('First');
  });

  it.each([
    ['a negative budget', { budget: EUR(-1) }, 'budget'],
    ['a budget with three decimals', { budget: EUR('10.005') }, 'budget'],
    ['a budget in an unknown currency', { budget: { currency: 'XXX', value: 10 } }, 'budget'],
    ['a budget that is no money', { budget: 'a lot' }, 'budget'],
    ['a yearly period', { budgetPeriod: 'yearly' }, 'budgetPeriod'],
    ['a name of 100,000 characters', { name: 'x'.repeat(100_000) }, 'name'],
    ['an empty number', { costCenterId: '  ' }, 'costCenterId'],
    ['an unknown owner', { costCenterOwner: { login: 'nobody@test.intershop.de' } }, 'costCenterOwner'],
    ['an owner without an owner role', { costCenterOwner: { login: PMILLER } }, 'costCenterOwner'],
  ])('refuses %s with 400 naming the attribute, creating nothing', async (_, overrides, attribute) => {
    const before = await total();
    const response = await admin('POST', '/customers/OilCorp/costcenters', newCostCenter(overrides));
    expect([response.statusCode, response.headers['error-invalid-attributes']]).toEqual([400, attribute]);
    expect(await total()).toBe(before);
  });

  it('changes name, budget and period, and deactivates and activates', async () => {
    const { id } = await create();
    const changed = await admin('PATCH', `/customers/OilCorp/costcenters/${id}`, { name: 'Renamed', budget: EUR('99.99'), budgetPeriod: 'weekly', active: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed', budget: { value: 99.99 }, budgetPeriod: 'weekly', active: false });
    expect((await admin('PATCH', `/customers/OilCorp/costcenters/${id}`, { active: true })).json().active).toBe(true);
  });

  it('refuses a change to a bad value and keeps the cost center as it was', async () => {
    const { id } = await create({ name: 'Kept' });
    const response = await admin('PATCH', `/customers/OilCorp/costcenters/${id}`, { name: 'Changed', budget: EUR(-5) });
    expect(response.statusCode).toBe(400);
    expect((await admin('GET', `/customers/OilCorp/costcenters/${id}`)).json()).toMatchObject({ name: 'Kept', budget: { value: 1000 } });
  });

  it('lets a cost center owner change their own cost center, but not choose another owner', async () => {
    const { id } = await create({ costCenterOwner: { login: JLINK } });
    const own = await call(api, 'PATCH', `/customers/-/costcenters/${id}`, tokens[JLINK], { name: 'Changed by its owner' });
    expect([own.statusCode, own.json().name]).toEqual([200, 'Changed by its owner']);
    const reassigned = await call(api, 'PATCH', `/customers/-/costcenters/${id}`, tokens[JLINK], { costCenterOwner: { login: BBOLDNER } });
    expect(reassigned.statusCode).toBe(403);
  });

  it("keeps others' cost centers from a cost center owner and all from a buyer", async () => {
    const { id } = await create({ costCenterOwner: { login: BBOLDNER } });
    expect((await call(api, 'PATCH', `/customers/-/costcenters/${id}`, tokens[JLINK], { name: 'x' })).statusCode).toBe(404);
    expect((await call(api, 'PATCH', `/customers/-/costcenters/${id}`, tokens[PMILLER], { name: 'x' })).statusCode).toBe(403);
    expect((await call(api, 'POST', '/customers/-/costcenters', tokens[JLINK], newCostCenter())).statusCode).toBe(403);
    expect((await call(api, 'GET', '/customers/-/costcenters', tokens[PMILLER])).statusCode).toBe(403);
    expect((await admin('GET', `/customers/OilCorp/costcenters/${id}`)).json().name).not.toBe('x');
  });

  it('deletes a cost center for the account admin only', async () => {
    const { id } = await create();
    expect((await call(api, 'DELETE', `/customers/-/costcenters/${id}`, tokens[JLINK])).statusCode).toBe(403);
    expect((await admin('DELETE', `/customers/OilCorp/costcenters/${id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/customers/OilCorp/costcenters/${id}`)).statusCode).toBe(404);
  });

  it("answers another company's cost centers as unknown and leaves them alone", async () => {
    const other = await registerBusinessCustomer(api);
    const otherToken = await loginAs(api, other.login, other.password);
    const theirs = await call(api, 'POST', '/customers/-/costcenters', otherToken, { costCenterId: 'THEIRS', name: 'Theirs', costCenterOwner: { login: other.login } });
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json().id as string;
    for (const [method, path] of [
      ['GET', `/customers/OilCorp/costcenters/${id}`],
      ['PATCH', `/customers/OilCorp/costcenters/${id}`],
      ['DELETE', `/customers/OilCorp/costcenters/${id}`],
      ['POST', `/customers/${other.customerNo}/costcenters/${id}/buyers`],
    ] as const) {
      const response = await admin(method, path, method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine', login: PMILLER });
      expect([method, path, response.statusCode]).toEqual([method, path, 404]);
    }
    expect((await call(api, 'GET', `/customers/-/costcenters/${id}`, otherToken)).json().name).toBe('Theirs');
  });

  describe('buyers', () => {
    it('adds a buyer with a budget, changes the budget and removes the buyer', async () => {
      const { id } = await create();
      const added = await admin('POST', `/customers/OilCorp/costcenters/${id}/buyers`, { login: PMILLER, budget: EUR('250.50'), budgetPeriod: 'weekly' });
      expect(added.statusCode).toBe(201);
      expect(added.json().buyers).toEqual([
        { login: PMILLER, firstName: 'Patricia', lastName: 'Miller', email: PMILLER, budget: { type: 'Money', currency: 'EUR', value: 250.5 }, budgetPeriod: 'weekly', spentBudget: { type: 'Money', currency: 'EUR', value: 0 }, pendingOrders: 0, approvedOrders: 0 },
      ]);
      const changed = await admin('PATCH', `/customers/OilCorp/costcenters/${id}/buyers/${PMILLER}`, { budget: EUR(300), budgetPeriod: 'quarterly' });
      expect(changed.json().buyers[0]).toMatchObject({ budget: { value: 300 }, budgetPeriod: 'quarterly' });
      expect((await admin('DELETE', `/customers/OilCorp/costcenters/${id}/buyers/${PMILLER}`)).statusCode).toBe(204);
      expect((await admin('GET', `/customers/OilCorp/costcenters/${id}`)).json().buyers).toEqual([]);
    });

    it('refuses an unknown login, a second assignment and a budget in another currency', async () => {
      const { id } = await create();
      const unknown = await admin('POST', `/customers/OilCorp/costcenters/${id}/buyers`, { login: 'nobody@test.intershop.de', budget: EUR(1) });
      expect([unknown.statusCode, unknown.headers['error-invalid-attributes']]).toEqual([400, 'login']);
      await admin('POST', `/customers/OilCorp/costcenters/${id}/buyers`, { login: PMILLER, budget: EUR(1) });
      expect((await admin('POST', `/customers/OilCorp/costcenters/${id}/buyers`, { login: PMILLER, budget: EUR(2) })).statusCode).toBe(409);
      const currency = await admin('PATCH', `/customers/OilCorp/costcenters/${id}/buyers/${PMILLER}`, { budget: { currency: 'USD', value: 5 } });
      expect(currency.statusCode).toBe(400);
      expect((await admin('GET', `/customers/OilCorp/costcenters/${id}`)).json().buyers).toEqual([expect.objectContaining({ login: PMILLER, budget: { type: 'Money', currency: 'EUR', value: 1 } })]);
    });

    it('answers a login that is no buyer of the cost center with 404', async () => {
      const { id } = await create();
      expect((await admin('PATCH', `/customers/OilCorp/costcenters/${id}/buyers/${PMILLER}`, { budget: EUR(1) })).statusCode).toBe(404);
      expect((await admin('DELETE', `/customers/OilCorp/costcenters/${id}/buyers/nobody`)).statusCode).toBe(404);
    });

    it("lets a cost center owner manage their own cost center's buyers", async () => {
      const { id } = await create({ costCenterOwner: { login: JLINK } });
      const added = await call(api, 'POST', `/customers/-/costcenters/${id}/buyers`, tokens[JLINK], { login: PMILLER, budget: EUR(10) });
      expect(added.statusCode).toBe(201);
    });
  });
});
