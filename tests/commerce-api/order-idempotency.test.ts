import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { orderCall, readyBasket, submitOrder } from './order-support';
import { startTestApi, type TestApi } from './support';

describe('submitting a basket more than once', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const ordersOfBasket = (basketId: string) => {
    const db = openDatabase(api.dbFile);
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE basket_id = ?').get(basketId) as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('answers the existing order with 200 on a second submit', async () => {
    const client = await readyBasket(api);
    const first = (await submitOrder(api, client)).json().data;
    const again = await submitOrder(api, client);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
  });

  it('creates exactly one order from 20 concurrent submissions', async () => {
    const client = await readyBasket(api);
    const responses = await Promise.all(Array.from({ length: 20 }, () => submitOrder(api, client)));
    expect(responses.map(response => response.statusCode).sort((a, b) => b - a)).toEqual([201, ...Array<number>(19).fill(200)]);
    expect(new Set(responses.map(response => response.json().data.id)).size).toBe(1);
    expect(ordersOfBasket(client.basketId)).toBe(1);
  });

  it('takes the stock once', async () => {
    const client = await readyBasket(api, [{ product: 'ACC-KEYBOARD', quantity: { value: 4 } }]);
    await Promise.all(Array.from({ length: 5 }, () => submitOrder(api, client)));
    const stock = await orderCall(api, 'GET', '/inventories?sku=ACC-KEYBOARD', client.token);
    expect(stock.json().data[0].availableStock).toBe(6);
  });

  it('refuses a second order row for a basket in the database itself', () => {
    const db = openDatabase(api.dbFile);
    try {
      const insert = db.prepare(`INSERT INTO orders (id, document_number, basket_id, token_hash, status, creation_date, document)
        VALUES (?, ?, 'same-basket', 't', 'NEW', '2026-01-01T00:00:00Z', '{}')`);
      insert.run('a', 900001);
      expect(() => insert.run('b', 900002)).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });
});
