// The commerce client's recurring orders below the customer resources, against the bundled API with
// the demo customers (a private customer and Oil Corp's account admin and buyers, each with a monthly
// recurring order placed through the API): the path chosen from the session user and context, the
// list and one recurring order mapped, PATCH only when the state changes, DELETE, and another
// customer's recurring order refused.
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { restBasePath } from '../../commerce-api/app';
import { placeDemoOrders } from '../../commerce-api/seed/demo-orders';
import { createCommerceClient } from '~/commerce/client.server';
import { CommerceError } from '~/commerce/errors';
import { ownerCollectionPath, type RecurringOrderOwner } from '~/commerce/recurring-orders.server';
import { BBOLDNER, JLINK, PATRICIA, PMILLER, startAccountApi } from '../commerce-api/account-support';
import { DEMO_PASSWORD } from '../commerce-api/customer-support';
import { CHANNEL, type TestApi } from '../commerce-api/support';

const PATRICIA_OWNER: RecurringOrderOwner = { customerNo: 'Patricia', businessCustomer: false, login: PATRICIA };
const business = (login: string): RecurringOrderOwner => ({ customerNo: 'OilCorp', businessCustomer: true, login });

let api: TestApi;
let baseUrl: string;
/** Every request the clients sent: method and URL. */
let seen: { method: string; url: string }[] = [];

const recordingFetch: typeof fetch = (input, init) => {
  seen.push({ method: init?.method ?? 'GET', url: String(input) });
  return fetch(input, init);
};

/** A client logged in as the demo user. */
async function clientOf(login: string) {
  const anonymous = createCommerceClient({ baseUrl, locale: 'en_US', currency: 'EUR', tokenRetryDelayMs: 0, fetch: recordingFetch });
  const { accessToken } = await anonymous.customers.logIn(login, DEMO_PASSWORD);
  return createCommerceClient({ baseUrl, locale: 'en_US', currency: 'EUR', token: accessToken, tokenRetryDelayMs: 0, fetch: recordingFetch });
}

/** The path of a request below the REST base, without matrix parameters and query. */
const pathOf = (url: string) => new URL(url).pathname.slice(new URL(baseUrl).pathname.length).replace(/^;[^/]*/, '');

