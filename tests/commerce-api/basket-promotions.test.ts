import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { allocate, percentOf } from '../../commerce-api/basket/money';
import { BERLIN, type BasketClient, newBasket } from './basket-support';
import { orderCall, readyBasket, submitOrder } from './order-support';
import { startTestApi, type TestApi, errorCode } from './support';

// Test catalogue (EUR, 19 %): CAM-100 199.00 net / 236.81 gross, ACC-MOUSE 19.99 / 23.79 (two at
// least), ACC-KEYBOARD 49.00 / 58.31, CAM-300 39.90 / 47.48, NB-02 1499.00 / 1783.81 (automatically
// 10 % off), STD_GROUND 4.20 / 5.00. Codes: INTERSHOP (10 % off the order from 100.00 net),
// SAVE5 (5.00 net off), FREESHIP, ACCESSORY2 (2.00 net off per accessory), NEWYEAR (from 2099),
// SUMMER2020 (expired).
const eur = (value: number) => ({ currency: 'EUR', value });
const money = (net: number, gross: number) => ({ net: eur(net), gross: eur(gross) });
const cents = (amount: { value: number }) => Math.round(amount.value * 100);
const CAMERA_AND_MICE = [
  { product: 'CAM-100', quantity: { value: 1 } },
  { product: 'ACC-MOUSE', quantity: { value: 2 } },
];

