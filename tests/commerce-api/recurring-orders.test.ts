import { rmSync } from 'node:fs';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createCommerceApi } from '../../commerce-api/app';
import { occurrenceDate } from '../../commerce-api/basket/basket-recurrence';
import { setOpenTender } from './basket-payment-support';
import { type BasketClient, basketCall } from './basket-support';
import { orderCall, readyBasket, submitOrder, stockOf } from './order-support';
import { BASE, CHANNEL, type TestApi, createSeededDatabase } from './support';

const RECURRING_MEDIA_TYPE = 'application/vnd.intershop.recurringorder.v2+json';
const ONE_CAMERA = [{ product: 'CAM-100', quantity: { value: 1 } }];
const START = '2030-01-31';

/** An API over a fresh database whose clock the test sets; `restart` closes it and opens the file again. */
interface ClockedApi extends TestApi {
  setDay(day: string): void;
  restart(): Promise<void>;
}

async function startClockedApi(): Promise<ClockedApi> {
  const { dbFile, directory } = createSeededDatabase();
  let clock = new Date(`${START}T09:00:00Z`);
  const open = () => createCommerceApi({ dbFile, channel: CHANNEL, now: () => clock });
  let app: FastifyInstance = await open();
  return {
    get app() {
      return app;
    },
    dbFile,
    get: path => app.inject({ method: 'GET', url: `${BASE}${path}` }),
    inject: options => app.inject(options),
    setDay(day) {
      clock = new Date(`${day}T09:00:00Z`);
    },
    async restart() {
      await app.close();
      app = await open();
    },
    async close() {
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const recurringCall = (api: TestApi, method: 'GET' | 'PATCH' | 'DELETE', id: string, token: string, body?: unknown) =>
  api.inject({
    method,
    url: `${BASE}/recurringorders/${id}`,
    headers: {
      accept: RECURRING_MEDIA_TYPE,
      'authentication-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const patchRecurrence = (client: BasketClient, recurrence: unknown) => client.call('PATCH', `/baskets/${client.basketId}`, { recurrence });

/** A ready basket with the recurrence, submitted: the recurring order's id. */
async function recurringOrder(api: TestApi, recurrence: object, items = ONE_CAMERA): Promise<{ client: BasketClient; id: string }> {
  const client = await readyBasket(api, items);
  const patched = await patchRecurrence(client, recurrence);
  if (patched.statusCode !== 200) throw new Error(`PATCH answered ${patched.statusCode}: ${patched.body}`);
  const submitted = await submitOrder(api, client);
  if (submitted.statusCode !== 201) throw new Error(`POST orders answered ${submitted.statusCode}: ${submitted.body}`);
  return { client, id: submitted.json().data.recurringOrderID };
}

const runDue = (api: TestApi) => api.app.recurringOrderScheduler.runDue();
const readRecurring = async (api: TestApi, client: BasketClient, id: string) => (await recurringCall(api, 'GET', id, client.token)).json().data;

describe('recurring orders', () => {
  let api: ClockedApi;
  beforeEach(async () => {
    api = await startClockedApi();
  });
  afterEach(() => api.close());

  it('keeps a basket recurrence as sent, computes the repetitions of an end date and clears it with null', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    const weekly = { interval: 'P1W', startDate: START, repetitions: 3 };
    expect((await patchRecurrence(client, weekly)).json().data.recurrence).toEqual(weekly);
    expect((await client.call('GET', `/baskets/${client.basketId}`)).json().data.recurrence).toEqual(weekly);
    const monthly = { interval: 'P1M', startDate: START, endDate: '2030-04-30' };
    expect((await patchRecurrence(client, monthly)).json().data.recurrence).toEqual({ ...monthly, repetitions: 4 });
    const cleared = await patchRecurrence(client, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.recurrence).toBeUndefined();
  });

  it('refuses an invalid recurrence with 422 and a cause naming each field', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    const pathsOf = async (recurrence: unknown) => {
      const response = await patchRecurrence(client, recurrence);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('basket.update.failed');
      return response.json().errors[0].causes.flatMap((cause: { paths: string[] }) => cause.paths);
    };
    expect(await pathsOf({ interval: 'P1H', startDate: START })).toEqual(['/recurrence/interval']);
    expect(await pathsOf({ interval: 'P0D', startDate: START })).toEqual(['/recurrence/interval']);
    expect(await pathsOf({ interval: 'P1D', startDate: '2030-01-30' })).toEqual(['/recurrence/startDate']);
    expect(await pathsOf({ interval: 'P1D', startDate: '2030-02-30' })).toEqual(['/recurrence/startDate']);
    expect(await pathsOf({ interval: 'P1D', startDate: START, endDate: START })).toEqual(['/recurrence/endDate']);
    expect(await pathsOf({ interval: 'P1D', startDate: START, repetitions: 1000 })).toEqual(['/recurrence/repetitions']);
    expect(await pathsOf({ interval: 'P1D', startDate: START, repetitions: 2, endDate: '2030-03-01' })).toEqual([
      '/recurrence/endDate',
      '/recurrence/repetitions',
    ]);
    expect((await client.call('GET', `/baskets/${client.basketId}`)).json().data.recurrence).toBeUndefined();
  });

  it('answers the refusal of a recurrence in German for de_DE, its date as Germans write it', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    const response = await basketCall(api, 'PATCH', `/baskets/${client.basketId}`, {
      body: { recurrence: { interval: 'P1D', startDate: '2030-01-30', repetitions: 2, endDate: '2030-03-01' } },
      token: client.token,
      matrix: ';loc=de_DE',
    });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.message).toBe('Der Warenkorb konnte nicht geändert werden.');
    expect(error.causes.map((cause: { code: string; message: string }) => [cause.code, cause.message])).toEqual([
      ['basket.recurrence.start_date.in_past.error', 'Das Startdatum darf nicht vor dem 31.01.2030 liegen.'],
      ['basket.recurrence.end.ambiguous.error', 'Bitte geben Sie entweder ein Enddatum oder eine Anzahl von Wiederholungen an, nicht beides.'],
    ]);
  });

  it('submits a basket with a recurrence as a recurring order: STOPPED with recurring.order and its id, no order, no stock taken', async () => {
    const stockBefore = stockOf(api.dbFile, 'CAM-100');
    const client = await readyBasket(api, ONE_CAMERA);
    await patchRecurrence(client, { interval: 'P1W', startDate: START });
    const response = await submitOrder(api, client);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.orderCreation).toEqual({ status: 'STOPPED', stopAction: { type: 'Workflow', exitReason: 'recurring.order' } });
    expect(data.recurringOrderID).toEqual(expect.any(String));
    const recurring = await recurringCall(api, 'GET', data.recurringOrderID, client.token);
    expect(recurring.headers['content-type']).toContain(RECURRING_MEDIA_TYPE);
    expect(recurring.json().data).toMatchObject({ id: data.recurringOrderID, active: true, interval: 'P1W', startDate: START, nextOrderDate: START, orderCount: 0 });
    expect(recurring.json().data.lineItems.map((line: { product: string }) => line.product)).toEqual(['CAM-100']);
    expect((await orderCall(api, 'GET', '/orders', client.token)).json().info.total).toBe(0);
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(stockBefore);
    expect((await client.call('GET', '/baskets/current')).statusCode).toBe(404);
  });

  it('answers a second submission of the basket with the same recurring order (200)', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    await patchRecurrence(client, { interval: 'P1W', startDate: START });
    const first = await submitOrder(api, client);
    const second = await submitOrder(api, client);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('refuses a redirect payment method for a recurring order', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    await setOpenTender(client, 'ISH_DEMO_REDIRECT');
    await patchRecurrence(client, { interval: 'P1W', startDate: START });
    const response = await submitOrder(api, client);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes).toEqual([expect.objectContaining({ code: 'basket.payment.recurring_order.not_supported.error', paths: ['/payments'] })]);
  });

  it('refuses a redirect payment method for a recurring order in German for de_DE', async () => {
    const client = await readyBasket(api, ONE_CAMERA);
    await setOpenTender(client, 'ISH_DEMO_REDIRECT');
    await patchRecurrence(client, { interval: 'P1W', startDate: START });
    api.setDay('2030-02-01');
    const response = await orderCall(api, 'POST', '/orders', client.token, { basket: client.basketId, termsAndConditionsAccepted: true }, ';loc=de_DE');
    expect(response.json().errors[0].causes.map((cause: { message: string }) => cause.message)).toEqual([
      'Das Startdatum darf nicht vor dem 01.02.2030 liegen.',
      'Online-Zahlung (Demo-Anbieter) leitet zu einem Zahlungsdienstleister weiter und ist für wiederkehrende Bestellungen nicht möglich. Bitte wählen Sie eine andere Zahlungsart.',
    ]);
  });

  it('places the first order on the start date, listed among the orders with its recurringOrderID', async () => {
    api.setDay('2030-01-30');
    const client = await readyBasket(api, ONE_CAMERA);
    await patchRecurrence(client, { interval: 'P1W', startDate: START });
    const { recurringOrderID: id } = (await submitOrder(api, client)).json().data;
    expect(runDue(api)).toEqual([]);
    api.setDay(START);
    const stockBefore = stockOf(api.dbFile, 'CAM-100');
    const [run] = runDue(api);
    expect(run).toMatchObject({ recurringOrderId: id, scheduledDate: START, outcome: 'PLACED', missed: 0 });
    const orders = (await orderCall(api, 'GET', '/orders', client.token)).json().data;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: run.orderId, recurringOrderID: id, statusCode: 'NEW', orderCreation: { status: 'COMPLETED' } });
    expect(orders[0].creationDate.slice(0, 10)).toBe(START);
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(stockBefore - 1);
    expect(await readRecurring(api, client, id)).toMatchObject({ orderCount: 1, lastOrderDate: START, nextOrderDate: '2030-02-07' });
  });

  it('places the next P1W order a week later, not before', async () => {
    await recurringOrder(api, { interval: 'P1W', startDate: START });
    expect(runDue(api)).toHaveLength(1);
    api.setDay('2030-02-06');
    expect(runDue(api)).toEqual([]);
    api.setDay('2030-02-07');
    expect(runDue(api)).toEqual([expect.objectContaining({ scheduledDate: '2030-02-07', outcome: 'PLACED' })]);
  });

  it('clamps P1M from January 31 to the last day of February, then back to the 31st', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1M', startDate: START });
    runDue(api);
    expect((await readRecurring(api, client, id)).nextOrderDate).toBe('2030-02-28');
    api.setDay('2030-02-28');
    expect(runDue(api)).toEqual([expect.objectContaining({ scheduledDate: '2030-02-28', outcome: 'PLACED' })]);
    expect((await readRecurring(api, client, id)).nextOrderDate).toBe('2030-03-31');
    expect(occurrenceDate('2032-01-31', 'P1M', 1)).toBe('2032-02-29');
    expect(occurrenceDate('2032-02-29', 'P1Y', 1)).toBe('2033-02-28');
  });

  it('stops after the repetitions', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1D', startDate: START, repetitions: 2 });
    expect(runDue(api)).toHaveLength(1);
    api.setDay('2030-02-01');
    expect(runDue(api)).toHaveLength(1);
    expect(await readRecurring(api, client, id)).toMatchObject({ active: false, expired: true, orderCount: 2 });
    expect((await readRecurring(api, client, id)).nextOrderDate).toBeUndefined();
    api.setDay('2030-02-02');
    expect(runDue(api)).toEqual([]);
  });

  it('refuses to activate an expired recurring order again, in German for de_DE', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1D', startDate: START, repetitions: 1 });
    runDue(api);
    const response = await api.inject({
      method: 'PATCH',
      url: `${BASE};loc=de_DE/recurringorders/${id}`,
      headers: { accept: RECURRING_MEDIA_TYPE, 'authentication-token': client.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ active: true }),
    });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect([error.code, error.message, error.causes[0].message]).toEqual([
      'recurring_order.update.failed',
      'Die wiederkehrende Bestellung konnte nicht geändert werden.',
      'Die wiederkehrende Bestellung hat ihre letzte Bestellung ausgelöst und kann nicht wieder aktiviert werden.',
    ]);
  });

  it('stops at the end date', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1W', startDate: START, endDate: '2030-02-10' });
    expect((await readRecurring(api, client, id)).repetitions).toBe(2);
    runDue(api);
    api.setDay('2030-02-07');
    expect(runDue(api)).toHaveLength(1);
    api.setDay('2030-02-14');
    expect(runDue(api)).toEqual([]);
    expect(await readRecurring(api, client, id)).toMatchObject({ active: false, expired: true, orderCount: 2 });
  });

  it('records a run that cannot be placed (out of stock) as failed and skips it, then places the next one', async () => {
    // ACC-MOUSE has 10 in stock: the first order takes 6, the second finds only 4
    const { client, id } = await recurringOrder(api, { interval: 'P1D', startDate: START }, [{ product: 'ACC-MOUSE', quantity: { value: 6 } }]);
    expect(runDue(api)).toEqual([expect.objectContaining({ outcome: 'PLACED' })]);
    api.setDay('2030-02-01');
    const [failed] = runDue(api);
    expect(failed).toMatchObject({ outcome: 'FAILED', causes: [expect.objectContaining({ code: 'basket.line_item.product.out_of_stock.error' })] });
    expect(stockOf(api.dbFile, 'ACC-MOUSE')).toBe(4);
    expect(runDue(api)).toEqual([]);
    expect(await readRecurring(api, client, id)).toMatchObject({
      active: true,
      orderCount: 1,
      nextOrderDate: '2030-02-02',
      error: true,
      errorCode: 'basket.line_item.product.out_of_stock.error',
    });
  });

  it('catches up at most one order per run after a long gap', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1D', startDate: START });
    runDue(api);
    api.setDay('2030-03-02');
    expect(runDue(api)).toEqual([expect.objectContaining({ scheduledDate: '2030-03-02', outcome: 'PLACED', missed: 29 })]);
    expect(runDue(api)).toEqual([]);
    expect(await readRecurring(api, client, id)).toMatchObject({ orderCount: 2, nextOrderDate: '2030-03-03' });
    expect((await orderCall(api, 'GET', '/orders', client.token)).json().info.total).toBe(2);
  });

  it('places nothing while deactivated, and skips the missed dates when activated again', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1D', startDate: START });
    const deactivated = await recurringCall(api, 'PATCH', id, client.token, { active: false });
    expect(deactivated.json().data.active).toBe(false);
    expect(runDue(api)).toEqual([]);
    api.setDay('2030-02-03');
    expect(runDue(api)).toEqual([]);
    const activated = await recurringCall(api, 'PATCH', id, client.token, { active: true });
    expect(activated.json().data).toMatchObject({ active: true, nextOrderDate: '2030-02-03', orderCount: 0 });
    expect(runDue(api)).toEqual([expect.objectContaining({ scheduledDate: '2030-02-03', missed: 0 })]);
  });

  it('hides a recurring order from another token for reads, changes and deletion; its owner may delete it', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1D', startDate: START });
    const other = await readyBasket(api, ONE_CAMERA);
    for (const [method, body] of [['GET'], ['PATCH', { active: false }], ['DELETE']] as const) {
      const response = await recurringCall(api, method, id, other.token, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('recurring_order.not_found.error');
    }
    expect((await readRecurring(api, client, id)).active).toBe(true);
    expect((await recurringCall(api, 'DELETE', id, client.token)).statusCode).toBe(204);
    expect((await recurringCall(api, 'GET', id, client.token)).statusCode).toBe(404);
    expect(runDue(api)).toEqual([]);
  });

  it('keeps the schedule over a restart (new app instance on the same database)', async () => {
    const { client, id } = await recurringOrder(api, { interval: 'P1W', startDate: START });
    await api.restart();
    expect(runDue(api)).toEqual([expect.objectContaining({ recurringOrderId: id, outcome: 'PLACED' })]);
    await api.restart();
    expect(runDue(api)).toEqual([]);
    api.setDay('2030-02-07');
    await api.restart();
    expect(runDue(api)).toHaveLength(1);
    expect(await readRecurring(api, client, id)).toMatchObject({ orderCount: 2, nextOrderDate: '2030-02-14' });
  });
});
