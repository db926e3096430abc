// The demo users' order history over the demo catalogue: placed through the API once, quickly, and
// never again on a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildCatalog } from '../../commerce-api/seed/catalog';
import { DEMO_ORDERS, placeDemoOrders } from '../../commerce-api/seed/demo-orders';
import { BBOLDNER, JLINK, PATRICIA, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { CHANNEL, type TestApi } from './support';

describe('demo order history', () => {
  let api: TestApi;
  let placed: number;
  let took: number;
  beforeAll(async () => {
    api = await startAccountApi(buildCatalog());
    const started = performance.now();
    placed = await placeDemoOrders(api.app, { channel: CHANNEL });
    took = performance.now() - started;
  }, 60_000);
  afterAll(() => api.close());

  const ordersOf = async (login: string) => (await call(api, 'GET', '/orders', await loginDemo(api, login))).json();

  it('places every demo order, fast', () => {
    expect(placed).toBe(DEMO_ORDERS.length);
    expect(took).toBeLessThan(3000);
  });

  it("gives Patricia three orders at her home address, paid by invoice, and a recurring order", async () => {
    const orders = await ordersOf(PATRICIA);
    expect(orders.info.total).toBe(3);
    const token = await loginDemo(api, PATRICIA);
    const order = (await call(api, 'GET', `/orders/${orders.data[0].id}?include=invoiceToAddress,payments`, token)).json();
    expect(order.data).toMatchObject({ statusCode: 'NEW', orderCreation: { status: 'COMPLETED' } });
    expect(Object.values(order.included.invoiceToAddress)).toEqual([expect.objectContaining({ addressLine1: 'Potsdamer Str. 20' })]);
    expect(Object.values(order.included.payments)).toEqual([expect.objectContaining({ paymentMethod: 'ISH_INVOICE' })]);
    const recurring = (await call(api, 'GET', '/privatecustomers/-/recurringorders', token)).json().data;
    expect(recurring).toEqual([expect.objectContaining({ interval: 'P1M', active: true })]);
  });

  it("gives Oil Corp's buyers their orders, which the account admin sees nothing of in their own list", async () => {
    expect((await ordersOf(JLINK)).info.total).toBe(1);
    expect((await ordersOf(PMILLER)).info.total).toBe(1);
    expect((await ordersOf(BBOLDNER)).info.total).toBe(0);
  });

  it('places nothing when the demo users have orders already', async () => {
    expect(await placeDemoOrders(api.app, { channel: CHANNEL })).toBe(0);
    expect((await ordersOf(PATRICIA)).info.total).toBe(3);
    expect((await call(api, 'GET', '/privatecustomers/-/recurringorders', await loginDemo(api, PATRICIA))).json().data).toHaveLength(1);
  });
});