describe('promotions and discounts in the basket', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const basketWith = async (items = CAMERA_AND_MICE, shipTo?: object): Promise<BasketClient> => {
    const client = await newBasket(api);
    if (items.length > 0) await client.addItems(items);
    if (shipTo) {
      const { data } = (await client.addAddress(shipTo)).json();
      await client.call('PATCH', `/baskets/${client.basketId}`, { commonShipToAddress: data.id, invoiceToAddress: data.id, commonShippingMethod: 'STD_GROUND' });
    }
    return client;
  };
  const applyCode = (client: BasketClient, code: unknown) => client.call('POST', `/baskets/${client.basketId}/promotioncodes`, { code });
  const removeCode = (client: BasketClient, code: string) =>
    client.call('DELETE', `/baskets/${client.basketId}/promotioncodes/${encodeURIComponent(code)}`);
  const read = async (client: BasketClient, include = 'lineItems,discounts,lineItems_discounts') =>
    (await client.call('GET', `/baskets/${client.basketId}?include=${include}`)).json();
  const withDb = <T>(use: (db: ReturnType<typeof openDatabase>) => T): T => {
    const db = openDatabase(api.dbFile);
    try {
      return use(db);
    } finally {
      db.close();
    }
  };

  it('rounds percentages half up and splits amounts to the cent', () => {
    expect(percentOf(23_898, 1000)).toBe(2390);
    expect(percentOf(1005, 1000)).toBe(101);
    expect(percentOf(1004, 1000)).toBe(100);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(500, [0, 0])).toEqual([0, 0]);
  });

  it('takes a percentage off the order to the cent and taxes the discounted amount', async () => {
    const client = await basketWith();
    const applied = await applyCode(client, 'INTERSHOP');
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toEqual({ data: { code: 'INTERSHOP' } });
    const { data, included } = await read(client);
    // 10 % of 238.98 = 23.898 → 23.90 net; 23.90 × 1.19 = 28.441 → 28.44 gross
    expect(data.totals.basketValueDiscountsTotal).toEqual(money(23.9, 28.44));
    expect(data.totals.valueRebatesTotal).toEqual(money(23.9, 28.44));
    expect(data.totals.itemTotal).toEqual(money(238.98, 284.39));
    expect(data.totals.grandTotal).toEqual({ ...money(215.08, 255.95), tax: eur(40.87) });
    expect(data.promotionCodes).toEqual(['INTERSHOP']);
    expect(data.discounts).toEqual({ valueBasedDiscounts: ['PROMO-INTERSHOP'] });
    expect(included.discounts).toEqual({
      'PROMO-INTERSHOP': {
        id: 'PROMO-INTERSHOP',
        promotionType: 'OrderPercentageOffDiscount',
        promotion: 'PROMO-INTERSHOP',
        code: 'INTERSHOP',
        amount: money(23.9, 28.44),
        description: '10 % off from 100',
      },
    });
    expect(data.totals.valueRebates).toEqual([included.discounts['PROMO-INTERSHOP']]);
  });

  it('takes a fixed net amount off the order', async () => {
    const client = await basketWith();
    await applyCode(client, 'SAVE5');
    const { data } = await read(client);
    // 5.00 net, 5.95 gross (19 %)
    expect(data.totals.basketValueDiscountsTotal).toEqual(money(5, 5.95));
    expect(data.totals.grandTotal).toEqual({ ...money(233.98, 278.44), tax: eur(44.46) });
  });

  it('discounts an item automatically, per unit, with undiscounted prices beside', async () => {
    const client = await basketWith([{ product: 'NB-02', quantity: { value: 2 } }]);
    const { data, included } = await read(client);
    const line = included.lineItems[data.lineItems[0]];
    // 1499.00 − 10 % = 1349.10 net; 1349.10 × 1.19 = 1605.429 → 1605.43 gross
    expect(line.pricing).toMatchObject({
      singleBasePrice: money(1349.1, 1605.43),
      undiscountedSingleBasePrice: money(1499, 1783.81),
      price: money(2698.2, 3210.86),
      undiscountedPrice: money(2998, 3567.62),
      total: money(2698.2, 3210.86),
      valueRebatesTotal: money(299.8, 356.76),
    });
    expect(line.discounts).toHaveLength(1);
    expect(included.lineItems_discounts[line.discounts[0]]).toEqual({
      id: line.discounts[0],
      promotionType: 'ItemPercentageOffDiscount',
      promotion: 'PROMO-NB02',
      amount: money(299.8, 356.76),
      description: 'NB-02 10 % off',
    });
    expect(data.totals).toMatchObject({
      itemTotal: money(2698.2, 3210.86),
      undiscountedItemTotal: money(2998, 3567.62),
      itemValueDiscountsTotal: money(299.8, 356.76),
      itemRebatesTotal: money(299.8, 356.76),
      grandTotal: { ...money(2698.2, 3210.86), tax: eur(512.66) },
    });
    expect(data.promotionCodes).toBeUndefined();
  });

  it("discounts a category's items with a code", async () => {
    const client = await basketWith([
      { product: 'ACC-MOUSE', quantity: { value: 2 } },
      { product: 'ACC-KEYBOARD', quantity: { value: 1 } },
      { product: 'CAM-300', quantity: { value: 1 } },
    ]);
    await applyCode(client, 'accessory2');
    const { data, included } = await read(client);
    const [mouse, keyboard, camcorder] = data.lineItems.map((id: string) => included.lineItems[id]);
    // 19.99 − 2.00 = 17.99 → 21.41 gross; 49.00 − 2.00 = 47.00 → 55.93; the camcorder is no accessory
    expect(mouse.pricing.singleBasePrice).toEqual(money(17.99, 21.41));
    expect(keyboard.pricing.singleBasePrice).toEqual(money(47, 55.93));
    expect(camcorder.pricing.singleBasePrice).toEqual(money(39.9, 47.48));
    expect(camcorder.discounts).toBeUndefined();
    expect(data.totals.itemValueDiscountsTotal).toEqual(money(6, 7.14));
  });

  it('makes shipping free', async () => {
    const client = await basketWith(CAMERA_AND_MICE, BERLIN);
    await applyCode(client, 'FREESHIP');
    const { data, included } = await read(client);
    expect(data.totals).toMatchObject({
      shippingTotal: money(0, 0),
      undiscountedShippingTotal: money(4.2, 5),
      basketShippingDiscountsTotal: money(4.2, 5),
      shippingRebatesTotal: money(4.2, 5),
      grandTotal: { ...money(238.98, 284.39), tax: eur(45.41) },
    });
    expect(data.discounts).toEqual({ shippingBasedDiscounts: ['PROMO-FREESHIP'] });
    expect(included.discounts['PROMO-FREESHIP']).toMatchObject({ promotionType: 'ShippingPercentageOffDiscount', code: 'FREESHIP' });
  });

  it('keeps a code whose conditions are not met yet and reports it as not applicable', async () => {
    const client = await basketWith([{ product: 'CAM-300', quantity: { value: 1 } }]);
    const applied = await applyCode(client, 'INTERSHOP');
    expect(applied.statusCode).toBe(201);
    expect(applied.json().infos).toEqual([
      {
        code: 'basket.promotion_code.not_applicable.info',
        message: "The promotion code 'INTERSHOP' needs a higher order value.",
        parameters: { promotionCode: 'INTERSHOP', reason: 'minimum_order_value' },
      },
    ]);
    const notYet = await applyCode(client, 'NEWYEAR');
    expect(notYet.statusCode).toBe(201);
    expect(notYet.json().infos[0].parameters).toEqual({ promotionCode: 'NEWYEAR', reason: 'not_started' });

    const before = await read(client);
    expect(before.data.promotionCodes).toEqual(['INTERSHOP', 'NEWYEAR']);
    expect(before.data.totals.basketValueDiscountsTotal).toEqual(money(0, 0));
    expect(before.infos.map((info: { parameters: { promotionCode: string } }) => info.parameters.promotionCode)).toEqual(['INTERSHOP', 'NEWYEAR']);

    // 39.90 + 199.00 = 238.90 net reaches the minimum: 10 % = 23.89
    await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const after = await read(client);
    expect(after.data.totals.basketValueDiscountsTotal).toEqual(money(23.89, 28.43));
    expect(after.infos.map((info: { parameters: { promotionCode: string } }) => info.parameters.promotionCode)).toEqual(['NEWYEAR']);
  });

  it('refuses an unknown code with 422 and a not_found cause', async () => {
    const client = await basketWith();
    const response = await applyCode(client, 'NO-SUCH-CODE');
    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('basket.promotion_code.add.failed');
    // an errors document has no error-key header: a client shows its readable messages, not the key
    expect(response.headers['error-key']).toBeUndefined();
    expect(response.json().errors[0].causes).toEqual([
      { code: 'basket.promotion_code.not_found.error', message: "The promotion code 'NO-SUCH-CODE' is not known.", paths: ['/code'] },
    ]);
    expect((await read(client)).data.promotionCodes).toBeUndefined();
  });

  it('refuses hostile codes with 400 or 422, never 5xx', async () => {
    const client = await basketWith();
    for (const code of ['x'.repeat(65), '', null, ['SAVE5', 'FREESHIP'], { $ne: 1 }]) {
      const response = await applyCode(client, code);
      expect(response.statusCode, JSON.stringify(code)).toBe(400);
    }
    // scalars are coerced to strings (as every body here), then unknown
    for (const code of ['   ', "' OR 1=1 --", '__proto__', 'ß'.repeat(64), '%00', 42]) {
      const response = await applyCode(client, code);
      expect(response.statusCode, String(code)).toBe(422);
    }
    expect((await removeCode(client, 'x'.repeat(900))).statusCode).toBe(404);
    expect((await read(client)).data.promotionCodes).toBeUndefined();
  });

  it('holds at most ten codes', async () => {
    const client = await basketWith();
    withDb(db => {
      const insert = db.prepare('INSERT INTO basket_promotion_codes (basket_id, code, position) VALUES (?, ?, ?)');
      for (let index = 1; index <= 10; index += 1) insert.run(client.basketId, `RETIRED${index}`, index);
    });
    const response = await applyCode(client, 'SAVE5');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes[0].code).toBe('basket.promotion_code.limit_reached.error');
  });

  it('refuses an expired code, and stops discounting with a code that expires after it was applied', async () => {
    const client = await basketWith();
    const expired = await applyCode(client, 'SUMMER2020');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors[0].causes[0].code).toBe('basket.promotion_code.expired.error');

    await applyCode(client, 'SAVE5');
    withDb(db => db.prepare("UPDATE promotion_rules SET valid_to = '2021-01-01T00:00:00Z' WHERE code = 'SAVE5'").run());
    try {
      const { data, infos } = await read(client);
      expect(data.promotionCodes).toEqual(['SAVE5']);
      expect(data.totals.basketValueDiscountsTotal).toEqual(money(0, 0));
      expect(infos).toEqual([
        {
          code: 'basket.promotion_code.not_applicable.info',
          message: "The promotion code 'SAVE5' has expired.",
          parameters: { promotionCode: 'SAVE5', reason: 'expired' },
        },
      ]);
    } finally {
      withDb(db => db.prepare("UPDATE promotion_rules SET valid_to = NULL WHERE code = 'SAVE5'").run());
    }
  });

  it('reports expired and not applicable codes as errors of the Promotion scope', async () => {
    const client = await basketWith([{ product: 'CAM-300', quantity: { value: 1 } }]);
    const validate = async () =>
      (await client.call('POST', `/baskets/${client.basketId}/validations`, { adjustmentsAllowed: false, scopes: ['Promotion'] })).json().data.results;
    await applyCode(client, 'SAVE5');
    expect(await validate()).toMatchObject({ valid: true, errors: [] });
    await applyCode(client, 'INTERSHOP');
    withDb(db => db.prepare("UPDATE promotion_rules SET valid_to = '2021-01-01T00:00:00Z' WHERE code = 'SAVE5'").run());
    try {
      const results = await validate();
      expect(results.valid).toBe(false);
      expect(results.errors.map((error: { code: string; parameters: object }) => [error.code, error.parameters])).toEqual([
        ['basket.promotion_code.expired.error', { scopes: ['Promotion'] }],
        ['basket.promotion_code.not_applicable.error', { scopes: ['Promotion'] }],
      ]);
    } finally {
      withDb(db => db.prepare("UPDATE promotion_rules SET valid_to = NULL WHERE code = 'SAVE5'").run());
    }
  });

  it('removes a code, and answers 404 for a code not applied', async () => {
    const client = await basketWith();
    await applyCode(client, 'SAVE5');
    const removed = await removeCode(client, 'SAVE5');
    expect(removed.statusCode).toBe(204);
    const { data } = await read(client);
    expect(data.promotionCodes).toBeUndefined();
    expect(data.discounts).toBeUndefined();
    expect(data.totals.grandTotal).toEqual({ ...money(238.98, 284.39), tax: eur(45.41) });
    const again = await removeCode(client, 'SAVE5');
    expect(again.statusCode).toBe(404);
    expect(errorCode(again)).toBe('basket.promotion_code.not_found.error');
  });

  it('treats codes case-insensitively', async () => {
    const client = await basketWith();
    const applied = await applyCode(client, '  save5 ');
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toEqual({ code: 'SAVE5' });
    expect((await applyCode(client, 'Save5')).statusCode).toBe(200);
    expect((await read(client)).data.promotionCodes).toEqual(['SAVE5']);
    expect((await removeCode(client, 'sAvE5')).statusCode).toBe(204);
  });

  it('applies the same code twice only once', async () => {
    const client = await basketWith();
    expect((await applyCode(client, 'SAVE5')).statusCode).toBe(201);
    const second = await applyCode(client, 'SAVE5');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ data: { code: 'SAVE5' } });
    const { data } = await read(client);
    expect(data.promotionCodes).toEqual(['SAVE5']);
    expect(data.totals.basketValueDiscountsTotal).toEqual(money(5, 5.95));
  });

  it("taxes the discounted amounts at the ship-to country's rate", async () => {
    // AT 20 %: items 238.98 net / 286.78 gross; 10 % = 23.90 net → 28.68 gross; STD_GROUND 4.20 / 5.04
    const austria = await basketWith(CAMERA_AND_MICE, { ...BERLIN, countryCode: 'AT', mainDivisionCode: undefined, postalCode: '1010', city: 'Wien' });
    await applyCode(austria, 'INTERSHOP');
    const { data } = await read(austria);
    expect(data.totals.basketValueDiscountsTotal).toEqual(money(23.9, 28.68));
    expect(data.totals.grandTotal).toEqual({ ...money(219.28, 263.14), tax: eur(43.86) });

    // US 0 %: the discount carries no tax either
    const us = await basketWith(CAMERA_AND_MICE, { ...BERLIN, countryCode: 'US', mainDivisionCode: 'NY' });
    await applyCode(us, 'INTERSHOP');
    const totals = (await read(us)).data.totals;
    expect(totals.basketValueDiscountsTotal).toEqual(money(23.9, 23.9));
    expect(totals.grandTotal).toEqual({ ...money(219.28, 219.28), tax: eur(0) });
  });

  it('keeps net and gross consistent when discounts stack', async () => {
    const client = await basketWith(CAMERA_AND_MICE, BERLIN);
    for (const code of ['ACCESSORY2', 'INTERSHOP', 'SAVE5', 'FREESHIP']) expect((await applyCode(client, code)).statusCode).toBe(201);
    const { data, included } = await read(client);
    const { totals } = data;
    // items 234.98 / 279.63 after 2.00 off each mouse; INTERSHOP 10 % of 234.98 = 23.498 → 23.50
    // net, 27.965 → 27.97 gross; SAVE5 5.00 / 5.95; shipping free
    expect(totals.itemTotal).toEqual(money(234.98, 279.63));
    expect(totals.basketValueDiscountsTotal).toEqual(money(28.5, 33.92));
    expect(included.discounts['PROMO-INTERSHOP'].amount).toEqual(money(23.5, 27.97));
    expect(totals.grandTotal).toEqual({ ...money(206.48, 245.71), tax: eur(39.23) });

    // every discount's gross is its net taxed at 19 %, rounded half up, and the totals add up
    const discounts = [...Object.values(included.discounts), ...Object.values(included.lineItems_discounts)] as {
      amount: { net: { value: number }; gross: { value: number } };
    }[];
    for (const { amount } of discounts) {
      if (cents(amount.net) === cents(amount.gross)) continue; // free shipping takes the stored cost
      expect(cents(amount.gross)).toBe(Math.floor((cents(amount.net) * 11_900 + 5_000) / 10_000));
    }
    for (const side of ['net', 'gross'] as const) {
      const lines = data.lineItems.map((id: string) => cents(included.lineItems[id].pricing.total[side]));
      expect(lines.reduce((a: number, b: number) => a + b, 0)).toBe(cents(totals.itemTotal[side]));
      expect(cents(totals.undiscountedItemTotal[side]) - cents(totals.itemValueDiscountsTotal[side])).toBe(cents(totals.itemTotal[side]));
      expect(
        cents(totals.itemTotal[side]) - cents(totals.basketValueDiscountsTotal[side]) + cents(totals.shippingTotal[side]) + cents(totals.paymentCostsTotal[side]),
      ).toBe(cents(totals.grandTotal[side]));
    }
    expect(cents(totals.grandTotal.net) + cents(totals.grandTotal.tax)).toBe(cents(totals.grandTotal.gross));
  });

  it('gives the order the basket totals with their rebates', async () => {
    const client = await readyBasket(api);
    await applyCode(client, 'SAVE5');
    const basket = (await read(client)).data;
    const created = await submitOrder(api, client);
    expect(created.statusCode).toBe(201);
    const order = created.json().data;
    expect(order.totals).toEqual(basket.totals);
    expect(order.totals.basketValueDiscountsTotal).toEqual(money(5, 5.95));
    expect(order.promotionCodes).toEqual(['SAVE5']);
    const readBack = (await orderCall(api, 'GET', `/orders/${order.id}?include=discounts`, client.token)).json();
    expect(readBack.included.discounts['PROMO-SAVE5']).toMatchObject({ promotionType: 'OrderValueOffDiscount', code: 'SAVE5', amount: money(5, 5.95) });
  });
});
