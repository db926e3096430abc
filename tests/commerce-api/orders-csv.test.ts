// POST orders-csv: one CSV row per line item of the token's orders, escaped for CSV and against
// spreadsheet formulas, in the request locale's language and number format; unknown or foreign ids
// are 404, an empty list 400, both in ICM's format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { csvField, textCell } from '../../commerce-api/checkout/orders-csv';
import { ORDER_MEDIA_TYPE, readyBasket, submitOrder } from './order-support';
import { BASE, startTestApi, type TestApi, errorCode } from './support';

const HEADER = 'Order number,Order date,Status,SKU,Product name,Quantity,Unit price,Line total,Currency';

describe('POST orders-csv', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const exportCsv = (token: string, body: unknown) =>
    api.inject({
      method: 'POST',
      url: `${BASE}/orders-csv`,
      headers: { accept: `text/csv, ${ORDER_MEDIA_TYPE}`, 'authentication-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('answers one row per line item with the order number, date, status name and prices, separated by commas', async () => {
    // CAM-100 once at 236.81 and ACC-MOUSE twice
    const client = await readyBasket(api);
    const order = (await submitOrder(api, client)).json().data;
    const response = await exportCsv(client.token, { orderIds: [order.id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${order.id}.csv"`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1).map(line => line.split(','));
    expect(rows).toHaveLength(2);
    const day = new Date(order.creationDate);
    const usDate = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
    expect(rows[0]).toEqual([order.documentNumber, usDate, 'New', 'CAM-100', expect.any(String), '1', '236.81', '236.81', 'EUR']);
    expect(rows[0][4]).not.toBe('');
    expect(rows[1].slice(3, 6)).toEqual(['ACC-MOUSE', expect.any(String), '2']);
    expect(Number(rows[1][7])).toBeCloseTo(2 * Number(rows[1][6]), 2);
  });

  it('writes a German export for German Excel: German headers, date, status name and decimal comma, separated by semicolons', async () => {
    const client = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const order = (await submitOrder(api, client)).json().data;
    const german = await api.inject({
      method: 'POST',
      url: `${BASE};loc=de_DE/orders-csv`,
      headers: { accept: `text/csv, ${ORDER_MEDIA_TYPE}`, 'authentication-token': client.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ orderIds: [order.id] }),
    });
    const [header, row] = german.body.split('\r\n');
    expect(header).toBe('Bestellnummer;Bestelldatum;Status;Artikelnummer;Produktname;Menge;Einzelpreis;Gesamtpreis;Währung');
    const day = new Date(order.creationDate);
    const germanDate = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    expect(row.split(';')).toEqual([order.documentNumber, germanDate, 'Neu', 'CAM-100', expect.any(String), '1', '236,81', '236,81', 'EUR']);
  });

  it('exports several orders as orders.csv, also from a plain list of ids', async () => {
    const client = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const first = (await submitOrder(api, client)).json().data;
    const next = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const second = (await submitOrder(api, next)).json().data;
    // a second token's order is foreign to the first: each exports its own
    const response = await exportCsv(client.token, [first.id, first.id]);
    expect(response.body.split('\r\n')).toHaveLength(3);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${first.id}.csv"`);
    expect((await exportCsv(next.token, [second.id])).statusCode).toBe(200);
  });

  it('answers 404 in ICM format for unknown or foreign ids, naming each', async () => {
    const client = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const own = (await submitOrder(api, client)).json().data;
    const stranger = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const foreign = (await submitOrder(api, stranger)).json().data;
    const response = await exportCsv(client.token, { orderIds: [own.id, foreign.id, 'no-such-order'] });
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('order.not_found.error');
    expect(response.json().errors[0].causes.map((cause: { paths: string[] }) => cause.paths[0])).toEqual(['/orderIds/1', '/orderIds/2']);
  });

  it.each([
    ['an empty list', { orderIds: [] }, 400],
    ['an empty plain list', [], 400],
    ['no ids', {}, 400],
    ['ids that are not strings', { orderIds: [{}, []] }, 400],
    ['empty ids', { orderIds: [''] }, 400],
    ['too many ids', { orderIds: Array.from({ length: 101 }, (_, i) => `id-${i}`) }, 400],
  ])('refuses %s', async (_name, body, status) => {
    const client = await readyBasket(api);
    const response = await exportCsv(client.token, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].status).toBe(String(status));
  });

  it('needs a token', async () => {
    const response = await api.inject({
      method: 'POST',
      url: `${BASE}/orders-csv`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderIds: ['x'] }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('quotes fields with quotes, separators and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Camera, "Pro"')).toBe('"Camera, ""Pro"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a;b')).toBe('"a;b"');
    // in a German (semicolon) file a comma is a decimal mark, a semicolon a separator
    expect(csvField('236,81', ';')).toBe('236,81');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    for (const formula of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx']) expect(textCell(formula)).toBe(`'${formula}`);
    expect(textCell('Camera')).toBe('Camera');
  });

  it('escapes hostile product names in the export', async () => {
    const client = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const order = (await submitOrder(api, client)).json().data;
    const db = openDatabase(api.dbFile);
    try {
      db.prepare(`UPDATE product_texts SET name = ? WHERE product_id = (SELECT id FROM products WHERE sku = 'CAM-100')`)
        .run('=HYPERLINK("http://evil.example.com","Click"),\nnow');
    } finally {
      db.close();
    }
    const body = (await exportCsv(client.token, { orderIds: [order.id] })).body;
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.example.com"",""Click""),\nnow",`);
  });
});