beforeAll(async () => {
  api = await startAccountApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${restBasePath(CHANNEL)}`;
  // Oil Corp's buyers order on a cost center, as their recurring orders must
  const monthly = (login: string, costCenter?: string) => ({
    login,
    items: [{ sku: 'CAM-100', quantity: 2 }],
    shippingMethod: 'STD_GROUND',
    recurring: true,
    ...(costCenter ? { costCenter } : {}),
  });
  await placeDemoOrders(api.app, { channel: CHANNEL, orders: [monthly(PATRICIA), monthly(JLINK, '100402'), monthly(PMILLER, '100400')] });
}, 60_000);

afterAll(() => api?.close());

describe('the path of a customer\'s recurring orders', () => {
  it('is the private customer resource for a private customer, whatever the context', () => {
    expect(ownerCollectionPath(PATRICIA_OWNER)).toBe('privatecustomers/Patricia/recurringorders');
    expect(ownerCollectionPath(PATRICIA_OWNER, 'ADMIN')).toBe('privatecustomers/Patricia/recurringorders');
  });

  it('is the user below the company for a business user, and the company in the ADMIN context', () => {
    expect(ownerCollectionPath(business(JLINK))).toBe('customers/OilCorp/users/jlink%40test.intershop.de/recurringorders');
    expect(ownerCollectionPath(business(JLINK), 'ADMIN')).toBe('customers/OilCorp/recurringorders');
    expect(ownerCollectionPath({ customerNo: 'Oil/Corp', businessCustomer: true })).toBe('customers/Oil%2FCorp/users/-/recurringorders');
  });
});

describe('lists', () => {
  it('gives a private customer their recurring order with number, schedule, state, buyer and total', async () => {
    const client = await clientOf(PATRICIA);
    seen = [];
    const orders = await client.recurringOrders.list(PATRICIA_OWNER);
    expect(seen.map((call) => pathOf(call.url))).toEqual(['/privatecustomers/Patricia/recurringorders']);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      number: expect.stringMatching(/^\d+$/),
      active: true,
      expired: false,
      interval: 'P1M',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      nextOrderDate: orders[0].startDate,
      orderCount: 0,
      itemCount: 1,
      user: { firstName: 'Patricia', lastName: 'Miller', login: PATRICIA },
      customerNo: 'Patricia',
      email: PATRICIA,
      total: { net: { currency: 'EUR', value: expect.any(Number) }, gross: { currency: 'EUR', value: expect.any(Number) } },
      lastPlacedOrders: [],
    });
    expect(orders[0].total!.gross.value).toBeGreaterThan(orders[0].total!.net.value);
  });

  it("gives the account admin the company's in the ADMIN context, and their own (none) otherwise", async () => {
    const admin = await clientOf(BBOLDNER);
    const company = await admin.recurringOrders.list(business(BBOLDNER), 'ADMIN');
    expect(company.map((order) => order.user?.login).sort()).toEqual([JLINK, PMILLER]);
    expect(await admin.recurringOrders.list(business(BBOLDNER))).toEqual([]);
  });

  it('gives another business user only their own, in either context', async () => {
    const buyer = await clientOf(JLINK);
    const own = await buyer.recurringOrders.list(business(JLINK));
    expect(own.map((order) => order.user?.login)).toEqual([JLINK]);
    expect((await buyer.recurringOrders.list(business(JLINK), 'ADMIN')).map((order) => order.id)).toEqual(own.map((order) => order.id));
  });
});

describe('one recurring order', () => {
  it('has its lines, addresses, shipping, payment and totals', async () => {
    const client = await clientOf(PATRICIA);
    const [summary] = await client.recurringOrders.list(PATRICIA_OWNER);
    seen = [];
    const order = await client.recurringOrders.detail(PATRICIA_OWNER, summary.id);
    expect(seen.map((call) => `${call.method} ${pathOf(call.url)}`)).toEqual([`GET /privatecustomers/Patricia/recurringorders/${summary.id}`]);
    expect(order).toMatchObject({ id: summary.id, number: summary.number, error: false, interval: 'P1M' });
    expect(order.lineItems).toEqual([expect.objectContaining({ sku: 'CAM-100', quantity: 2, total: expect.objectContaining({ gross: expect.any(Object) }) })]);
    expect(order.invoiceToAddress).toMatchObject({ firstName: 'Patricia', lastName: 'Miller', city: 'Berlin' });
    expect(order.commonShipToAddress).toMatchObject({ city: 'Berlin' });
    expect(order.shippingMethod).toMatchObject({ id: 'STD_GROUND', name: expect.any(String) });
    expect(order.payment).toMatchObject({ paymentMethodId: 'ISH_INVOICE', displayName: 'Invoice' });
    expect(order.totals?.total).toEqual(summary.total);
  });

  it("refuses another customer's recurring order with 404, on every path", async () => {
    const jlinkOrderId = (await (await clientOf(JLINK)).recurringOrders.list(business(JLINK)))[0].id;
    const patricia = await clientOf(PATRICIA);
    await expect(patricia.recurringOrders.detail(PATRICIA_OWNER, jlinkOrderId)).rejects.toMatchObject({ status: 404 });
    await expect(patricia.recurringOrders.setActive(PATRICIA_OWNER, jlinkOrderId, false)).rejects.toBeInstanceOf(CommerceError);
    await expect(patricia.recurringOrders.delete(PATRICIA_OWNER, jlinkOrderId)).rejects.toMatchObject({ status: 404 });
    // Pretending to be Oil Corp does not help either.
    await expect(patricia.recurringOrders.detail(business(JLINK), jlinkOrderId)).rejects.toMatchObject({ status: 404 });
  });
});

describe('activating, deactivating and deleting', () => {
  it('patches `active` only when it changes the state', async () => {
    const client = await clientOf(PMILLER);
    const owner = business(PMILLER);
    const [order] = await client.recurringOrders.list(owner);
    const patches = () => seen.filter((call) => call.method === 'PATCH');

    seen = [];
    const unchanged = await client.recurringOrders.setActive(owner, order.id, true);
    expect(unchanged).toMatchObject({ changed: false, order: { active: true } });
    expect(patches()).toEqual([]);

    const deactivated = await client.recurringOrders.setActive(owner, order.id, false);
    expect(deactivated).toMatchObject({ changed: true, order: { active: false } });
    expect(patches().map((call) => pathOf(call.url))).toEqual([`/customers/OilCorp/users/${encodeURIComponent(PMILLER)}/recurringorders/${order.id}`]);

    seen = [];
    expect(await client.recurringOrders.setActive(owner, order.id, false)).toMatchObject({ changed: false, order: { active: false } });
    expect(patches()).toEqual([]);
    expect((await client.recurringOrders.list(owner))[0].active).toBe(false);

    expect(await client.recurringOrders.setActive(owner, order.id, true)).toMatchObject({ changed: true, order: { active: true } });
    expect(patches()).toHaveLength(1);
  });

  it('lets the account admin deactivate a buyer\'s recurring order in the ADMIN context', async () => {
    const admin = await clientOf(BBOLDNER);
    const jlinkOrder = (await admin.recurringOrders.list(business(BBOLDNER), 'ADMIN')).find((order) => order.user?.login === JLINK)!;
    expect(await admin.recurringOrders.setActive(business(BBOLDNER), jlinkOrder.id, false, 'ADMIN')).toMatchObject({ changed: true, order: { active: false } });
    // Not below the admin's own user: that is theirs only.
    await expect(admin.recurringOrders.detail(business(BBOLDNER), jlinkOrder.id)).rejects.toMatchObject({ status: 404 });
    await admin.recurringOrders.setActive(business(BBOLDNER), jlinkOrder.id, true, 'ADMIN');
  });

  it('deletes one: it is gone from the list and its details', async () => {
    const client = await clientOf(PATRICIA);
    const [order] = await client.recurringOrders.list(PATRICIA_OWNER);
    seen = [];
    await client.recurringOrders.delete(PATRICIA_OWNER, order.id);
    expect(seen.map((call) => `${call.method} ${pathOf(call.url)}`)).toEqual([`DELETE /privatecustomers/Patricia/recurringorders/${order.id}`]);
    expect(await client.recurringOrders.list(PATRICIA_OWNER)).toEqual([]);
    await expect(client.recurringOrders.detail(PATRICIA_OWNER, order.id)).rejects.toMatchObject({ status: 404 });
  });
});
