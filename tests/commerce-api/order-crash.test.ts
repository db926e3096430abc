// A crash during order submission: the real API runs as a child process on a fresh database file,
// is killed with SIGKILL while a POST orders is in flight, and restarts on the same file. Either the
// order exists exactly once, or the basket is intact and a new submission succeeds once. The
// deterministic case runs paused-submission-api.ts, the API built with a hook that holds the
// submission inside its open transaction; restarts run the real entry, commerce-api/main.ts.
import { rmSync } from 'node:fs';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { kill, killRunningApis, startApi } from './api-process-support';
import { BERLIN } from './basket-support';
import { stockOf } from './order-support';
import { BASE, createSeededDatabase } from './support';

const BASKET_TYPE = 'application/vnd.intershop.basket.v1+json';
const ORDER_TYPE = 'application/vnd.intershop.order.v1+json';

function client(origin: string) {
  let token = '';
  const call = async (method: string, path: string, body?: unknown, accept = BASKET_TYPE) => {
    const response = await fetch(`${origin}${BASE}${path}`, {
      method,
      headers: {
        accept,
        ...(token ? { 'authentication-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    token ||= response.headers.get('authentication-token') ?? '';
    return response;
  };
  return {
    get token() {
      return token;
    },
    call,
    submit: (basketId: string, via = origin) =>
      fetch(`${via}${BASE}/orders`, {
        method: 'POST',
        headers: { accept: ORDER_TYPE, 'authentication-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ basket: basketId, termsAndConditionsAccepted: true }),
      }),
  };
}

/** A basket ready for ordering: a camera, the Berlin address, standard shipping, invoice. */
async function readyBasket(origin: string) {
  const shopper = client(origin);
  const basketId = (await (await shopper.call('POST', '/baskets')).json()).data.id as string;
  expect((await shopper.call('POST', `/baskets/${basketId}/items`, [{ product: 'CAM-100', quantity: { value: 1 } }])).status).toBe(201);
  const address = (await (await shopper.call('POST', `/baskets/${basketId}/addresses`, BERLIN)).json()).data.id;
  await shopper.call('PATCH', `/baskets/${basketId}`, { invoiceToAddress: address, commonShipToAddress: address, commonShippingMethod: 'STD_GROUND' });
  expect((await shopper.call('PUT', `/baskets/${basketId}/payments/open-tender`, { paymentInstrument: 'ISH_INVOICE' })).status).toBe(200);
  return { shopper, basketId };
}

describe('a crash during order submission', () => {
  let directory: string;
  let dbFile: string;
  beforeAll(() => {
    ({ directory, dbFile } = createSeededDatabase());
  });
  afterEach(async () => {
    killRunningApis();
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  const inDatabase = <T>(read: (db: ReturnType<typeof openDatabase>) => T): T => {
    const db = openDatabase(dbFile);
    try {
      return read(db);
    } finally {
      db.close();
    }
  };
  const ordersOf = (basketId: string) => inDatabase(db => db.prepare('SELECT COUNT(*) FROM orders WHERE basket_id = ?').pluck().get(basketId) as number);

  it('leaves the basket intact when killed inside the submission transaction; a new submission succeeds once', async () => {
    const paused = await startApi(dbFile, 'tests/commerce-api/paused-submission-api.ts');
    const { shopper, basketId } = await readyBasket(paused.origin);
    const stockBefore = stockOf(dbFile, 'CAM-100');
    const inFlight = shopper.submit(basketId).catch(error => error as Error);
    await paused.stderrShows('order submission paused inside its transaction');
    await kill(paused);
    expect(await inFlight).toBeInstanceOf(Error);

    const restarted = await startApi(dbFile);
    expect(ordersOf(basketId)).toBe(0);
    expect(stockOf(dbFile, 'CAM-100')).toBe(stockBefore);
    const current = await fetch(`${restarted.origin}${BASE}/baskets/current?include=lineItems`, {
      headers: { accept: BASKET_TYPE, 'authentication-token': shopper.token },
    });
    const basket = await current.json();
    expect(basket.data.id).toBe(basketId);
    expect(Object.values(basket.included.lineItems).map(line => (line as { product: string }).product)).toEqual(['CAM-100']);

    const first = await shopper.submit(basketId, restarted.origin);
    expect(first.status).toBe(201);
    const second = await shopper.submit(basketId, restarted.origin);
    expect(second.status).toBe(200);
    expect((await second.json()).data.id).toBe((await first.json()).data.id);
    expect(ordersOf(basketId)).toBe(1);
    expect(stockOf(dbFile, 'CAM-100')).toBe(stockBefore - 1);
    await kill(restarted);
  }, 60_000);

  it('has the order exactly once or an intact basket when killed right after the request is sent', async () => {
    const api = await startApi(dbFile);
    const { shopper, basketId } = await readyBasket(api.origin);
    const stockBefore = stockOf(dbFile, 'CAM-100');
    const inFlight = shopper.submit(basketId).catch(error => error as Error);
    await new Promise(resolve => setTimeout(resolve, 5));
    await kill(api);
    await inFlight;

    const restarted = await startApi(dbFile);
    const placed = ordersOf(basketId);
    expect([0, 1]).toContain(placed);
    expect(stockOf(dbFile, 'CAM-100')).toBe(stockBefore - placed);
    const retry = await shopper.submit(basketId, restarted.origin);
    expect(retry.status).toBe(placed === 1 ? 200 : 201);
    expect(ordersOf(basketId)).toBe(1);
    expect(stockOf(dbFile, 'CAM-100')).toBe(stockBefore - 1);
    await kill(restarted);
  }, 60_000);

  it('creates exactly one order from 20 concurrent submissions to the running process', async () => {
    const api = await startApi(dbFile);
    const { shopper, basketId } = await readyBasket(api.origin);
    const responses = await Promise.all(Array.from({ length: 20 }, () => shopper.submit(basketId)));
    expect(responses.map(response => response.status).sort((a, b) => b - a)).toEqual([201, ...Array<number>(19).fill(200)]);
    const ids = new Set(await Promise.all(responses.map(async response => (await response.json()).data.id)));
    expect(ids.size).toBe(1);
    expect(ordersOf(basketId)).toBe(1);
    await kill(api);
  }, 60_000);
});
