import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { basketCall, newBasket } from './basket-support';
import { startTestApi, type TestApi, errorCode } from './support';

describe('basket line items', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('adds a line with the product, quantity and packing unit', async () => {
    const client = await newBasket(api);
    const response = await client.addItems([{ product: 'ACC-MOUSE', quantity: { value: 4, unit: 'pcs' } }]);
    expect(response.statusCode).toBe(201);
    const [line] = response.json().data;
    expect(line).toMatchObject({ position: 1, product: 'ACC-MOUSE', quantity: { value: 4, unit: 'pcs' }, calculated: true });
    expect((await client.call('GET', '/baskets/current')).json().data.lineItems).toEqual([line.id]);
  });

  it('adds several products as lines in the order given', async () => {
    const client = await newBasket(api);
    const response = await client.addItems([
      { product: 'CAM-400', quantity: { value: 1 } },
      { product: 'ACC-KEYBOARD', quantity: { value: 2 } },
    ]);
    expect(response.json().data.map((line: { product: string; position: number }) => [line.product, line.position])).toEqual([
      ['CAM-400', 1],
      ['ACC-KEYBOARD', 2],
    ]);
  });

  it('adds a product already in the basket to its line, with ICM\'s info', async () => {
    const client = await newBasket(api);
    const first = (await client.addItems([{ product: 'CAM-400', quantity: { value: 1 } }])).json().data[0];
    const second = (await client.addItems([{ product: 'CAM-400', quantity: { value: 2 } }])).json();
    expect(second.data).toEqual([expect.objectContaining({ id: first.id, quantity: { value: 3, unit: '' } })]);
    expect(second.infos).toEqual([
      expect.objectContaining({ code: 'basket.line_item.add_item_added_to_existing_line_item.info' }),
    ]);
    expect((await client.call('GET', '/baskets/current')).json().data.lineItems).toEqual([first.id]);
  });

  it('answers the info of an addition to an existing line in German for de_DE', async () => {
    const client = await newBasket(api);
    await client.addItems([{ product: 'CAM-400', quantity: { value: 1 } }]);
    const added = await basketCall(api, 'POST', `/baskets/${client.basketId}/items`, {
      body: [{ product: 'CAM-400', quantity: { value: 2 } }],
      token: client.token,
      matrix: ';loc=de_DE',
    });
    expect(added.json().infos).toEqual([
      { code: 'basket.line_item.add_item_added_to_existing_line_item.info', message: "Die Menge von 'CAM-400' wurde zur vorhandenen Position hinzugefügt." },
    ]);
  });

  it('accepts variations, bundles and retail sets', async () => {
    const client = await newBasket(api);
    const response = await client.addItems([
      { product: 'NB-01', quantity: { value: 1 } },
      { product: 'BUNDLE-VLOG', quantity: { value: 1 } },
      { product: 'SET-DESK', quantity: { value: 1 } },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toHaveLength(3);
  });

  it('changes the quantity of a line', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-400', quantity: { value: 1 } }])).json().data;
    const response = await client.call('PATCH', `/baskets/current/items/${line.id}`, { quantity: { value: 7 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: line.id, quantity: { value: 7 } });
  });

  it('deletes a line whose quantity is set to 0, with ICM\'s deletion info', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-400', quantity: { value: 1 } }])).json().data;
    const response = await client.call('PATCH', `/baskets/current/items/${line.id}`, { quantity: { value: 0 } });
    expect(response.json().infos).toEqual([expect.objectContaining({ code: 'basket.line_item.deletion.info' })]);
    expect((await client.call('GET', '/baskets/current')).json().data.lineItems).toEqual([]);
  });

  it('deletes one line', async () => {
    const client = await newBasket(api);
    const [camera, keyboard] = (
      await client.addItems([
        { product: 'CAM-400', quantity: { value: 1 } },
        { product: 'ACC-KEYBOARD', quantity: { value: 1 } },
      ])
    ).json().data;
    expect((await client.call('DELETE', `/baskets/${client.basketId}/items/${camera.id}`)).statusCode).toBe(204);
    expect((await client.call('GET', '/baskets/current')).json().data.lineItems).toEqual([keyboard.id]);
  });

  it('deletes all lines', async () => {
    const client = await newBasket(api);
    await client.addItems([
      { product: 'CAM-400', quantity: { value: 1 } },
      { product: 'ACC-KEYBOARD', quantity: { value: 1 } },
    ]);
    expect((await client.call('DELETE', `/baskets/${client.basketId}/items`)).statusCode).toBe(204);
    expect((await client.call('GET', '/baskets/current')).json().data.lineItems).toEqual([]);
  });

  it('answers 404 basket.line_item.not_found.error for an unknown line', async () => {
    const client = await newBasket(api);
    const response = await client.call('DELETE', '/baskets/current/items/no-such-line');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('basket.line_item.not_found.error');
  });

  it('answers 404 for a line of another token\'s basket', async () => {
    const [owner, stranger] = await Promise.all([newBasket(api), newBasket(api)]);
    const [line] = (await owner.addItems([{ product: 'CAM-400', quantity: { value: 1 } }])).json().data;
    const response = await stranger.call('PATCH', `/baskets/current/items/${line.id}`, { quantity: { value: 2 } });
    expect(response.statusCode).toBe(404);
  });
});

