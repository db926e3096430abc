// The company's orders (shopping-core §7 Orders, `buyer` or `allBuyers`): with the demo order history
// (Jack Link's and Patricia Miller's orders at Oil Corp, Patricia's private orders), every role asks
// for its own orders, the company's (`allBuyers=true`, `view=allBuyers`), one buyer's (`buyer=`),
// one order and the CSV export. Holders of APP_B2B_MANAGE_ORDERS (account admin, order manager) reach
// the company's orders; the others are refused with 403 and see their own orders only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildCatalog } from '../../commerce-api/seed/catalog';
import { placeDemoOrders } from '../../commerce-api/seed/demo-orders';
import { DEMO_APPROVER, seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { BBOLDNER, JLINK, PATRICIA, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { DEMO_PASSWORD, loginAs, registerBusinessCustomer, tokenCall } from './customer-support';
import { withDatabase } from './requests-support';
import { CHANNEL, type TestApi } from './support';
import { createOilCorpOrderManager } from './organization-users-support';

const ORDER_MANAGER = 'omanager@test.intershop.de';

interface OrderData {
  id: string;
  documentNumber: string;
  buyer?: { login: string; firstName: string; lastName: string; companyName?: string };
}

describe("the company's orders", () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  /** Each demo user's own orders by login. */
  const own: Record<string, OrderData[]> = {};

  beforeAll(async () => {
    api = await startAccountApi(buildCatalog());
    await placeDemoOrders(api.app, { channel: CHANNEL });
    withDatabase(api, db => {
      seedDemoOrganizationUsers(db);
      createOilCorpOrderManager(db, ORDER_MANAGER, DEMO_PASSWORD);
    });
    for (const login of [JLINK, PMILLER, BBOLDNER, PATRICIA, DEMO_APPROVER, ORDER_MANAGER]) {
      tokens[login] = await loginDemo(api, login);
      own[login] = (await call(api, 'GET', '/orders', tokens[login])).json().data;
    }
    const other = await registerBusinessCustomer(api);
    tokens.otherCompany = await loginAs(api, other.login, other.password);
    tokens.anonymous = (await tokenCall(api, { grant_type: 'anonymous' })).json().access_token;
  }, 60_000);
  afterAll(() => api.close());

  const list = (who: string, query = '') => call(api, 'GET', `/orders${query}`, tokens[who]);
  const idsOf = (orders: OrderData[]) => orders.map(order => order.id).sort();
  const companyOrders = () => [...own[JLINK], ...own[PMILLER]];
  const csv = (who: string, ids: string[]) => call(api, 'POST', '/orders-csv', tokens[who], { orderIds: ids });

  it("gives Oil Corp's buyers orders of their own, each naming its buyer", () => {
    expect(own[JLINK]).toHaveLength(1);
    expect(own[PMILLER]).toHaveLength(1);
    expect(own[JLINK][0].buyer).toEqual({ login: JLINK, firstName: 'Jack', lastName: 'Link', companyName: 'Oil Corp Ltd.' });
    // a private customer's order has no buyer
    expect(own[PATRICIA][0].buyer).toBeUndefined();
  });

  for (const manager of [BBOLDNER, ORDER_MANAGER]) {
    describe(`${manager} (APP_B2B_MANAGE_ORDERS)`, () => {
      it('lists their own orders by default and the whole company’s with allBuyers=true or view=allBuyers', async () => {
        expect(idsOf((await list(manager)).json().data)).toEqual(idsOf(own[manager]));
        for (const query of ['?allBuyers=true', '?view=allBuyers']) {
          const answer = (await list(manager, query)).json();
          expect(idsOf(answer.data)).toEqual(idsOf(companyOrders()));
          expect(answer.info.total).toBe(2);
          expect(answer.data.map((order: OrderData) => order.buyer?.lastName).sort()).toEqual(['Link', 'Miller']);
        }
      });

      it("filters the company's orders by a buyer's login", async () => {
        expect(idsOf((await list(manager, `?buyer=${encodeURIComponent(JLINK)}`)).json().data)).toEqual(idsOf(own[JLINK]));
        expect(idsOf((await list(manager, `?allBuyers=true&buyer=${encodeURIComponent(PMILLER.toUpperCase())}`)).json().data)).toEqual(idsOf(own[PMILLER]));
        expect((await list(manager, '?buyer=nobody@example.com')).json().data).toEqual([]);
        expect((await list(manager, `?buyer=${encodeURIComponent(PATRICIA)}`)).json().data).toEqual([]);
      });

      it("reads a colleague's order and exports it, but not another customer's", async () => {
        const colleague = own[JLINK][0];
        const read = await call(api, 'GET', `/orders/${colleague.id}`, tokens[manager]);
        expect(read.statusCode).toBe(200);
        expect(read.json().data).toMatchObject({ id: colleague.id, buyer: { login: JLINK } });
        expect((await csv(manager, idsOf(companyOrders()))).statusCode).toBe(200);
        expect((await call(api, 'GET', `/orders/${own[PATRICIA][0].id}`, tokens[manager])).statusCode).toBe(404);
        expect((await csv(manager, [own[PATRICIA][0].id])).statusCode).toBe(404);
      });
    });
  }

  for (const [name, who] of [
    ['a buyer', JLINK],
    ['an approver', DEMO_APPROVER],
    ['a private customer', PATRICIA],
    ['an anonymous token', 'anonymous'],
  ] as const) {
    it(`refuses ${name} the company's orders with 403 and keeps a colleague's order unknown`, async () => {
      for (const query of ['?allBuyers=true', '?view=allBuyers', `?buyer=${encodeURIComponent(PMILLER)}`]) {
        const refused = await list(who, query);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errors[0].code).toBe('rest.authorization.permission.missing.error');
      }
      const colleague = own[PMILLER][0].id;
      expect((await call(api, 'GET', `/orders/${colleague}`, tokens[who])).statusCode).toBe(404);
      expect((await csv(who, [colleague])).statusCode).toBe(404);
    });
  }

  it("gives another company's admin their own company's orders, none of Oil Corp's", async () => {
    for (const query of ['?allBuyers=true', `?buyer=${encodeURIComponent(PMILLER)}`]) {
      const answer = await list('otherCompany', query);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual([]);
    }
    const colleague = own[PMILLER][0].id;
    expect((await call(api, 'GET', `/orders/${colleague}`, tokens.otherCompany)).statusCode).toBe(404);
    expect((await csv('otherCompany', [colleague])).statusCode).toBe(404);
  });

  it('lets a buyer ask for their own orders by view=buyer or their own login', async () => {
    for (const query of ['?view=buyer', '?allBuyers=false', `?buyer=${encodeURIComponent(JLINK)}`]) {
      expect(idsOf((await list(JLINK, query)).json().data)).toEqual(idsOf(own[JLINK]));
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call(api, 'GET', '/orders?allBuyers=true', undefined)).statusCode).toBe(401);
  });
});