describe('basket products', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const refusal = async (product: string) => {
    const client = await newBasket(api);
    const response = await client.addItems([{ product, quantity: { value: 1 } }]);
    return { status: response.statusCode, error: response.json().errors?.[0] };
  };

  it('refuses an unknown SKU with a cause naming it', async () => {
    const { status, error } = await refusal('NO-SUCH-SKU');
    expect(status).toBe(422);
    expect(error.code).toBe('basket.line_item.creation.failed');
    expect(error.causes).toEqual([
      { code: 'basket.line_item.product.not_found.error', message: "The product 'NO-SUCH-SKU' is not available.", paths: ['/0/product'] },
    ]);
  });

  it('answers the refusal of an addition and its causes in German for de_DE', async () => {
    const client = await newBasket(api);
    const response = await basketCall(api, 'POST', `/baskets/${client.basketId}/items`, {
      body: [
        { product: 'NO-SUCH-SKU', quantity: { value: 1 } },
        { product: 'NB-MASTER', quantity: { value: 1 } },
        { product: 'CAM-400', quantity: { value: 101 } },
      ],
      token: client.token,
      matrix: ';loc=de_DE',
    });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.message).toBe('Die Artikel konnten nicht in den Warenkorb gelegt werden.');
    expect(error.causes.map((cause: { code: string; message: string }) => [cause.code, cause.message])).toEqual([
      ['basket.line_item.product.not_found.error', "Das Produkt 'NO-SUCH-SKU' ist nicht verfügbar."],
      ['basket.line_item.product.not_orderable.error', "Das Produkt 'NB-MASTER' gibt es in mehreren Varianten; bitte wählen Sie eine davon."],
      ['basket.line_item.quantity.above_maximum.error', "Die Menge von 'Canon Legria Camcorder' darf höchstens 100 betragen."],
    ]);
  });

  it('refuses an offline product as not available', async () => {
    expect((await refusal('OFF-1')).error.causes[0].code).toBe('basket.line_item.product.not_found.error');
  });

  it('refuses a variation master', async () => {
    const { error } = await refusal('NB-MASTER');
    expect(error.causes[0]).toMatchObject({ code: 'basket.line_item.product.not_orderable.error', message: expect.stringContaining('master') });
  });

  it('refuses a warranty as a line of its own', async () => {
    expect((await refusal('WAR-2Y')).error.causes[0].code).toBe('basket.line_item.product.not_orderable.error');
  });

  it('adds nothing when one of several items is refused', async () => {
    const client = await newBasket(api);
    const response = await client.addItems([
      { product: 'CAM-400', quantity: { value: 1 } },
      { product: 'NO-SUCH-SKU', quantity: { value: 1 } },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes[0].paths).toEqual(['/1/product']);
    expect((await client.call('GET', '/baskets/current')).json().data.lineItems).toEqual([]);
  });
});

// CAM-100 offers WAR-2Y (29.00 net / 34.51 gross in EUR); CAM-400 offers none.
describe('basket warranties', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const eur = (value: number) => ({ currency: 'EUR', value });

  it('adds a warranty offered with the product, priced for the line quantity', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 2 }, warranty: 'WAR-2Y' }])).json().data;
    const body = (await client.call('GET', '/baskets/current?include=lineItems,lineItems_warranty')).json();
    expect(body.included.lineItems[line.id].warranty).toBe(line.warranty);
    expect(body.included.lineItems_warranty[line.warranty]).toEqual({ product: 'WAR-2Y', price: { net: eur(58), gross: eur(69.02) } });
  });

  it('counts the warranty in the item total but not in the line total', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 2 }, warranty: 'WAR-2Y' }])).json().data;
    expect(line.pricing.total).toEqual({ net: eur(398), gross: eur(473.62) });
    const { totals } = (await client.call('GET', '/baskets/current')).json().data;
    expect(totals.grandTotal).toEqual({ net: eur(456), gross: eur(542.64), tax: eur(86.64) });
  });

  it('refuses a warranty not offered with the product', async () => {
    const client = await newBasket(api);
    const response = await client.addItems([{ product: 'CAM-400', quantity: { value: 1 }, warranty: 'WAR-2Y' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes).toEqual([
      expect.objectContaining({ code: 'basket.line_item.warranty.not_available.error', paths: ['/0/warranty'] }),
    ]);
    expect((await client.call('GET', '/baskets/current')).json().data.lineItems).toEqual([]);
  });

  it('keeps the warranty when more of the product is added', async () => {
    const client = await newBasket(api);
    await client.addItems([{ product: 'CAM-100', quantity: { value: 1 }, warranty: 'WAR-2Y' }]);
    const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }])).json().data;
    expect(line.warranty).toBeDefined();
  });

  it('removes a line\'s warranty with warranty null', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 1 }, warranty: 'WAR-2Y' }])).json().data;
    const changed = (await client.call('PATCH', `/baskets/current/items/${line.id}`, { warranty: null })).json().data;
    expect(changed.warranty).toBeUndefined();
    expect(changed.quantity.value).toBe(1);
    const { totals } = (await client.call('GET', '/baskets/current')).json().data;
    expect(totals.itemTotal).toEqual({ net: eur(199), gross: eur(236.81) });
  });

  it('sets a line\'s warranty by PATCH', async () => {
    const client = await newBasket(api);
    const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }])).json().data;
    const response = await client.call('PATCH', `/baskets/current/items/${line.id}`, { warranty: 'WAR-2Y' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.warranty).toBe(line.id);
  });
});

describe('basket products without a price', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses a product without a price in the basket currency as not available', async () => {
    const db = openDatabase(api.dbFile);
    db.prepare("DELETE FROM product_prices WHERE currency = 'USD' AND product_id = (SELECT id FROM products WHERE sku = 'CAM-400')").run();
    db.close();
    const client = await newBasket(api, ';cur=USD');
    const response = await client.addItems([{ product: 'CAM-400', quantity: { value: 1 } }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes[0].code).toBe('basket.line_item.product.not_found.error');
  });
});
